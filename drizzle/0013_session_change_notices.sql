-- Signed-in requests look their session up in memory (a few seconds at most)
-- rather than in the database each time. A sign-out, a revoked session, a
-- deleted account or a changed name or address, made by any instance or by
-- psql, announces itself on `data_changed` (with the table's name) when it
-- commits, and every instance forgets the sessions it holds at once.
CREATE TRIGGER session_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER user_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
