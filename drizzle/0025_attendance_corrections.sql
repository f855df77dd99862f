CREATE TABLE "attendance_corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"course_id" text NOT NULL,
	"live_session_id" text,
	"outcome" text NOT NULL,
	"attended_minutes" integer,
	"program_minutes" integer,
	"reason" text NOT NULL,
	"evidence" text NOT NULL,
	"replaces_id" text,
	"created_by_id" text,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_corrections_partial_minutes" CHECK (("attendance_corrections"."outcome" = 'partial') = ("attendance_corrections"."attended_minutes" IS NOT NULL)
        AND ("attendance_corrections"."attended_minutes" IS NULL
          OR ("attendance_corrections"."attended_minutes" > 0 AND "attendance_corrections"."attended_minutes" < "attendance_corrections"."program_minutes")))
);
--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_replaces_id_attendance_corrections_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."attendance_corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_replaces_unique" ON "attendance_corrections" USING btree ("replaces_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_first_unique" ON "attendance_corrections" USING btree ("uid","course_id") WHERE "attendance_corrections"."replaces_id" IS NULL;