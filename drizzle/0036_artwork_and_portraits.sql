ALTER TABLE "courses" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_width" integer DEFAULT 640 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_height" integer DEFAULT 320 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_widths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "portrait_path" text;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "portrait_key" text;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "portrait_width" integer DEFAULT 320 NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "portrait_height" integer DEFAULT 320 NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "portrait_widths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_image_size_positive" CHECK ("courses"."image_width" > 0 AND "courses"."image_height" > 0);--> statement-breakpoint
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_portrait_size_positive" CHECK ("faculty"."portrait_width" > 0 AND "faculty"."portrait_height" > 0);--> statement-breakpoint
-- Seeded courses whose artwork staff never changed (still the shared subject
-- picture the seed gave them, without a description) take their own
-- illustration and its description (app/content/course-artwork.ts).
UPDATE "courses" AS "c" SET "image_path" = "v"."path", "image_alt" = "v"."alt"
FROM (VALUES
  ('ai-legal-tools-artificial-intelligence-law-cle', '/images/courses/ai.svg', '/images/courses/ai-legal-tools-artificial-intelligence-law-cle.svg', 'A laptop showing a gavel and broadcasting live, beside a network of connected points'),
  ('ai-and-the-law-essential-tools-tactics', '/images/courses/ai.svg', '/images/courses/ai-and-the-law-essential-tools-tactics.svg', 'A balance scale weighing a written document against a computer chip'),
  ('ai-legal-research-best-practices', '/images/courses/ai.svg', '/images/courses/ai-legal-research-best-practices.svg', 'A row of law books beside a magnifying glass over checked lines of text'),
  ('ai-contract-law-drafting-review', '/images/courses/ai.svg', '/images/courses/ai-contract-law-drafting-review.svg', 'A contract with one clause highlighted, a fountain pen and circuit lines'),
  ('ai-edge-intellectual-property-law', '/images/courses/ai.svg', '/images/courses/ai-edge-intellectual-property-law.svg', 'A light bulb marked with the copyright symbol, between a certificate with a seal and a gear'),
  ('generative-ai-ediscovery-document-review', '/images/courses/ai.svg', '/images/courses/generative-ai-ediscovery-document-review.svg', 'Scattered documents passing through a funnel into a list, two items ticked and one crossed out'),
  ('cybersecurity-privacy-ai-law-firms', '/images/courses/ai.svg', '/images/courses/cybersecurity-privacy-ai-law-firms.svg', 'A shield with a padlock inside rings of connected points'),
  ('ethics-of-ai-in-legal-practice', '/images/courses/ethics.svg', '/images/courses/ethics-of-ai-in-legal-practice.svg', 'A classical courthouse front before a network diagram'),
  ('competence-confidentiality-candor-ai', '/images/courses/ethics.svg', '/images/courses/competence-confidentiality-candor-ai.svg', 'Three overlapping circles beside a studio microphone sending out sound'),
  ('algorithmic-bias-lawyers-duty', '/images/courses/ethics.svg', '/images/courses/algorithmic-bias-lawyers-duty.svg', 'A bar chart with uneven bars, a funnel and a tilted balance scale'),
  ('ai-assisted-deposition-trial-preparation', '/images/courses/litigation.svg', '/images/courses/ai-assisted-deposition-trial-preparation.svg', 'A transcript with two passages marked and linked to points on a timeline, and a microphone'),
  ('hallucinated-citations-rule-11', '/images/courses/litigation.svg', '/images/courses/hallucinated-citations-rule-11.svg', 'A page with a citation marked in red, a broken chain link and a magnifying glass with a red cross'),
  ('persuasive-brief-writing-ai', '/images/courses/litigation.svg', '/images/courses/persuasive-brief-writing-ai.svg', 'A written brief beside a fountain pen drawing a flowing line'),
  ('prompting-ai-legal-work-workshop', '/images/courses/ai.svg', '/images/courses/prompting-ai-legal-work-workshop.svg', 'A chat prompt with a cursor, answered by a longer reply, and a sparkle'),
  ('ai-governance-law-firms', '/images/courses/ethics.svg', '/images/courses/ai-governance-law-firms.svg', 'An organisation chart beside a ticked checklist and a shield with a tick')
) AS "v"("id", "seeded_path", "path", "alt")
WHERE "c"."id" = "v"."id" AND "c"."image_path" = "v"."seeded_path" AND "c"."image_alt" = '';--> statement-breakpoint
-- Other courses still on a subject picture without a description get the picture's own.
UPDATE "courses" AS "c" SET "image_alt" = "v"."alt"
FROM (VALUES
  ('/images/courses/ai.svg', 'A computer chip with circuit lines spreading to every side'),
  ('/images/courses/ethics.svg', 'An open book beneath a shield with a tick'),
  ('/images/courses/litigation.svg', 'A gavel striking its sound block on courthouse steps')
) AS "v"("path", "alt")
WHERE "c"."image_path" = "v"."path" AND "c"."image_alt" = '';--> statement-breakpoint
-- The seeded faculty's drawn portraits.
UPDATE "faculty" SET "portrait_path" = '/images/faculty/' || "id" || '.svg'
WHERE "portrait_path" IS NULL
  AND "id" IN ('daniela-ruiz', 'marcus-whitfield', 'priya-natarajan', 'jonathan-park', 'elena-kowalski');
