CREATE TABLE "course_addresses" (
	"slug" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (not what drizzle-kit generates): the column is added empty,
-- filled with each course's id, then made NOT NULL. Regenerate the rest freely.
ALTER TABLE "courses" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "courses" SET "slug" = "id";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- End of the hand-written part.
ALTER TABLE "course_addresses" ADD CONSTRAINT "course_addresses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_addresses_course_idx" ON "course_addresses" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_slug_unique" UNIQUE("slug");;--> statement-breakpoint
-- Hand-written: the read cache hears of changes to former addresses (see 0012).
CREATE TRIGGER "course_addresses_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_addresses" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
