import { and, asc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type CreditType, courseCredits, courses } from "~/db/schema/catalogue";

export type CourseSummary = {
  id: string;
  title: string;
  summary: string;
  categorySlug: string;
  status: "published" | "upcoming";
  format: "live_webcast" | "on_demand";
  level: string | null;
  durationMinutes: number | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  imagePath: string;
  imageAlt: string;
  credits: { creditType: CreditType; hours: number }[];
};

export async function listCourses(
  db: Database,
  filter: {
    categorySlug?: string;
    status?: "published" | "upcoming";
    format?: "live_webcast" | "on_demand";
    /** Words to find in the title, summary or description (every word must appear). */
    query?: string;
  } = {},
): Promise<CourseSummary[]> {
  const conditions: SQL[] = [];
  if (filter.categorySlug) conditions.push(eq(courses.categorySlug, filter.categorySlug));
  if (filter.status) conditions.push(eq(courses.status, filter.status));
  if (filter.format) conditions.push(eq(courses.format, filter.format));
  for (const word of (filter.query ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(
      ilike(courses.title, pattern),
      ilike(courses.summary, pattern),
      ilike(courses.description, pattern),
    );
    if (match) conditions.push(match);
  }
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      summary: courses.summary,
      categorySlug: courses.categorySlug,
      status: courses.status,
      format: courses.format,
      level: courses.level,
      durationMinutes: courses.durationMinutes,
      priceCents: courses.priceCents,
      memberPriceCents: courses.memberPriceCents,
      imagePath: courses.imagePath,
      imageAlt: courses.imageAlt,
    })
    .from(courses)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(courses.position));
  if (rows.length === 0) return [];
  const credits = await db
    .select()
    .from(courseCredits)
    .where(
      inArray(
        courseCredits.courseId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    credits: credits
      .filter((credit) => credit.courseId === row.id)
      .map(({ creditType, hours }) => ({ creditType, hours })),
  }));
}
