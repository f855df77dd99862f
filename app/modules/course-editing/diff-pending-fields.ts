import { COURSE_CATEGORIES } from "~/content/catalogue";
import type { PendingCourseFields } from "~/content/course-types";
import { diffLines, type LineChange } from "~/lib/diff-lines";
import { FORMAT_LABELS, formatPrice } from "~/lib/format";

/** One public field that pending changes alter: its words before and after, or its lines marked. */
export type PendingFieldChange =
  | { key: keyof PendingCourseFields; label: string; kind: "value"; before: string; after: string }
  | { key: keyof PendingCourseFields; label: string; kind: "lines"; lines: LineChange[] };

/** The public fields in the order the course page shows them, with their names in words. */
export const PENDING_FIELD_LABELS: Record<keyof PendingCourseFields, string> = {
  title: "Title",
  summary: "Summary",
  categorySlug: "Category",
  format: "Format",
  level: "Level",
  durationMinutes: "Length",
  priceCents: "Price",
  memberPriceCents: "Members' price",
  description: "Description",
  topics: "Topics",
  learningObjectives: "Learning objectives",
  includes: "What the course includes",
};

const NONE = "(none)";

const money = (cents: number | null) => (cents === null ? "Not on sale" : formatPrice(cents));

/** A field's value as the public page words it. */
function wordsFor(key: keyof PendingCourseFields, fields: PendingCourseFields): string {
  switch (key) {
    case "categorySlug":
      return (
        COURSE_CATEGORIES.find((category) => category.slug === fields.categorySlug)?.name ??
        fields.categorySlug
      );
    case "format":
      return FORMAT_LABELS[fields.format];
    case "level":
      return fields.level ?? NONE;
    case "durationMinutes":
      return fields.durationMinutes === null ? NONE : `${fields.durationMinutes} minutes`;
    case "priceCents":
      return money(fields.priceCents);
    case "memberPriceCents":
      return money(fields.memberPriceCents);
    case "topics":
    case "learningObjectives":
    case "includes":
      return fields[key].join("\n");
    default:
      return fields[key] || NONE;
  }
}

/** Fields shown line by line (a changed line marked), rather than as a whole before and after. */
const BY_LINE = new Set<keyof PendingCourseFields>([
  "description",
  "topics",
  "learningObjectives",
  "includes",
]);

/** What publishing `pending` would change on the public page, field by field; empty when nothing. */
export function diffPendingFields(
  current: PendingCourseFields,
  pending: PendingCourseFields,
): PendingFieldChange[] {
  const keys = Object.keys(PENDING_FIELD_LABELS) as (keyof PendingCourseFields)[];
  return keys.flatMap((key): PendingFieldChange[] => {
    const before = wordsFor(key, current);
    const after = wordsFor(key, pending);
    if (before === after) return [];
    const label = PENDING_FIELD_LABELS[key];
    return BY_LINE.has(key)
      ? [{ key, label, kind: "lines", lines: diffLines(before, after) }]
      : [{ key, label, kind: "value", before, after }];
  });
}

/** The course's own public fields, from its row (or the editor's loaded course). */
export function publicFieldsOf(course: PendingCourseFields): PendingCourseFields {
  return {
    title: course.title,
    summary: course.summary,
    description: course.description,
    categorySlug: course.categorySlug,
    format: course.format,
    level: course.level,
    durationMinutes: course.durationMinutes,
    priceCents: course.priceCents,
    memberPriceCents: course.memberPriceCents,
    topics: course.topics,
    learningObjectives: course.learningObjectives,
    includes: course.includes,
  };
}
