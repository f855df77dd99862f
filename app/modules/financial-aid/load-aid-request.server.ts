import { and, eq } from "drizzle-orm";
import { minimumAidPercent } from "~/content/state-rules/financial-aid-rules-data";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { courses } from "~/db/schema/catalogue";
import { aidRequests, discountCodes } from "~/db/schema/discounts";

/**
 * What staff need to decide an aid request: its status, the course's fee and
 * the least reduction the rule data requires for this attorney (the form
 * says it; the decision enforces it). Null when there is no such request.
 */
export async function loadAidRequest(db: Database, requestId: string, now = new Date()) {
  const [row] = await db
    .select({
      status: aidRequests.status,
      stateSlug: aidRequests.stateSlug,
      uid: aidRequests.uid,
      courseTitle: courses.title,
      priceCents: courses.priceCents,
      code: discountCodes.code,
    })
    .from(aidRequests)
    .innerJoin(courses, eq(courses.id, aidRequests.courseId))
    .leftJoin(discountCodes, eq(discountCodes.id, aidRequests.discountCodeId))
    .where(eq(aidRequests.id, requestId));
  if (!row) return null;
  const [illinoisBar] = await db
    .select({ id: barAdmissions.id })
    .from(barAdmissions)
    .where(and(eq(barAdmissions.uid, row.uid), eq(barAdmissions.state, "illinois")));
  const price = row.priceCents ?? 0;
  const minimumPercent = Math.max(
    minimumAidPercent(row.stateSlug, price, now),
    illinoisBar ? minimumAidPercent("illinois", price, now) : 0,
  );
  return {
    status: row.status,
    courseTitle: row.courseTitle,
    priceCents: price,
    minimumPercent,
    code: row.code,
  };
}
