import { setImmediate as nextTurn } from "node:timers/promises";
import { and, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { csvFieldsSql } from "~/db/csv-line-sql";
import { staffAuditLog } from "~/db/schema/staff";
import { CsvLines, csvField } from "~/lib/csv-stream.server";
import { type AuditNames, type DescribedEntry, sentenceText } from "./audit-sentence";
import { type AuditFilters, auditConditions, sentencesWithNames } from "./list-audit-log.server";
import { auditNamesReader } from "./resolve-audit-names.server";

/**
 * The audit log's file: the raw columns as recorded and, beside them, the
 * entry in words. Before, after and reason are empty once shredded: the last
 * column says why (docs/decisions/0041).
 */
export const AUDIT_EXPORT_HEADERS = [
  "id",
  "at (UTC)",
  "actor e-mail",
  "actor roles",
  "action",
  "record type",
  "record id",
  "what happened",
  "before",
  "after",
  "reason",
  "address",
  "details removed at (UTC)",
] as const;

const log = staffAuditLog;

/**
 * What a line needs from an entry: the fields its sentence is made of, and
 * the columns before and after the sentence written by the database as CSV
 * (as csvStream writes them, decision 0078), so the server builds no date,
 * array or field of its own for them. Before and after stay JSON written by
 * the server: JSON.stringify's text, which the sentence's reading needs
 * parsed anyway.
 */
const EXPORT_COLUMNS = {
  id: log.id,
  actorId: log.actorId,
  actorEmail: log.actorEmail,
  action: log.action,
  recordType: log.recordType,
  recordId: log.recordId,
  before: log.before,
  after: log.after,
  reason: log.reason,
  shredded: sql<boolean>`${log.shreddedAt} is not null`,
  head: sql<string>`${csvFieldsSql([
    { integer: sql`${log.id}` },
    { isoTime: sql`${log.at}` },
    { text: sql`${log.actorEmail}` },
    { text: sql`array_to_string(${log.actorRoles}, ' ')` },
    { text: sql`${log.action}` },
    { text: sql`${log.recordType}` },
    { text: sql`${log.recordId}` },
  ])}`,
  tail: sql<string>`${csvFieldsSql([
    { text: sql`${log.reason}` },
    { text: sql`${log.ipAddress}` },
    { isoTime: sql`${log.shreddedAt}` },
  ])}`,
};

/** A row as the export reads it: the aliases of EXPORT_COLUMNS. */
type ExportedEntry = DescribedEntry & {
  /** bigint, as the driver gives it: only compared in SQL. */
  id: string;
  shredded: boolean;
  head: string;
  tail: string;
};

const SELECTED = sql.join(
  Object.entries(EXPORT_COLUMNS).map(
    ([alias, column]) => sql`${column} as ${sql.identifier(alias)}`,
  ),
  sql`, `,
);

/**
 * Up to `batchSize` matching entries below id `before`, newest first, as the
 * driver gives them: at hundreds of thousands of rows, mapping each column
 * through the query builder was a tenth of the export's time.
 */
async function exportBatch(
  db: Database,
  filters: AuditFilters,
  batchSize: number,
  before: string | undefined,
): Promise<ExportedEntry[]> {
  const where = and(
    auditConditions(filters),
    before === undefined ? undefined : sql`${log.id} < ${before}::bigint`,
  );
  const result = await db.execute(
    sql`select ${SELECTED} from ${log} ${where ? sql`where ${where}` : sql``} order by ${log.id} desc limit ${batchSize}`,
  );
  // The shared Database type leaves a raw statement's result untyped.
  return (result as unknown as { rows: ExportedEntry[] }).rows;
}

/**
 * Entries written between turns of the event loop: about one chunk of the
 * stream (64 kB) of entries with short changes. A batch written at once kept
 * the next batch's names waiting for its end (the database idle meanwhile),
 * and its rows alive through many collections of the young generation.
 */
const SLICE = 250;

const isShredded = (entry: ExportedEntry) => entry.shredded;

const json = (value: unknown) =>
  value === null || value === undefined ? "" : csvField(JSON.stringify(value));

/**
 * Every matching entry, newest first, as CSV lines a batch at a time (keyed
 * on the id), the names its sentences need read once a batch (those no
 * earlier batch read). The next batch and its names are asked for before
 * this one is written, and the writing lets them in a slice at a time, so
 * the database reads while the server writes; the reads go one after the
 * other (an export's transaction is one connection).
 */
export async function* readAuditExportLines(
  db: Database,
  filters: AuditFilters,
  batchSize: number,
  sliceSize = SLICE,
): AsyncGenerator<CsvLines> {
  type Read = { batch: ExportedEntry[]; names: AuditNames | null };
  const namesOf = auditNamesReader(db);
  const read = async (before: string | undefined): Promise<Read> => {
    const batch = await exportBatch(db, filters, batchSize, before);
    const names = batch.length > 0 ? await namesOf(batch) : null;
    return { batch, names };
  };
  let next: Promise<Read> | undefined = read(undefined);
  try {
    while (next) {
      const { batch, names }: Read = await next;
      const last = batch.at(-1);
      next = last && batch.length === batchSize ? read(last.id) : undefined;
      // A dropped download leaves the read asked for: its failure is not news.
      next?.catch(() => {});
      if (!names) continue;
      const sentence = sentencesWithNames(names, isShredded, { linked: false });
      for (let start = 0; start < batch.length; start += sliceSize) {
        let text = "";
        const end = Math.min(batch.length, start + sliceSize);
        for (let index = start; index < end; index++) {
          const entry = batch[index] as ExportedEntry;
          text += `${entry.head},${csvField(sentenceText(sentence(entry)))},${json(entry.before)},${json(entry.after)},${entry.tail}\r\n`;
        }
        yield new CsvLines(text);
        // Lets the next batch's rows in and its names' reads out.
        await nextTurn();
      }
    }
  } finally {
    await next?.catch(() => {});
  }
}
