CREATE TABLE "bar_report_queue" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"state_slug" text NOT NULL,
	"state_name" text NOT NULL,
	"scope" text NOT NULL,
	"period" text,
	"held_on" text NOT NULL,
	"course_title" text NOT NULL,
	"status" text NOT NULL,
	"due_key" text NOT NULL,
	"sequence" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"late_fee_cents" integer NOT NULL,
	"late" integer NOT NULL,
	"attendees" integer NOT NULL,
	"waiting" integer NOT NULL,
	"problems" integer NOT NULL,
	"confidence" text NOT NULL,
	"correction_of_id" text,
	"submitted" jsonb
);
--> statement-breakpoint
CREATE TABLE "bar_report_queue_stale" (
	"course_id" text PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bar_report_queue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"obligations_hash" text NOT NULL,
	"ended_through" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_check_flags" (
	"certificate_id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"credits_due" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_check_stale" (
	"course_id" text PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bar_report_queue_order" ON "bar_report_queue" USING btree ("due_key","state_name","held_on","sequence","id");--> statement-breakpoint
CREATE INDEX "bar_report_queue_status_order" ON "bar_report_queue" USING btree ("status","due_key","state_name","held_on","sequence","id");--> statement-breakpoint
CREATE INDEX "bar_report_queue_state_order" ON "bar_report_queue" USING btree ("state_slug","due_key","state_name","held_on","sequence","id");--> statement-breakpoint
CREATE INDEX "bar_report_queue_course" ON "bar_report_queue" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "credit_check_flags_order" ON "credit_check_flags" USING btree ("issued_at","certificate_id");--> statement-breakpoint
CREATE INDEX "credit_check_flags_course" ON "credit_check_flags" USING btree ("course_id");