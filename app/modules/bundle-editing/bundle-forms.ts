import { z } from "zod";
import { BUNDLE_STATUSES } from "~/content/course-types";
import {
  dollarsField,
  listPageField,
  listSearchField,
  oneLineText,
  present,
  slugField,
  versionField,
} from "~/lib/form-fields";
import { MAX_BUNDLE_COURSES, MIN_BUNDLE_COURSES } from "./bundle-limits";

// The bundle editor's forms (staff console): what the pricing page, the plans
// page and checkout show of a bundle, and the courses buying it registers.

const courseIdField = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "Choose a course." })
  .max(120, { message: "Choose a course." });

const detailsShape = {
  title: oneLineText("Enter the bundle's title.", 200),
  summary: present(
    z
      .string()
      .trim()
      .min(1, "Write a short summary.")
      .max(400, "Keep the summary under 400 characters."),
  ),
  price: dollarsField.refine((cents) => cents > 0, "Enter a regular price above $0."),
  memberPrice: dollarsField.refine((cents) => cents > 0, "Enter a members' price above $0."),
};

/** The members' price is never above the regular price (the database checks it too). */
function membersPriceAtMostRegular(
  value: { price: number; memberPrice: number },
  context: z.RefinementCtx,
) {
  if (value.memberPrice > value.price) {
    context.addIssue({
      code: "custom",
      path: ["memberPrice"],
      message: "The members' price cannot be above the regular price.",
    });
  }
}

/** A new bundle: its id (fixed once added), details and first courses. */
export const newBundleSchema = z
  .object({
    id: slugField,
    ...detailsShape,
    courseIds: z
      .array(courseIdField)
      .min(MIN_BUNDLE_COURSES, `Choose at least ${MIN_BUNDLE_COURSES} courses.`)
      .max(MAX_BUNDLE_COURSES, `Choose at most ${MAX_BUNDLE_COURSES} courses.`)
      .refine((ids) => new Set(ids).size === ids.length, "Choose each course once."),
  })
  .superRefine(membersPriceAtMostRegular);

export type NewBundleForm = z.infer<typeof newBundleSchema>;

/** The fields of the new-bundle form posted as lists. */
export const NEW_BUNDLE_LISTS = ["courseIds"] as const;

const bundleDetailsSchema = z
  .object({ version: versionField, ...detailsShape })
  .superRefine(membersPriceAtMostRegular);

export type BundleDetailsForm = z.infer<typeof bundleDetailsSchema>;

/** The lifecycle buttons on a bundle's page, and the status each leads to. */
export const BUNDLE_STATUS_CHANGES = {
  publish: "published",
  unpublish: "draft",
  archive: "archived",
  restore: "draft",
} as const;
export type BundleStatusChange = keyof typeof BUNDLE_STATUS_CHANGES;

export const bundleIntents = {
  save: bundleDetailsSchema,
  /** Adds a course at the end of the bundle. */
  "add-course": z.object({ courseId: courseIdField, version: versionField }),
  "remove-course": z.object({ courseId: courseIdField, version: versionField }),
  /** One place up or down the bundle's order. */
  "move-course": z.object({
    courseId: courseIdField,
    direction: z.enum(["up", "down"], { message: "Choose up or down." }),
    version: versionField,
  }),
  status: z.object({
    change: z.enum(
      Object.keys(BUNDLE_STATUS_CHANGES) as [BundleStatusChange, ...BundleStatusChange[]],
      { message: "Choose what to do with the bundle." },
    ),
    version: versionField,
  }),
  delete: z.object({ version: versionField }),
};

/** A change to a bundle's list of courses. */
export type BundleCoursesChange =
  | { kind: "add"; courseId: string }
  | { kind: "remove"; courseId: string }
  | { kind: "move"; courseId: string; direction: "up" | "down" };

/**
 * The bundle's courses after `change`, or why it cannot be made: a course
 * already in it, one not in it, or one too few left.
 */
export function applyCoursesChange(
  courseIds: readonly string[],
  change: BundleCoursesChange,
): { ok: true; courseIds: string[] } | { ok: false; message: string } {
  const at = courseIds.indexOf(change.courseId);
  if (change.kind === "add") {
    if (at >= 0) return { ok: false, message: "That course is in the bundle already." };
    if (courseIds.length >= MAX_BUNDLE_COURSES) {
      return { ok: false, message: `A bundle holds at most ${MAX_BUNDLE_COURSES} courses.` };
    }
    return { ok: true, courseIds: [...courseIds, change.courseId] };
  }
  if (at < 0) return { ok: false, message: "That course is no longer in the bundle." };
  if (change.kind === "remove") {
    if (courseIds.length <= MIN_BUNDLE_COURSES) {
      return {
        ok: false,
        message: `Not removed: a bundle needs at least ${MIN_BUNDLE_COURSES} courses. Add another course first.`,
      };
    }
    return { ok: true, courseIds: courseIds.filter((id) => id !== change.courseId) };
  }
  const to = change.direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= courseIds.length) return { ok: true, courseIds: [...courseIds] };
  const next = [...courseIds];
  [next[at], next[to]] = [next[to] as string, next[at] as string];
  return { ok: true, courseIds: next };
}

/** The staff bundle list's filters (query string); anything unreadable is no filter. */
export const staffBundleFiltersSchema = z.object({
  q: listSearchField,
  status: z.enum(BUNDLE_STATUSES).optional().catch(undefined),
  page: listPageField,
});
