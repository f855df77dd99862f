CREATE TABLE "course_pending_changes" (
	"course_id" text PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_by_email" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_pending_changes" ADD CONSTRAINT "course_pending_changes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;