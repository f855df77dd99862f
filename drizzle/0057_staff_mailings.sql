CREATE TABLE "staff_mailings" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"course_id" text NOT NULL,
	"session_id" text,
	"filter_query" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"opted_out_count" integer DEFAULT 0 NOT NULL,
	"test_sent_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_mailings_counts_non_negative" CHECK ("staff_mailings"."recipient_count" >= 0 and "staff_mailings"."opted_out_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "mailing_id" text;--> statement-breakpoint
ALTER TABLE "staff_mailings" ADD CONSTRAINT "staff_mailings_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mailings" ADD CONSTRAINT "staff_mailings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mailings" ADD CONSTRAINT "staff_mailings_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_mailings_created_idx" ON "staff_mailings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_mailings_course_idx" ON "staff_mailings" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_mailing_id_staff_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."staff_mailings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_mailing_uid_unique" ON "email_outbox" USING btree ("mailing_id","uid") WHERE "email_outbox"."mailing_id" is not null;