CREATE TABLE "evaluation_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"required_for_all" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_forms_course_version_unique" UNIQUE("course_id","version"),
	CONSTRAINT "evaluation_forms_version_positive" CHECK ("evaluation_forms"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"form_id" text,
	"form_version" integer NOT NULL,
	"course_id" text NOT NULL,
	"uid" text,
	"live_session_id" text,
	"completion" text NOT NULL,
	"completed_on" date NOT NULL,
	"answers" jsonb NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keep_until" date NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_uid_course_completion_unique" UNIQUE("uid","course_id","completion")
);
--> statement-breakpoint
ALTER TABLE "evaluation_forms" ADD CONSTRAINT "evaluation_forms_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_form_id_evaluation_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."evaluation_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_course_idx" ON "evaluations" USING btree ("course_id","live_session_id");--> statement-breakpoint
CREATE INDEX "evaluations_keep_until_idx" ON "evaluations" USING btree ("keep_until");