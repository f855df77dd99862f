CREATE TABLE "lecture_files" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" integer,
	"title" text,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "lecture_files_kind" CHECK ("lecture_files"."kind" in ('video', 'captions', 'handout')),
	CONSTRAINT "lecture_files_size_positive" CHECK ("lecture_files"."size_bytes" > 0),
	CONSTRAINT "lecture_files_video_duration" CHECK (("lecture_files"."kind" = 'video') = ("lecture_files"."duration_seconds" is not null)),
	CONSTRAINT "lecture_files_handout_title" CHECK (("lecture_files"."kind" = 'handout') = ("lecture_files"."title" is not null))
);
--> statement-breakpoint
ALTER TABLE "lecture_files" ADD CONSTRAINT "lecture_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_files" ADD CONSTRAINT "lecture_files_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_files_storage_key_unique" ON "lecture_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_files_one_current" ON "lecture_files" USING btree ("course_id","kind") WHERE "lecture_files"."replaced_at" is null and "lecture_files"."kind" in ('video', 'captions');--> statement-breakpoint
CREATE INDEX "lecture_files_course_idx" ON "lecture_files" USING btree ("course_id","kind");