ALTER TABLE "email_outbox" ADD COLUMN "about_address" text;--> statement-breakpoint
CREATE INDEX "email_outbox_about_idx" ON "email_outbox" USING btree ("about_address");--> statement-breakpoint
-- Staff notifications queued before this release name the person in their
-- subject or in their first fact. One that an older instance queues during a
-- rolling deploy stays without it (sent mail is deleted after 30 days).
UPDATE "email_outbox" SET "about_address" = lower(substring("subject" from '^New newsletter subscription from (\S+)$'))
WHERE "template" = 'staff-newsletter' AND "about_address" IS NULL;--> statement-breakpoint
UPDATE "email_outbox" SET "about_address" = lower(substring("text" from '\nE-mail: (\S+)'))
WHERE "template" = 'staff-contact' AND "about_address" IS NULL;--> statement-breakpoint
UPDATE "email_outbox" SET "about_address" = lower(substring("text" from '\nReply to: (\S+)'))
WHERE "template" = 'staff-team-enquiry' AND "about_address" IS NULL;
