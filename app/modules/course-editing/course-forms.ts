import { z } from "zod";
import { COURSE_CATEGORIES } from "~/content/catalogue";
import { COURSE_ARTWORK } from "~/content/course-artwork";
import { COURSE_FORMATS, COURSE_LEVELS } from "~/content/course-types";
import { type CreditType, creditTypes } from "~/content/credit-categories";
import {
  linesField,
  listPageField,
  listSearchField,
  oneLine,
  oneLineText,
  optionalDollarsField,
  present,
  slugField,
  uploadedFileField,
  versionField,
} from "~/lib/form-fields";
import { checkImageUpload } from "~/modules/media/image-rules";
import { approvalShape, checkApprovals } from "./accreditation-forms";
import {
  COURSE_STATUS_CHANGES,
  type CourseStatusChange,
  CREDIT_CHANGES,
  type CreditChange,
} from "./course-fields";

// The course editor's forms. Field names are flat (a form posts flat pairs):
// credits as credit-<type>, a state's accreditation as approval-<state>-<part>.
// What the browser shows of them lives in course-fields.ts, free of zod.

const categorySlugs = COURSE_CATEGORIES.map((category) => category.slug) as [string, ...string[]];

const categoryField = present(z.enum(categorySlugs, { message: "Choose a category." }));
const formatField = present(z.enum(COURSE_FORMATS, { message: "Choose a format." }));

/** Hours of one credit type: blank is none. */
const hoursField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
  z.union([
    z.null(),
    z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, "Enter hours such as 1 or 1.5.")
      .transform(Number)
      .refine((hours) => hours > 0 && hours <= 40, "Enter between 0.25 and 40 hours."),
  ]),
);

// Typed by their name pattern, so the fixed fields keep their own types.
const creditFields = Object.fromEntries(
  creditTypes.map((type) => [`credit-${type}`, hoursField]),
) as Record<`credit-${(typeof creditTypes)[number]}`, typeof hoursField>;

/** A new course: the least it needs to exist as a draft. */
export const newCourseSchema = z.object({
  title: oneLineText("Enter the course title.", 200),
  slug: slugField,
  categorySlug: categoryField,
  format: formatField,
});

/** The editor's main form: everything the public pages show. */
export const courseDetailsSchema = z
  .object({
    version: versionField,
    title: oneLineText("Enter the course title.", 200),
    summary: present(z.string().trim().max(400, "Keep the summary under 400 characters.")),
    description: present(
      z.string().trim().max(10_000, "Keep the description under 10,000 characters."),
    ),
    categorySlug: categoryField,
    format: formatField,
    level: z
      .enum(["", ...COURSE_LEVELS], { message: "Choose a level." })
      .optional()
      .transform((value) => (value ? value : null)),
    durationMinutes: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
      z.union([
        z.null(),
        z.coerce
          .number({ message: "Enter the length in minutes, such as 60." })
          .int("Enter whole minutes, such as 60.")
          .min(15, "A course lasts at least 15 minutes.")
          .max(2400, "A course lasts at most 2,400 minutes."),
      ]),
    ),
    price: optionalDollarsField,
    memberPrice: optionalDollarsField,
    topics: linesField("topic", { maxItems: 20, maxLength: 200 }),
    learningObjectives: linesField("objective", { maxItems: 20, maxLength: 300 }),
    includes: linesField("item", { maxItems: 20, maxLength: 200 }),
    facultyIds: z.array(z.string().max(100)).max(20, "Choose at most 20 faculty.").default([]),
    ...creditFields,
    creditChange: z
      .enum(Object.keys(CREDIT_CHANGES) as [CreditChange, ...CreditChange[]], {
        message: "Choose whether the new credits correct the certificates or apply from now on.",
      })
      .optional(),
    ...approvalShape,
  })
  .superRefine((value, context) => {
    if (value.price != null && value.memberPrice != null && value.memberPrice > value.price) {
      context.addIssue({
        code: "custom",
        path: ["memberPrice"],
        message: "The members' price cannot be above the regular price.",
      });
    }
    checkApprovals(value, context);
  });

export type CourseDetailsForm = z.infer<typeof courseDetailsSchema>;

/** The fields of the editor's main form posted as lists. */
export const COURSE_DETAILS_LISTS = ["facultyIds"] as const;

/** The course's credits from the form: hours by credit type, blanks left out. */
export function creditsFromForm(form: CourseDetailsForm): Partial<Record<CreditType, number>> {
  const credits: Partial<Record<CreditType, number>> = {};
  for (const type of creditTypes) {
    const hours = form[`credit-${type}`];
    if (typeof hours === "number") credits[type] = hours;
  }
  return credits;
}

/**
 * The artwork form: a picture to upload, or one of the shipped illustrations,
 * or neither (the description alone changes), and what it shows.
 */
export const courseArtworkSchema = z
  .object({
    version: versionField,
    imageAlt: present(
      z
        .string()
        .transform(oneLine)
        .pipe(
          z
            .string()
            .min(1, "Describe what the artwork shows, for people who cannot see it.")
            .max(200, "Keep the description under 200 characters."),
        ),
    ),
    illustration: z
      .enum(["", ...COURSE_ARTWORK.map((art) => art.path)], {
        message: "Choose one of the illustrations.",
      })
      .optional()
      .transform((value) => value || null),
    artwork: uploadedFileField,
  })
  .superRefine((value, context) => {
    if (value.artwork && value.illustration) {
      context.addIssue({
        code: "custom",
        path: ["artwork"],
        message: "Upload a picture or choose an illustration, not both.",
      });
    }
    const upload = value.artwork ? checkImageUpload(value.artwork.bytes) : null;
    if (upload && !upload.ok) {
      context.addIssue({
        code: "custom",
        path: ["artwork"],
        message: upload.message,
        params: { status: upload.status },
      });
    }
  });

/** The status page's forms: a move along the lifecycle, or deleting a draft nobody used. */
export const courseStatusIntents = {
  status: z.object({
    change: z.enum(
      Object.keys(COURSE_STATUS_CHANGES) as [CourseStatusChange, ...CourseStatusChange[]],
      { message: "Choose what to do with the course." },
    ),
    version: versionField,
  }),
  delete: z.object({ version: versionField }),
  /** Takes back an archive or unpublish: the change's audit entry and the version it left. */
  undo: z.object({ entry: z.coerce.number().int().min(1), version: versionField }),
};

/** The address page's form: the course's new public address. */
export const courseAddressSchema = z.object({ slug: slugField, version: versionField });

const listedCourseField = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "Choose a course." })
  .max(120);

/** The course list's forms: add a course, feature one on the home page, or move one in the order. */
export const courseListIntents = {
  create: newCourseSchema,
  feature: z.object({ courseId: listedCourseField, version: versionField }),
  move: z.object({
    courseId: listedCourseField,
    direction: z.enum(["up", "down"], { message: "Choose up or down." }),
  }),
};

/** The course list after a move (query string): which course, which way, or that it could not. */
export const movedSchema = z.object({
  moved: z.string().max(120),
  to: z.enum(["up", "down"]),
  edge: z.literal("1").optional(),
});

/** The staff course list's filters (query string); anything unreadable is no filter. */
export const staffCourseFiltersSchema = z.object({
  q: listSearchField,
  status: z.enum(["draft", "upcoming", "published", "archived"]).optional().catch(undefined),
  format: z.enum(COURSE_FORMATS).optional().catch(undefined),
  page: listPageField,
});
