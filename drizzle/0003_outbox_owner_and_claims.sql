ALTER TABLE "email_outbox" ADD COLUMN "uid" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
CREATE INDEX "email_outbox_uid_idx" ON "email_outbox" USING btree ("uid");