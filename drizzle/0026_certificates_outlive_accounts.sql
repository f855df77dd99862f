ALTER TABLE "certificates" DROP CONSTRAINT "certificates_uid_user_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "retain_until" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_retain_until_idx" ON "certificates" USING btree ("retain_until") WHERE "certificates"."uid" IS NULL;