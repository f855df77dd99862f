import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { prefixPattern } from "~/lib/like-pattern";

/**
 * At most this many accounts whose bar number starts with a roster search
 * are handed to its count as values; more (a search of one or two
 * characters) and the count matches registrants against the set instead.
 */
export const BAR_NUMBER_ACCOUNTS_LIMIT = 500;

/** The LIKE pattern a search's start of a bar number is matched with. */
export const barNumberPattern = (q: string) => prefixPattern(q.trim().toUpperCase());

/**
 * The accounts with a bar number that starts with `q`, or null when there
 * are more than BAR_NUMBER_ACCOUNTS_LIMIT. Read before a roster search's
 * count so that the count can take them as a constant array: PostgreSQL then
 * probes the registrations' account index with them, OR'ed with the names'
 * and addresses' trigrams as bitmaps, and tests a row against them by hash.
 * The same test against an array read inside the statement is a scan of the
 * array per row: a one-letter search matched 100,000 registrants against
 * 30,000 accounts that way, 50 s.
 */
export async function accountsByBarNumber(db: Database, q: string): Promise<string[] | null> {
  const result = await db.execute(sql`select distinct uid from bar_admissions
    where upper(bar_number) like ${barNumberPattern(q)} limit ${BAR_NUMBER_ACCOUNTS_LIMIT + 1}`);
  const uids = (result as unknown as { rows: { uid: string }[] }).rows.map((row) => row.uid);
  return uids.length > BAR_NUMBER_ACCOUNTS_LIMIT ? null : uids;
}

/** Text values as one PostgreSQL array literal (a single parameter, cast to text[]). */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
