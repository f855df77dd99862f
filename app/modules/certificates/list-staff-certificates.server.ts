import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { BULK_MAX_ITEMS, type BulkItem } from "~/lib/bulk-choice";
import { containsPattern } from "~/lib/like-pattern";

export const STAFF_CERTIFICATES_PAGE_SIZE = 25;

export type StaffCertificateFilters = {
  /** Part of the attorney's name, the course's title or e-mail; or a certificate number. */
  q?: string | undefined;
  /** "valid" (the default), "revoked" or "all"; superseded versions are never listed. */
  status: "valid" | "revoked" | "all";
};

function conditions(filters: StaffCertificateFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(certificates.supersededAt)];
  if (filters.status === "valid") parts.push(isNull(certificates.revokedAt));
  if (filters.status === "revoked") parts.push(isNotNull(certificates.revokedAt));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    parts.push(
      or(
        eq(certificates.id, filters.q.toUpperCase()),
        ilike(certificates.attorneyName, pattern),
        ilike(certificates.courseTitle, pattern),
        ilike(user.email, pattern),
      ),
    );
  }
  return and(...parts);
}

/** One page of certificates (the current version of each), newest first. */
export async function listStaffCertificates(
  db: Database,
  filters: StaffCertificateFilters,
  page: number,
) {
  const where = conditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: certificates.id,
        attorneyName: certificates.attorneyName,
        courseTitle: certificates.courseTitle,
        stateSlug: certificates.stateSlug,
        completedOn: certificates.completedOn,
        revokedAt: certificates.revokedAt,
        email: user.email,
      })
      .from(certificates)
      .leftJoin(user, eq(user.id, certificates.uid))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(STAFF_CERTIFICATES_PAGE_SIZE)
      .offset((page - 1) * STAFF_CERTIFICATES_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(certificates)
      .leftJoin(user, eq(user.id, certificates.uid))
      .where(where),
  ]);
  return { certificates: rows, total: counted?.total ?? 0 };
}

/**
 * The certificates a bulk action is for: every one matching the filter
 * (not only the page shown), or the ticked ones; named by the attorney.
 * Null when more than a bulk action takes.
 */
export async function selectStaffCertificates(
  db: Database,
  choice: { filters: StaffCertificateFilters } | { ids: readonly string[] },
): Promise<BulkItem[] | null> {
  const where =
    "filters" in choice
      ? conditions(choice.filters)
      : choice.ids.length > 0
        ? inArray(certificates.id, [...choice.ids])
        : sql`false`;
  const rows = await db
    .select({ id: certificates.id, label: certificates.attorneyName })
    .from(certificates)
    .leftJoin(user, eq(user.id, certificates.uid))
    .where(where)
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(BULK_MAX_ITEMS + 1);
  return rows.length > BULK_MAX_ITEMS ? null : rows;
}
