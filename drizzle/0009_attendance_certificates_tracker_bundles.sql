CREATE TABLE "attendance_checkpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"live_session_id" text,
	"position" integer NOT NULL,
	"at_seconds" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_checkpoints_position_positive" CHECK ("attendance_checkpoints"."position" > 0),
	CONSTRAINT "attendance_checkpoints_at_not_negative" CHECK ("attendance_checkpoints"."at_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "attendance_code_entries" (
	"uid" text NOT NULL,
	"checkpoint_id" text NOT NULL,
	"revealed_at" timestamp with time zone,
	"entered_at" timestamp with time zone,
	CONSTRAINT "attendance_code_entries_uid_checkpoint_id_pk" PRIMARY KEY("uid","checkpoint_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"course_id" text NOT NULL,
	"state_slug" text NOT NULL,
	"attorney_name" text NOT NULL,
	"bar_number" text,
	"course_title" text NOT NULL,
	"format" text NOT NULL,
	"live_session_id" text,
	"approval_status" text NOT NULL,
	"approval_number" text,
	"completed_on" date NOT NULL,
	"credits" jsonb NOT NULL,
	"credit_hour_minutes" integer,
	"codes_entered" integer NOT NULL,
	"codes_total" integer NOT NULL,
	"watched_seconds" integer NOT NULL,
	"affirmation_text" text NOT NULL,
	"typed_name" text NOT NULL,
	"affirmed_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_uid_course_state_unique" UNIQUE("uid","course_id","state_slug"),
	CONSTRAINT "certificates_approved_has_number" CHECK ("certificates"."approval_status" <> 'approved' OR "certificates"."approval_number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "course_bundle_items" (
	"bundle_id" text NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "course_bundle_items_bundle_id_course_id_pk" PRIMARY KEY("bundle_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"price_cents" integer NOT NULL,
	"member_price_cents" integer NOT NULL,
	"status" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "course_bundles_prices_valid" CHECK ("course_bundles"."price_cents" > 0 AND "course_bundles"."member_price_cents" > 0 AND "course_bundles"."member_price_cents" <= "course_bundles"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "deadline_warnings" (
	"period_id" text NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_warnings_period_id_days_before_pk" PRIMARY KEY("period_id","days_before"),
	CONSTRAINT "deadline_warnings_days_valid" CHECK ("deadline_warnings"."days_before" IN (60, 14))
);
--> statement-breakpoint
CREATE TABLE "outside_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"state_slug" text NOT NULL,
	"title" text NOT NULL,
	"provider" text NOT NULL,
	"completed_on" date NOT NULL,
	"format" text NOT NULL,
	"hours" jsonb NOT NULL,
	"certificate_file" "bytea",
	"certificate_filename" text,
	"certificate_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outside_credits_file_complete" CHECK (("outside_credits"."certificate_file" IS NULL) = ("outside_credits"."certificate_filename" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reporting_periods" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"state_slug" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"carried_in" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_periods_uid_state_start_unique" UNIQUE("uid","state_slug","starts_on"),
	CONSTRAINT "reporting_periods_dates_valid" CHECK ("reporting_periods"."ends_on" > "reporting_periods"."starts_on"),
	CONSTRAINT "reporting_periods_carried_in_valid" CHECK ("reporting_periods"."carried_in" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bar_admissions" ADD COLUMN "admitted_on" date;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "code_window_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_prefix_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("summary", '') || ' ' || coalesce("description", ''))
        || jsonb_to_tsvector('simple'::regconfig, "topics", '["string"]')
        || jsonb_to_tsvector('simple'::regconfig, "learning_objectives", '["string"]')) STORED;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "watched_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bundle_id" text;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_checkpoints" ADD CONSTRAINT "attendance_checkpoints_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_checkpoints" ADD CONSTRAINT "attendance_checkpoints_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_code_entries" ADD CONSTRAINT "attendance_code_entries_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_code_entries" ADD CONSTRAINT "attendance_code_entries_checkpoint_id_attendance_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."attendance_checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_state_slug_states_slug_fk" FOREIGN KEY ("state_slug") REFERENCES "public"."states"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bundle_items" ADD CONSTRAINT "course_bundle_items_bundle_id_course_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."course_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bundle_items" ADD CONSTRAINT "course_bundle_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_warnings" ADD CONSTRAINT "deadline_warnings_period_id_reporting_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."reporting_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_credits" ADD CONSTRAINT "outside_credits_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_credits" ADD CONSTRAINT "outside_credits_state_slug_states_slug_fk" FOREIGN KEY ("state_slug") REFERENCES "public"."states"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_periods" ADD CONSTRAINT "reporting_periods_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_periods" ADD CONSTRAINT "reporting_periods_state_slug_states_slug_fk" FOREIGN KEY ("state_slug") REFERENCES "public"."states"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_checkpoints_position_unique" ON "attendance_checkpoints" USING btree ("course_id",coalesce("live_session_id", ''),"position");--> statement-breakpoint
CREATE INDEX "certificates_uid_idx" ON "certificates" USING btree ("uid","issued_at");--> statement-breakpoint
CREATE INDEX "outside_credits_uid_state_idx" ON "outside_credits" USING btree ("uid","state_slug");--> statement-breakpoint
CREATE INDEX "reporting_periods_ends_idx" ON "reporting_periods" USING btree ("ends_on");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bundle_id_course_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."course_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_search_prefix_idx" ON "courses" USING gin ("search_prefix_vector");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_target" CHECK (("orders"."product" = 'course' AND "orders"."course_id" IS NOT NULL)
        OR ("orders"."product" = 'bundle' AND "orders"."bundle_id" IS NOT NULL)
        OR ("orders"."product" = 'membership' AND "orders"."course_id" IS NULL AND "orders"."bundle_id" IS NULL));