ALTER TABLE "course_pending_changes" ALTER COLUMN "fields" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_pending_changes" ADD COLUMN "artwork" jsonb;--> statement-breakpoint
ALTER TABLE "course_pending_changes" ADD COLUMN "materials" jsonb;--> statement-breakpoint
ALTER TABLE "course_pending_changes" ADD COLUMN "chapters" jsonb;--> statement-breakpoint
ALTER TABLE "course_pending_changes" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "course_pending_changes" ADD CONSTRAINT "course_pending_changes_not_empty" CHECK (num_nonnulls("course_pending_changes"."fields", "course_pending_changes"."artwork", "course_pending_changes"."materials", "course_pending_changes"."chapters", "course_pending_changes"."slug") > 0);