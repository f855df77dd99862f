-- A roster's export reads its course's (or session's) orders in one range of this index and
-- hashes them, where it looked each registration's order up (90,000 lookups at the bench's
-- million registrations: a quarter of the course roster's statement; docs/decisions/0078).
CREATE INDEX "orders_course_roster_idx" ON "orders" USING btree ("course_id","live_session_id","id","status","product","amount_cents");