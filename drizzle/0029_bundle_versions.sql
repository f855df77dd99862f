ALTER TABLE "course_bundles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_bundles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_bundles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A bundle taken off sale was 'withdrawn'; staff now archive it.
UPDATE "course_bundles" SET "status" = 'archived' WHERE "status" = 'withdrawn';--> statement-breakpoint
ALTER TABLE "course_bundles" ADD CONSTRAINT "course_bundles_status_valid" CHECK ("course_bundles"."status" IN ('draft', 'published', 'archived'));