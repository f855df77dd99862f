import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { countOf, jsonListPage } from "~/db/json-list";
import { user } from "~/db/schema/auth";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";
import {
  ACCOUNT_LIST_PARTS,
  type DashboardCertificate,
  type DashboardCourseToEvaluate,
  type DashboardPurchase,
  type DashboardRegistration,
  parseCertificates,
  parseCoursesToEvaluate,
  parsePurchases,
  parseRegistrations,
} from "./account-list-parts.server";
import { ACCOUNT_LISTS, type AccountListKind } from "./account-lists";

/** A list's name in its address (`/dashboard/certificates`). */
export const accountListKindSchema = z.enum(
  Object.keys(ACCOUNT_LISTS) as [AccountListKind, ...AccountListKind[]],
);

export type AccountListPage =
  | { kind: "registrations"; rows: DashboardRegistration[]; total: number }
  | { kind: "evaluations"; rows: DashboardCourseToEvaluate[]; total: number }
  | { kind: "certificates"; rows: DashboardCertificate[]; total: number }
  | { kind: "purchases"; rows: DashboardPurchase[]; total: number };

/**
 * One numbered page of one of the attorney's own lists (decision 0079), in
 * the order the dashboard shows its first rows. Numbered pages suit here: the
 * rows skipped are this attorney's own, read by their index, never a table's.
 */
export async function readAccountListPage(
  db: Database,
  uid: string,
  kind: AccountListKind,
  page: number,
): Promise<AccountListPage> {
  const parts = ACCOUNT_LIST_PARTS[kind];
  const [row] = await db
    .select({
      items: jsonListPage(
        parts.object,
        parts.from,
        parts.orderBy,
        LIST_PAGE_SIZE,
        pageOffset(page),
      ),
      total: countOf(parts.from),
    })
    .from(user)
    .where(eq(user.id, uid))
    .limit(1);
  const items = row?.items ?? "[]";
  const total = Number(row?.total ?? 0);
  switch (kind) {
    case "registrations":
      return { kind, rows: parseRegistrations(items), total };
    case "evaluations":
      return { kind, rows: parseCoursesToEvaluate(items), total };
    case "certificates":
      return { kind, rows: parseCertificates(items), total };
    case "purchases":
      return { kind, rows: parsePurchases(items), total };
  }
}
