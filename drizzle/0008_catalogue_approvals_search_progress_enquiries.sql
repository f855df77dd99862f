CREATE TABLE "course_state_approvals" (
	"course_id" text NOT NULL,
	"state_slug" text NOT NULL,
	"status" text NOT NULL,
	"approval_number" text,
	"approved_on" date,
	"expires_on" date,
	"credits" jsonb NOT NULL,
	CONSTRAINT "course_state_approvals_course_id_state_slug_pk" PRIMARY KEY("course_id","state_slug"),
	CONSTRAINT "course_state_approvals_approved_has_number" CHECK ("course_state_approvals"."status" <> 'approved' OR ("course_state_approvals"."approval_number" IS NOT NULL AND "course_state_approvals"."approved_on" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "guide_leads" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"request_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_leads_email_unique" UNIQUE("email"),
	CONSTRAINT "guide_leads_request_count_positive" CHECK ("guide_leads"."request_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"attorneys" integer NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_enquiries_attorneys_positive" CHECK ("team_enquiries"."attorneys" > 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "media" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "materials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'B')
        || setweight(jsonb_to_tsvector('english'::regconfig, "topics", '["string"]'), 'B')
        || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')
        || setweight(jsonb_to_tsvector('english'::regconfig, "learning_objectives", '["string"]'), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "join_url" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "position_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "furthest_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_state_approvals" ADD CONSTRAINT "course_state_approvals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_state_approvals" ADD CONSTRAINT "course_state_approvals_state_slug_states_slug_fk" FOREIGN KEY ("state_slug") REFERENCES "public"."states"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_state_approvals_state_idx" ON "course_state_approvals" USING btree ("state_slug","status");--> statement-breakpoint
CREATE INDEX "team_enquiries_created_idx" ON "team_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_positions_valid" CHECK ("enrolments"."position_seconds" >= 0 AND "enrolments"."furthest_seconds" >= 0);