import { z } from "zod";
import { COURSE_CATEGORIES } from "~/content/catalogue";
import { COURSE_ARTWORK } from "~/content/course-artwork";
import { COURSE_FORMATS, COURSE_LEVELS } from "~/content/course-types";
import { type CreditType, creditTypes } from "~/content/credit-categories";
import {
  linesField,
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
import { MAX_PREVIEW_SECONDS } from "~/modules/media/preview-rules";
import { approvalShape, checkApprovals } from "./accreditation-forms";
import { materialIntents } from "./material-forms";

// The course editor's forms (staff console, issue 18). Field names are flat
// (a form posts flat pairs): credits as credit-<type>, a state's
// accreditation as approval-<state>-<part>.

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

/**
 * What changed credits mean for the certificates already issued under them
 * (docs/decisions/0042): asked only when there are some.
 */
export const CREDIT_CHANGES = {
  correction: {
    label: "A correction: the credits were wrong",
    hint: "The certificates issued under them are wrong too: each is re-issued with the corrected credits (a new number, the old one marked superseded with the change as the reason), and its holder is e-mailed the new certificate.",
  },
  forward: {
    label: "A change from now on: the course itself changed",
    hint: "The certificates already issued were right for the course as it was: they keep their credits. Checks lists them as differing from the course's credits.",
  },
} as const;
export type CreditChange = keyof typeof CREDIT_CHANGES;

/** The editor's answer to a save that changes issued certificates' credits without saying how. */
export const CREDIT_CHANGE_UNANSWERED =
  "Not saved yet: the new credits concern certificates already issued. Say below, beside the credit hours, whether they correct them or apply from now on, then save again.";

/** The question the editor asks, beside the choice, when a save changes issued certificates' credits. */
export function creditChangeQuestion(certificates: number): string {
  const issued =
    certificates === 1
      ? "1 valid certificate was issued"
      : `${certificates.toLocaleString("en-US")} valid certificates were issued`;
  return `${issued} with the credits you changed. Say whether the change corrects them or applies from now on.`;
}

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

/** The lifecycle buttons on a course's page. */
export const COURSE_STATUS_CHANGES = {
  publish: "published",
  announce: "upcoming",
  unpublish: "draft",
  archive: "archived",
  restore: "draft",
} as const;
export type CourseStatusChange = keyof typeof COURSE_STATUS_CHANGES;

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

export const courseIntents = {
  save: courseDetailsSchema,
  artwork: courseArtworkSchema,
  status: z.object({
    change: z.enum(
      Object.keys(COURSE_STATUS_CHANGES) as [CourseStatusChange, ...CourseStatusChange[]],
      {
        message: "Choose what to do with the course.",
      },
    ),
    version: versionField,
  }),
  delete: z.object({ version: versionField }),
  address: z.object({ slug: slugField, version: versionField }),
  /** Takes an uploaded handout out of the course's materials (lecture media). */
  "remove-handout": z.object({
    fileId: z.string().regex(/^[a-z0-9]{20}$/, { message: "Choose a handout." }),
  }),
  /** Withdraws the video waiting for its captions (decision 0035); the current lecture stays. */
  "withdraw-video": z.object({
    fileId: z.string().regex(/^[a-z0-9]{20}$/, { message: "Choose the waiting video." }),
  }),
  /** The recorded lecture's chapters, one a line ("0:00 Welcome"). */
  chapters: z.object({
    chapters: z.string().max(10_000, { message: "The chapters are too long." }),
    version: versionField,
  }),
  /** How long the uploaded lecture's public preview is, in seconds (0: none). */
  preview: z.object({
    previewSeconds: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
      z.coerce
        .number({ message: "Enter the preview's length in seconds, such as 120 (0 for none)." })
        .int("Enter whole seconds, such as 120.")
        .min(0, "Enter 0 for no preview, or a length in seconds.")
        .max(
          MAX_PREVIEW_SECONDS,
          `A preview lasts at most ${MAX_PREVIEW_SECONDS} seconds (5 minutes).`,
        ),
    ),
    version: versionField,
  }),
  ...materialIntents,
  /** One place up or down the catalogue order (from the course list). */
  move: z.object({ direction: z.enum(["up", "down"], { message: "Choose up or down." }) }),
};

/** The course list's forms: add a course, or feature one on the home page. */
export const courseListIntents = {
  create: newCourseSchema,
  feature: z.object({
    courseId: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "Choose a course." })
      .max(120),
    version: versionField,
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
});

/**
 * What a successful save says, with the certificates a state's decision
 * re-issued or revoked, and those corrected credits re-issued or kept.
 */
export function courseSavedMessage(saved: {
  revokedCertificates?: number;
  reissuedCertificates?: number;
  creditsCorrected?: number;
  creditsKept?: number;
}): string {
  const count = (n: number) => (n === 1 ? "One certificate" : `${n} certificates`);
  const reissued = saved.reissuedCertificates ?? 0;
  const revoked = saved.revokedCertificates ?? 0;
  const corrected = saved.creditsCorrected ?? 0;
  const kept = saved.creditsKept ?? 0;
  return [
    "The course is saved.",
    reissued > 0
      ? `${count(reissued)} issued while an approved state's approval was pending ${reissued === 1 ? "is" : "are"} re-issued with it, and the holders are told.`
      : null,
    revoked > 0
      ? `${count(revoked)} issued while a denied state's approval was pending ${revoked === 1 ? "is" : "are"} revoked, and the holders are told.`
      : null,
    corrected > 0
      ? `${count(corrected)} issued under the earlier credits ${corrected === 1 ? "is" : "are"} re-issued with the corrected credits, and the holders are told.`
      : null,
    kept > 0
      ? `${count(kept)} issued under the earlier credits ${kept === 1 ? "keeps its" : "keep their"} credits; Checks lists ${kept === 1 ? "it" : "them"}.`
      : null,
  ]
    .filter(Boolean)
    .join(" ");
}
