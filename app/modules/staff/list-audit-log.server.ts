import { and, desc, eq, gte, ilike, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffAuditLog } from "~/db/schema/staff";
import { containsPattern } from "~/lib/like-pattern";

export type AuditFilters = {
  /** Part of the actor's address. */
  person?: string;
  /** A record's id, exactly (an account, course, session…). */
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
    parts.push(ilike(staffAuditLog.actorEmail, containsPattern(filters.person)));
  }
  if (filters.record) parts.push(eq(staffAuditLog.recordId, filters.record));
  if (filters.recordType) parts.push(eq(staffAuditLog.recordType, filters.recordType));
  if (filters.action) parts.push(eq(staffAuditLog.action, filters.action));
  if (filters.from) parts.push(gte(staffAuditLog.at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) parts.push(lte(staffAuditLog.at, new Date(`${filters.to}T23:59:59.999Z`)));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One page of entries, newest first, with how many match in all. */
export async function listAuditLog(
  db: Database,
  filters: AuditFilters,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number; actions: string[] }> {
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
    entries,
    total: counted?.total ?? 0,
    actions: actions.map((row) => row.action),
  };
}

/** The newest `limit` entries (the overview; a record's history), in one query. */
export function latestAuditEntries(
  db: Database,
  limit: number,
  filters: AuditFilters = {},
): Promise<AuditEntry[]> {
  return db
    .select(COLUMNS)
    .from(staffAuditLog)
    .where(conditions(filters))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
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
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    before = last.id;
  }
}
