import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { staffAuditLog } from "~/db/schema/staff";
import type { KeysetCursor, PageCursors } from "~/lib/keyset-cursor";
import { type BoundedCount, LIST_COUNT_LIMIT } from "~/lib/list-pages";
import {
  boundedCountQuery,
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  loadKeysetList,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";
import { addressMatches, personMatches } from "~/modules/staff-lists/person-search.server";
import type { AuditNames, DescribedEntry, SentencePart } from "./audit-sentence";
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

/**
 * Who a person search finds, as three conditions each read through its own
 * index: an actor with no account (a shell command) by words of the address
 * recorded, matched against the log's few such addresses (one probe each)
 * rather than worked out for every entry; an actor with an account, and the
 * attendee or account an entry is about, by words of their name or address
 * (the user table's search index). Each id set is an array, so the entries
 * are read through their indexes.
 */
function personConditions(person: string): [SQL, SQL, SQL] {
  const match = personMatches(user.name, user.email, person);
  const people = sql`array(select ${user.id} from ${user} where ${match ?? sql`false`})`;
  return [
    and(
      isNull(staffAuditLog.actorId),
      sql`${staffAuditLog.actorEmail} = any(array(${shellActorsMatching(person)}))`,
    ) as SQL,
    sql`${staffAuditLog.actorId} = any(${people})`,
    and(
      inArray(staffAuditLog.recordType, ["attendee", "account"]),
      sql`${staffAuditLog.recordId} = any(${people})`,
    ) as SQL,
  ];
}

export function auditConditions(filters: AuditFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.person) parts.push(or(...personConditions(filters.person)) as SQL);
  parts.push(...otherConditions(filters));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Every filter but the person. */
function otherConditions(filters: AuditFilters): SQL[] {
  const parts: SQL[] = [];
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
  return parts;
}

/** An entry with its sentence in plain words, the records it names linked. */
export type DescribedAuditEntry = AuditEntry & { sentence: SentencePart[] };

/** Entries with their sentences, the names they need read in one query per kind of record. */
export async function describeAuditEntries(
  db: Database,
  entries: readonly AuditEntry[],
): Promise<DescribedAuditEntry[]> {
  if (entries.length === 0) return [];
  return describeWithNames(entries, await resolveAuditNames(db, entries), isShredded);
}

/**
 * Entries with their sentences, given the names they need. The rows are the
 * caller's own (fresh from a query): each gets its sentence in place rather
 * than a copy of all its fields.
 */
export function describeWithNames<Entry extends DescribedEntry>(
  entries: readonly Entry[],
  names: AuditNames,
  isShredded: (entry: Entry) => boolean,
): (Entry & { sentence: SentencePart[] })[] {
  const sentenceOf = sentencesWithNames(names, isShredded);
  return entries.map((entry) => Object.assign(entry, { sentence: sentenceOf(entry) }));
}

/**
 * Each entry's sentence, given the names a batch of them needs; a shredded
 * entry's with only the names it may still show. `linked` false: text only
 * (the CSV export).
 */
export function sentencesWithNames<Entry extends DescribedEntry>(
  names: AuditNames,
  isShredded: (entry: Entry) => boolean,
  options: { linked?: boolean } = {},
): (entry: Entry) => SentencePart[] {
  // A shredded entry's names depend only on its actor: made once per actor.
  const shredded = new Map<string | null, AuditNames>();
  const forShredded = (actorId: string | null) => {
    let known = shredded.get(actorId);
    if (!known) {
      known = namesForShredded(names, actorId);
      shredded.set(actorId, known);
    }
    return known;
  };
  return (entry) =>
    describeAuditEntry(entry, isShredded(entry) ? forShredded(entry.actorId) : names, options);
}

const isShredded = (entry: AuditEntry) => entry.shreddedAt !== null;

/** The log's order: newest first, the id breaking ties (decision 0077). */
export const AUDIT_KEYSET: Keyset = {
  parts: [
    { expr: staffAuditLog.at, kind: "timestamptz" },
    { expr: staffAuditLog.id, kind: "bigint" },
  ],
  order: "desc",
};

/** The statement of one page of entries (a row more, to know if there is a next page). */
export function auditLogPageQuery(
  db: Database,
  filters: AuditFilters,
  cursor: KeysetCursor | null,
) {
  return db
    .select({ ...COLUMNS, pageKey: pageKeyColumn(AUDIT_KEYSET) })
    .from(staffAuditLog)
    .where(and(auditConditions(filters), keysetCondition(AUDIT_KEYSET, cursor)))
    .orderBy(...keysetOrder(AUDIT_KEYSET, cursor))
    .limit(keysetLimit(AUDIT_PAGE_SIZE));
}

/** The statement counting the matching entries, up to the bounded count's limit. */
export function auditLogCountQuery(db: Database, filters: AuditFilters) {
  if (!filters.person) {
    return boundedCountQuery(db, {
      from: staffAuditLog,
      key: staffAuditLog.id,
      where: auditConditions(filters),
    });
  }
  // A person's entries counted as the union of the three ways they are
  // found, each bounded and read through its own index: counted as one OR,
  // the planner reads the whole log when an address has many entries.
  const others = otherConditions(filters);
  const [shell, actor, about] = personConditions(filters.person);
  const found = (condition: SQL) =>
    db
      .select({ id: staffAuditLog.id })
      .from(staffAuditLog)
      .where(and(condition, ...others))
      .limit(LIST_COUNT_LIMIT + 1);
  const matching = union(found(shell), found(actor), found(about))
    .limit(LIST_COUNT_LIMIT + 1)
    .as("matching");
  return db.select({ count: count() }).from(matching);
}

/**
 * The actions ever logged, one index probe each (a loose index scan), never
 * a read of the whole log: the filter offers codes no longer described too.
 */
export async function listLoggedActions(db: Database): Promise<string[]> {
  const result = await db.execute(loggedActionsStatement());
  // Both drivers answer `execute` with the rows under `rows`.
  const rows = (result as unknown as { rows: { action: string | null }[] }).rows;
  return rows.flatMap((row) => (row.action ? [row.action] : []));
}

/**
 * The addresses of actors with no account whose words match what was typed:
 * a loose index scan of their distinct addresses (one probe each, through
 * `staff_audit_log_shell_actor_email_idx`), each address's words worked out
 * once.
 */
function shellActorsMatching(person: string): SQL {
  const match = addressMatches(sql.raw("shell.email"), person) ?? sql`false`;
  return sql`with recursive shell(email) as (
    (select s.actor_email from ${staffAuditLog} s where s.actor_id is null order by s.actor_email limit 1)
    union all
    select (select s.actor_email from ${staffAuditLog} s
      where s.actor_id is null and s.actor_email > shell.email order by s.actor_email limit 1)
    from shell where shell.email is not null
  ) select shell.email from shell where shell.email is not null and ${match}`;
}

/** The loose index scan of `listLoggedActions`, as one statement. */
export function loggedActionsStatement(): SQL {
  return sql`with recursive logged(action) as (
    (select action from ${staffAuditLog} order by action limit 1)
    union all
    select (select l.action from ${staffAuditLog} l where l.action > logged.action order by l.action limit 1)
    from logged where logged.action is not null
  ) select action from logged where action is not null`;
}

/** One page of entries, newest first, described, with how many match (bounded). */
export async function listAuditLog(
  db: Database,
  filters: AuditFilters,
  cursor: KeysetCursor | null,
): Promise<{
  entries: DescribedAuditEntry[];
  total: BoundedCount;
  cursors: PageCursors;
  actions: string[];
}> {
  const [page, actions] = await Promise.all([
    loadKeysetList(
      cursor,
      AUDIT_PAGE_SIZE,
      (at) => auditLogPageQuery(db, filters, at),
      auditLogCountQuery(db, filters),
    ),
    listLoggedActions(db),
  ]);
  return {
    entries: await describeAuditEntries(db, page.rows),
    total: page.total,
    cursors: page.cursors,
    actions,
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
    .where(auditConditions(filters))
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

async function* readAuditLogBatches(
  db: Database,
  filters: AuditFilters,
  batchSize: number,
): AsyncGenerator<AuditEntry[]> {
  let before: number | undefined;
  for (;;) {
    const batch = await auditLogBatch(db, filters, batchSize, before);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    before = last.id;
  }
}

/** Up to `batchSize` matching entries below id `before`, newest first. */
function auditLogBatch(
  db: Database,
  filters: AuditFilters,
  batchSize: number,
  before: number | undefined,
): Promise<AuditEntry[]> {
  return db
    .select(COLUMNS)
    .from(staffAuditLog)
    .where(
      and(
        auditConditions(filters),
        before === undefined ? undefined : lt(staffAuditLog.id, before),
      ),
    )
    .orderBy(desc(staffAuditLog.id))
    .limit(batchSize)
    .execute();
}
