CREATE TABLE "bar_report_lines" (
	"report_id" text NOT NULL,
	"position" integer NOT NULL,
	"change" text NOT NULL,
	"certificate_id" text NOT NULL,
	"chain_id" text NOT NULL,
	"attorney_name" text NOT NULL,
	"bar_number" text NOT NULL,
	"course_number" text NOT NULL,
	"completed_on" date NOT NULL,
	"credits" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bar_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"slot_key" text NOT NULL,
	"sequence" integer NOT NULL,
	"correction_of_id" text,
	"state_slug" text NOT NULL,
	"scope" text NOT NULL,
	"course_id" text NOT NULL,
	"course_title" text NOT NULL,
	"live_session_id" text,
	"period" text,
	"held_on" date NOT NULL,
	"due_on" date,
	"fee_cents" integer NOT NULL,
	"attendee_count" integer NOT NULL,
	"file_format" text NOT NULL,
	"rules_edition" text NOT NULL,
	"submitted_on" date NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"submitted_by_id" text,
	"submitted_by_email" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_reports_correction_chain" CHECK (("bar_reports"."sequence" = 1) = ("bar_reports"."correction_of_id" IS NULL) AND "bar_reports"."sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bar_report_lines" ADD CONSTRAINT "bar_report_lines_report_id_bar_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bar_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_reports" ADD CONSTRAINT "bar_reports_correction_of_id_bar_reports_id_fk" FOREIGN KEY ("correction_of_id") REFERENCES "public"."bar_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_reports" ADD CONSTRAINT "bar_reports_state_slug_states_slug_fk" FOREIGN KEY ("state_slug") REFERENCES "public"."states"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_report_lines_position" ON "bar_report_lines" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "bar_report_lines_chain_idx" ON "bar_report_lines" USING btree ("chain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_reports_slot_sequence" ON "bar_reports" USING btree ("slot_key","sequence");--> statement-breakpoint
CREATE INDEX "bar_reports_state_idx" ON "bar_reports" USING btree ("state_slug","submitted_on");