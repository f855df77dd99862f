ALTER TABLE "attendance_corrections" DROP CONSTRAINT "attendance_corrections_uid_user_id_fk";
--> statement-breakpoint
DROP INDEX "attendance_corrections_first_unique";--> statement-breakpoint
ALTER TABLE "attendance_corrections" ALTER COLUMN "uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD COLUMN "retain_until" date;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_first_per_part" ON "attendance_corrections" USING btree ("uid","course_id",coalesce("live_session_id", '')) WHERE "attendance_corrections"."replaces_id" IS NULL;