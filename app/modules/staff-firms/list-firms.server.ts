import { count, desc, ilike, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firms } from "~/db/schema/firms";
import { containsPattern } from "~/lib/like-pattern";

export const FIRMS_PAGE_SIZE = 25;

// Written out in full: a bare "id" inside the subquery would name its own row's.
const members = sql<number>`(select count(*)::int from firm_members m where m.organization_id = "firms"."id")`;

/**
 * Firms whose name or billing e-mail contains `q`, or with a member whose
 * name or e-mail does, newest first, a page at a time: two statements.
 */
export async function listFirms(db: Database, q: string, page: number) {
  const pattern = containsPattern(q);
  const where = or(
    ilike(firms.name, pattern),
    ilike(firms.billingEmail, pattern),
    sql`exists (select 1 from firm_members m join "user" u on u.id = m.user_id
      where m.organization_id = "firms"."id" and (u.name ilike ${pattern} or u.email ilike ${pattern}))`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: firms.id, name: firms.name, createdAt: firms.createdAt, members })
      .from(firms)
      .where(where)
      .orderBy(desc(firms.createdAt), desc(firms.id))
      .limit(FIRMS_PAGE_SIZE)
      .offset((page - 1) * FIRMS_PAGE_SIZE),
    db.select({ total: count() }).from(firms).where(where),
  ]);
  return { firms: rows, total: counted?.total ?? 0 };
}
