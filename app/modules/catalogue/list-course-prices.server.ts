import type { Database } from "~/db/client.server";
import { FORMAT_LABELS, formatCredits, formatPrice } from "~/lib/format";
import { listCourses } from "./list-courses.server";
import { membersPriceCents } from "./members-price";

/** What a price or credit not set yet in the catalogue shows. */
const NOT_SET = "To be announced";

/**
 * Every published course with its credit and its two prices, formatted for
 * the pricing page's table: a free course is free for members too, and a
 * price not set yet is "To be announced".
 */
export async function listCoursePrices(db: Database) {
  const courses = await listCourses(db, { status: "published" });
  return courses.map((course) => {
    const member = course.priceCents === 0 ? 0 : membersPriceCents(course);
    return {
      id: course.id,
      title: course.title,
      format: FORMAT_LABELS[course.format],
      credits: course.credits.length > 0 ? formatCredits(course.credits) : NOT_SET,
      regular: course.priceCents === null ? NOT_SET : formatPrice(course.priceCents),
      member: member === null ? NOT_SET : formatPrice(member),
    };
  });
}
