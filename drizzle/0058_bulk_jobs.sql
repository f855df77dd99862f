CREATE TABLE "bulk_job_items" (
	"job_id" text NOT NULL,
	"item_id" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_job_items_job_id_item_id_pk" PRIMARY KEY("job_id","item_id"),
	CONSTRAINT "bulk_job_items_failed_has_message" CHECK ("bulk_job_items"."status" <> 'failed' OR "bulk_job_items"."message" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"actor" jsonb NOT NULL,
	"filter" jsonb,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_job_items" ADD CONSTRAINT "bulk_job_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_job_items_pending_idx" ON "bulk_job_items" USING btree ("job_id","position") WHERE "bulk_job_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bulk_jobs_unfinished_idx" ON "bulk_jobs" USING btree ("created_at") WHERE "bulk_jobs"."finished_at" IS NULL;