import { and, asc, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import { type ApprovalStatus, LISTED_COURSE_STATUSES } from "~/content/course-types";
import { CREDIT_TYPE_LABELS, type CreditType, creditTypes } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courseCredits, courseStateApprovals, courses, liveSessions } from "~/db/schema/catalogue";
import { courseArtworkPicture, type Picture } from "~/lib/picture";
import { seatsTakenSql } from "./seats.server";

export type CourseSummary = {
  id: string;
  /** The public address: /courses/{slug}. */
  slug: string;
  title: string;
  summary: string;
  categorySlug: string;
  status: "published" | "upcoming";
  format: "live_webcast" | "on_demand";
  level: string | null;
  durationMinutes: number | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  /** The course's artwork: its illustration, or the uploaded picture's variants. */
  picture: Picture;
  imageAlt: string;
  credits: { creditType: CreditType; hours: number }[];
  /** The next live session with seats left, for live courses with one scheduled. */
  nextLiveAt: Date | null;
  /** The course's standing in the state filtered by (null without a state filter). */
  stateApproval: {
    stateSlug: string;
    status: ApprovalStatus;
    approvalNumber: string | null;
    credits: Partial<Record<CreditCategory, number>>;
  } | null;
};

export type CourseFilter = {
  categorySlug?: string;
  status?: "published" | "upcoming";
  format?: "live_webcast" | "on_demand";
  /** Words to find (PostgreSQL full-text search; the last word may be a prefix). */
  query?: string;
  /** A state slug: courses approved there (and pending ones with `includePending`). */
  state?: string;
  includePending?: boolean;
  /** Courses that carry credit of this type. */
  creditType?: CreditType;
};

/**
 * The words a visitor typed, fit for a tsquery: letters and digits only (so
 * no input can break the query syntax), lower case, accents dropped, at most
 * eight.
 */
export function searchWords(query: string): string[] {
  return query
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * The courses that match `filter`, in catalogue order (by relevance for a
 * search). Without `now`, from the read cache.
 */
export function listCourses(
  db: Database,
  filter: CourseFilter = {},
  now?: Date,
): Promise<readonly CourseSummary[]> {
  if (now) return queryCourses(db, filter, now);
  return cachedRead(db, `courses:${JSON.stringify(filter)}`, () =>
    queryCourses(db, filter, new Date()),
  );
}

async function queryCourses(
  db: Database,
  filter: CourseFilter,
  now: Date,
): Promise<CourseSummary[]> {
  const conditions: SQL[] = [];
  if (filter.categorySlug) conditions.push(eq(courses.categorySlug, filter.categorySlug));
  // Drafts and archived courses are never listed.
  conditions.push(
    filter.status
      ? eq(courses.status, filter.status)
      : inArray(courses.status, LISTED_COURSE_STATUSES),
  );
  if (filter.format) conditions.push(eq(courses.format, filter.format));
  // Every word must be found: as an English word (stemmed, so "prompts"
  // finds "prompting"), or as the start of a word ("hallucinat" finds
  // "hallucinated"). Results are ranked by the English match.
  // The course's credit types count as its words too ("ethics" finds every
  // course with ethics credit, whatever its text says).
  const words = filter.query ? searchWords(filter.query) : [];
  const creditLabels = sql.join(
    Object.entries(CREDIT_TYPE_LABELS).map(([type, label]) => sql`(${type}, ${label})`),
    sql`, `,
  );
  for (const word of words) {
    const english = sql`to_tsquery('english', ${word})`;
    const prefix = sql`to_tsquery('simple', ${`${word}:*`})`;
    conditions.push(
      sql`(${courses.searchVector} @@ ${english} or ${courses.searchPrefixVector} @@ ${prefix}
        or exists (select 1 from ${courseCredits}
          join (values ${creditLabels}) as credit_label(type, label) on credit_label.type = ${courseCredits.creditType}
          where ${courseCredits.courseId} = ${courses.id}
            and (to_tsvector('english', credit_label.label) @@ ${english}
              or to_tsvector('simple', credit_label.label) @@ ${prefix})))`,
    );
  }
  const tsquery = words.length > 0 ? sql`plainto_tsquery('english', ${words.join(" ")})` : null;
  if (filter.creditType) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(courseCredits)
          .where(
            and(
              eq(courseCredits.courseId, courses.id),
              eq(courseCredits.creditType, filter.creditType),
            ),
          ),
      ),
    );
  }
  const approvalJoin = filter.state
    ? and(
        eq(courseStateApprovals.courseId, courses.id),
        eq(courseStateApprovals.stateSlug, filter.state),
      )
    : sql`false`;
  if (filter.state) {
    conditions.push(
      filter.includePending
        ? inArray(courseStateApprovals.status, ["approved", "pending"])
        : eq(courseStateApprovals.status, "approved"),
    );
  }

  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
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
      imageKey: courses.imageKey,
      imageWidth: courses.imageWidth,
      imageHeight: courses.imageHeight,
      imageWidths: courses.imageWidths,
      // The next date one can still register for: sold-out dates are not advertised.
      nextLiveAt: sql<Date | null>`(select min(${liveSessions.startsAt}) from ${liveSessions}
        where ${liveSessions.courseId} = ${courses.id} and ${liveSessions.startsAt} > ${now}
          and not ${liveSessions.soldOut} and ${liveSessions.cancelledAt} is null
          and ${seatsTakenSql(sql`${liveSessions.id}`, now)} < ${liveSessions.capacity})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      approvalStatus: courseStateApprovals.status,
      approvalNumber: courseStateApprovals.approvalNumber,
      approvalCredits: courseStateApprovals.credits,
    })
    .from(courses)
    .leftJoin(courseStateApprovals, approvalJoin)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      ...(tsquery ? [desc(sql`ts_rank(${courses.searchVector}, ${tsquery})`)] : []),
      asc(courses.position),
    );
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
  return rows.map(
    ({
      approvalStatus,
      approvalNumber,
      approvalCredits,
      imagePath,
      imageKey,
      imageWidth,
      imageHeight,
      imageWidths,
      ...row
    }) => ({
      ...row,
      picture: courseArtworkPicture({ imagePath, imageKey, imageWidth, imageHeight, imageWidths }),
      // Listed statuses only (the condition above).
      status: row.status as CourseSummary["status"],
      credits: credits
        .filter((credit) => credit.courseId === row.id)
        .sort((a, b) => creditTypes.indexOf(a.creditType) - creditTypes.indexOf(b.creditType))
        .map(({ creditType, hours }) => ({ creditType, hours })),
      stateApproval:
        approvalStatus && approvalCredits && filter.state
          ? {
              stateSlug: filter.state,
              // Approved or pending only: the state condition above leaves denied ones out.
              status: approvalStatus as ApprovalStatus,
              approvalNumber,
              credits: approvalCredits,
            }
          : null,
    }),
  );
}
