-- Staff are found by their address in any case (STAFF_EMAILS, granting a role): every inbox page
-- lists the assignees, and without this index read every account to find them.
CREATE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));