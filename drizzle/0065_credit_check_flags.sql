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
CREATE INDEX "credit_check_flags_order" ON "credit_check_flags" USING btree ("issued_at","certificate_id");--> statement-breakpoint
CREATE INDEX "credit_check_flags_course" ON "credit_check_flags" USING btree ("course_id");