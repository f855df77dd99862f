-- An account's valid certificates counted from the index alone: the attendees' list and export
-- count them for every account they show (100,000 at a large provider; docs/decisions/0082).
CREATE INDEX "certificates_valid_uid_idx" ON "certificates" USING btree ("uid") WHERE "certificates"."superseded_at" IS NULL AND "certificates"."revoked_at" IS NULL;