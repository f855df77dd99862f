CREATE TABLE "course_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"uid" text,
	"asker_name" text NOT NULL,
	"asker_email" text NOT NULL,
	"chapter_title" text,
	"video_seconds" integer,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_hours" integer,
	"answer_state_slug" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_id" text,
	"answered_by_name" text,
	"answered_as" text,
	CONSTRAINT "course_questions_answered_whole" CHECK (("course_questions"."answer" IS NULL) = ("course_questions"."answered_at" IS NULL) AND ("course_questions"."answered_at" IS NULL) = ("course_questions"."answered_as" IS NULL)),
	CONSTRAINT "course_questions_video_seconds" CHECK ("course_questions"."video_seconds" IS NULL OR "course_questions"."video_seconds" >= 0),
	CONSTRAINT "course_questions_answer_hours" CHECK (("course_questions"."answer_hours" IS NULL) = ("course_questions"."answer_state_slug" IS NULL) AND ("course_questions"."answer_hours" IS NULL OR "course_questions"."answer_hours" > 0)),
	CONSTRAINT "course_questions_answered_as" CHECK ("course_questions"."answered_as" in ('faculty', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "login_email" text;--> statement-breakpoint
ALTER TABLE "course_questions" ADD CONSTRAINT "course_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_questions" ADD CONSTRAINT "course_questions_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_questions_course_idx" ON "course_questions" USING btree ("course_id","asked_at");--> statement-breakpoint
CREATE INDEX "course_questions_uid_idx" ON "course_questions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "course_questions_open_idx" ON "course_questions" USING btree ("asked_at") WHERE "course_questions"."answered_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "faculty_login_email_idx" ON "faculty" USING btree ("login_email");--> statement-breakpoint
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_login_email_lower" CHECK ("faculty"."login_email" = lower("faculty"."login_email"));