ALTER TABLE "certificates" DROP CONSTRAINT "certificates_uid_course_state_unique";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "supersedes_id" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "superseded_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_supersedes_id_certificates_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_uid_course_state_current" ON "certificates" USING btree ("uid","course_id","state_slug") WHERE "certificates"."superseded_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_supersedes_id_unique" ON "certificates" USING btree ("supersedes_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_superseded_has_reason" CHECK (("certificates"."superseded_at" IS NULL) = ("certificates"."superseded_reason" IS NULL));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_has_reason" CHECK (("certificates"."revoked_at" IS NULL) = ("certificates"."revocation_reason" IS NULL));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_superseded_or_revoked" CHECK ("certificates"."superseded_at" IS NULL OR "certificates"."revoked_at" IS NULL);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_version_chain" CHECK (("certificates"."version" = 1) = ("certificates"."supersedes_id" IS NULL) AND "certificates"."version" >= 1);