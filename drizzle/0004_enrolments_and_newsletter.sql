CREATE TABLE "enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"course_id" text NOT NULL,
	"course_name" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"last_accessed" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_uid_course_unique" UNIQUE("uid","course_id"),
	CONSTRAINT "enrolments_progress_range" CHECK ("enrolments"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;