-- At most one course is featured on the home page. Databases seeded before
-- staff chose it already carry the seed's one flag; should any hold more, the
-- first in catalogue order keeps it, so the index can be built.
UPDATE "courses" SET "featured" = false
WHERE "featured"
  AND "id" <> (SELECT "id" FROM "courses" WHERE "featured" ORDER BY "position", "id" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "courses_one_featured" ON "courses" USING btree ("featured") WHERE "courses"."featured";
