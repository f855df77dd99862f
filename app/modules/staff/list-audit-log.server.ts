import { and, desc, eq, gte, ilike, inArray, like, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { staffAuditLog } from "~/db/schema/staff";
import { containsPattern } from "~/lib/like-pattern";
import type { SentencePart } from "./audit-sentence";
import { describeAuditEntry, namesForShredded } from "./describe-audit-entry";
import { resolveAuditNames } from "./resolve-audit-names.server";

export type AuditFilters = {
  /**
   * Part of a person's name or address: who acted, or the attendee or
   * account the entry is about.
   */
  person?: string;
  /** A record's id, exactly (an account, course, session…); an account's id also finds its registrations. */
  record?: string;
  /** A record's type, exactly (`course`, `faculty`…). */
  recordType?: string;
  /** An action, exactly (e.g. `staff.grant`). */
  action?: string;
  /** Days, as YYYY-MM-DD, inclusive, in UTC. */
  from?: string;
  to?: string;
};

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = {
  id: number;
  at: Date;
  actorId: string | null;
  actorEmail: string;
  actorRoles: string[];
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ipAddress: string | null;
  /** When the details (before, after, reason) were shredded; null while they are there. */
  shreddedAt: Date | null;
};

const COLUMNS = {
  id: staffAuditLog.id,
  at: staffAuditLog.at,
  actorId: staffAuditLog.actorId,
  actorEmail: staffAuditLog.actorEmail,
  actorRoles: staffAuditLog.actorRoles,
  action: staffAuditLog.action,
  recordType: staffAuditLog.recordType,
  recordId: staffAuditLog.recordId,
  before: staffAuditLog.before,
  after: staffAuditLog.after,
  reason: staffAuditLog.reason,
  ipAddress: staffAuditLog.ipAddress,
  shreddedAt: staffAuditLog.shreddedAt,
};

function conditions(filters: AuditFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.person) {
    const pattern = containsPattern(filters.person);
    const people = sql`(select ${user.id} from ${user} where ${user.name} ilike ${pattern} or ${user.email} ilike ${pattern})`;
    parts.push(
      or(
        ilike(staffAuditLog.actorEmail, pattern),
        sql`${staffAuditLog.actorId} in ${people}`,
        and(
          inArray(staffAuditLog.recordType, ["attendee", "account"]),
          sql`${staffAuditLog.recordId} in ${people}`,
        ),
      ) as SQL,
    );
  }
  if (filters.record) {
    const registrations = `${filters.record.replace(/[\\%_]/g, (c) => `\\${c}`)}\\_%`;
    parts.push(
      or(
        eq(staffAuditLog.recordId, filters.record),
        and(
          eq(staffAuditLog.recordType, "registration"),
          like(staffAuditLog.recordId, registrations),
        ),
      ) as SQL,
    );
  }
  if (filters.recordType) parts.push(eq(staffAuditLog.recordType, filters.recordType));
  if (filters.action) parts.push(eq(staffAuditLog.action, filters.action));
  if (filters.from) parts.push(gte(staffAuditLog.at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) parts.push(lte(staffAuditLog.at, new Date(`${filters.to}T23:59:59.999Z`)));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** An entry with its sentence in plain words, the records it names linked. */
export type DescribedAuditEntry = AuditEntry & { sentence: SentencePart[] };

/** Entries with their sentences, the names they need read in one query per kind of record. */
export async function describeAuditEntries(
  db: Database,
  entries: readonly AuditEntry[],
): Promise<DescribedAuditEntry[]> {
  if (entries.length === 0) return [];
  const names = await resolveAuditNames(db, entries);
  return entries.map((entry) => ({
    ...entry,
    sentence: describeAuditEntry(
      entry,
      entry.shreddedAt ? namesForShredded(names, entry.actorId) : names,
    ),
  }));
}

/** One page of entries, newest first, described, with how many match in all. */
export async function listAuditLog(
  db: Database,
  filters: AuditFilters,
  page: number,
): Promise<{ entries: DescribedAuditEntry[]; total: number; actions: string[] }> {
  const where = conditions(filters);
  const [entries, [counted], actions] = await Promise.all([
    db
      .select(COLUMNS)
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(staffAuditLog).where(where),
    db
      .selectDistinct({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .orderBy(staffAuditLog.action),
  ]);
  return {
    entries: await describeAuditEntries(db, entries),
    total: counted?.total ?? 0,
    actions: actions.map((row) => row.action),
  };
}

/** The newest `limit` entries (the overview; a record's history), described. */
export async function latestAuditEntries(
  db: Database,
  limit: number,
  filters: AuditFilters = {},
): Promise<DescribedAuditEntry[]> {
  const entries = await db
    .select(COLUMNS)
    .from(staffAuditLog)
    .where(conditions(filters))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
  return describeAuditEntries(db, entries);
}

/**
 * Every matching entry, newest first, a batch at a time (keyed on the id),
 * so an export of any size never sits in memory whole.
 */
export async function* readAuditLog(
  db: Database,
  filters: AuditFilters,
  batchSize = 500,
): AsyncGenerator<AuditEntry> {
  for await (const batch of readAuditLogBatches(db, filters, batchSize)) yield* batch;
}

/** As readAuditLog, each entry with its sentence (the names read once a batch). */
export async function* readDescribedAuditLog(
  db: Database,
  filters: AuditFilters,
  batchSize = 500,
): AsyncGenerator<DescribedAuditEntry> {
  for await (const batch of readAuditLogBatches(db, filters, batchSize)) {
    yield* await describeAuditEntries(db, batch);
  }
}

async function* readAuditLogBatches(
  db: Database,
  filters: AuditFilters,
  batchSize: number,
): AsyncGenerator<AuditEntry[]> {
  let before: number | undefined;
  for (;;) {
    const where = and(
      conditions(filters),
      before === undefined ? undefined : lt(staffAuditLog.id, before),
    );
    const batch = await db
      .select(COLUMNS)
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.id))
      .limit(batchSize);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    before = last.id;
  }
}
