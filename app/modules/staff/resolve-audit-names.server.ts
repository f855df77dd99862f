import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { inTextList } from "~/db/in-text-list";
import { user } from "~/db/schema/auth";
import { barReports } from "~/db/schema/bar-reports";
import { courseBundles, courses, faculty, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { aidRequests, discountCodes } from "~/db/schema/discounts";
import { firms } from "~/db/schema/firms";
import { inboxItems } from "~/db/schema/inbox";
import { orders } from "~/db/schema/orders";
import { courseQuestions } from "~/db/schema/questions";
import {
  type AuditNames,
  type DescribedEntry,
  emptyAuditNames,
  registrationParts,
} from "./audit-sentence";

/** The ids an entry names, by kind, read from its record and its before and after. */
type Wanted = {
  people: Set<string>;
  courses: Set<string>;
  sessions: Set<string>;
  orders: Set<string>;
  certificates: Set<string>;
  bundles: Set<string>;
  faculty: Set<string>;
  discountCodes: Set<string>;
  inbox: Set<string>;
  aid: Set<string>;
  reports: Set<string>;
  questions: Set<string>;
  firms: Set<string>;
};

const str = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

function emptyWanted(): Wanted {
  return {
    people: new Set(),
    courses: new Set(),
    sessions: new Set(),
    orders: new Set(),
    certificates: new Set(),
    bundles: new Set(),
    faculty: new Set(),
    discountCodes: new Set(),
    inbox: new Set(),
    aid: new Set(),
    reports: new Set(),
    questions: new Set(),
    firms: new Set(),
  };
}

/** The keys of a before or after value that hold an id to name, and its kind. */
const NAMED_BY_KEY = new Map<string, keyof Wanted>([
  ["liveSessionId", "sessions"],
  ["courseId", "courses"],
  ["featuredCourse", "courses"],
  ["copiedFrom", "courses"],
  ["rerunOf", "sessions"],
  ["assigneeId", "people"],
  ["facultyId", "faculty"],
  ["discountCodeId", "discountCodes"],
]);

/**
 * The ids `entries` name, by kind; with `asked`, only those not in it, which
 * it then holds.
 */
function wanted(entries: readonly DescribedEntry[], asked?: Wanted): Wanted {
  const want = emptyWanted();
  const add = (kind: keyof Wanted, value: unknown) => {
    const id = str(value);
    if (!id) return;
    if (asked) {
      const known = asked[kind];
      if (known.has(id)) return;
      known.add(id);
    }
    want[kind].add(id);
  };
  const fromChange = (value: unknown) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return;
    // The change's own keys, not a lookup of every key that names something:
    // most changes name nothing, and an export reads millions.
    for (const [key, named] of Object.entries(value)) {
      const kind = NAMED_BY_KEY.get(key);
      if (kind) add(kind, named);
      else if (key === "courseIds" && Array.isArray(named)) {
        for (const course of named) add("courses", course);
      }
    }
  };
  for (const entry of entries) {
    add("people", entry.actorId);
    const id = entry.recordId;
    switch (entry.recordType) {
      case "course":
      case "evaluation-form":
        add("courses", id);
        break;
      case "live-session":
        add("sessions", id);
        break;
      case "order":
        add("orders", id);
        break;
      case "certificate":
        add("certificates", id);
        break;
      case "attendee":
      case "account":
        add("people", id);
        break;
      case "registration": {
        const parts = registrationParts(id);
        if (parts) {
          add("people", parts.uid);
          add("courses", parts.courseId);
        }
        break;
      }
      case "inbox-item":
        add("inbox", id);
        break;
      case "aid-request":
        add("aid", id);
        break;
      case "bundle":
        add("bundles", id);
        break;
      case "faculty":
        add("faculty", id);
        break;
      case "discount-code":
        add("discountCodes", id);
        break;
      case "bar_report":
        add("reports", id);
        break;
      case "course_question":
        add("questions", id);
        break;
      case "firm":
        add("firms", id);
        break;
    }
    fromChange(entry.before);
    fromChange(entry.after);
  }
  return want;
}

const some = (set: Set<string>) => set.size > 0;

/**
 * Reads (drizzle's queries run when awaited) one after the other: on one
 * connection (a transaction) they would otherwise queue in the driver.
 */
async function inTurn<Reads extends readonly PromiseLike<unknown>[]>(
  reads: Reads,
): Promise<{ -readonly [K in keyof Reads]: Awaited<Reads[K]> }> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read);
  return results as { -readonly [K in keyof Reads]: Awaited<Reads[K]> };
}
const none = Promise.resolve([]);

/**
 * The names a page of entries needs (people, courses, sessions, orders…),
 * each kind in one query, all at once: never a query per row. A record
 * deleted since is simply not named (the sentence shows its id).
 */
export async function resolveAuditNames(
  db: Database,
  entries: readonly DescribedEntry[],
): Promise<AuditNames> {
  const names = emptyAuditNames();
  await readNames(db, wanted(entries), names, { oneConnection: false });
  return names;
}

/** Names looked up by an export before it forgets them and starts again: a few megabytes. */
export const REMEMBERED_NAMES_LIMIT = 50_000;

/**
 * resolveAuditNames for an export's batches, one after another on one
 * connection (a transaction: its reads go in turn), remembering what earlier
 * batches looked up (found or not) so a course, a session or a staff member
 * named in every batch is read once: at a million entries the names were
 * half of each batch's time. What it hands back names at least the batch's
 * records (and, until it starts again, those of earlier batches); after
 * REMEMBERED_NAMES_LIMIT ids it starts again, so a long export's memory stays
 * flat. Only within one snapshot (readInSnapshot): a name read once is taken
 * to hold for the whole file. One call at a time: an id is remembered as
 * asked for before its read has answered.
 */
export function auditNamesReader(
  db: Database,
  { limit = REMEMBERED_NAMES_LIMIT }: { limit?: number } = {},
): (entries: readonly DescribedEntry[]) => Promise<AuditNames> {
  let names = emptyAuditNames();
  let asked = emptyWanted();
  let remembered = 0;
  return async (entries) => {
    if (remembered > limit) {
      names = emptyAuditNames();
      asked = emptyWanted();
      remembered = 0;
    }
    const want = wanted(entries, asked);
    for (const ids of Object.values(want)) remembered += ids.size;
    const into = names;
    await readNames(db, want, into, { oneConnection: true });
    return into;
  };
}

/**
 * Reads the names `want` asks for into `names` (`oneConnection`: the reads
 * one after the other).
 */
async function readNames(
  db: Database,
  want: Wanted,
  names: AuditNames,
  options: { oneConnection: boolean },
): Promise<void> {
  const reads = [
    some(want.sessions)
      ? db
          .select({
            id: liveSessions.id,
            courseId: liveSessions.courseId,
            courseTitle: courses.title,
            startsAt: liveSessions.startsAt,
          })
          .from(liveSessions)
          .innerJoin(courses, eq(courses.id, liveSessions.courseId))
          .where(inTextList(liveSessions.id, want.sessions))
      : none,
    some(want.orders)
      ? db
          .select({
            id: orders.id,
            attendeeId: orders.uid,
            attendee: user.name,
            courseName: orders.courseName,
          })
          .from(orders)
          .leftJoin(user, eq(user.id, orders.uid))
          .where(inTextList(orders.id, want.orders))
      : none,
    some(want.certificates)
      ? db
          .select({
            id: certificates.id,
            holderId: certificates.uid,
            holder: certificates.attorneyName,
            courseTitle: certificates.courseTitle,
          })
          .from(certificates)
          .where(inTextList(certificates.id, want.certificates))
      : none,
    some(want.questions)
      ? db
          .select({
            id: courseQuestions.id,
            courseId: courseQuestions.courseId,
            courseTitle: courses.title,
            asker: courseQuestions.askerName,
          })
          .from(courseQuestions)
          .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
          .where(inTextList(courseQuestions.id, want.questions))
      : none,
    some(want.people)
      ? db
          .select({ id: user.id, name: user.name })
          .from(user)
          .where(inTextList(user.id, want.people))
      : none,
    some(want.courses)
      ? db
          .select({ id: courses.id, title: courses.title })
          .from(courses)
          .where(inTextList(courses.id, want.courses))
      : none,
    some(want.bundles)
      ? db
          .select({ id: courseBundles.id, title: courseBundles.title })
          .from(courseBundles)
          .where(inTextList(courseBundles.id, want.bundles))
      : none,
    some(want.faculty)
      ? db
          .select({ id: faculty.id, name: faculty.name })
          .from(faculty)
          .where(inTextList(faculty.id, want.faculty))
      : none,
    some(want.discountCodes)
      ? db
          .select({ id: discountCodes.id, code: discountCodes.code })
          .from(discountCodes)
          .where(inTextList(discountCodes.id, want.discountCodes))
      : none,
    some(want.inbox)
      ? db
          .select({
            id: sql<string>`${inboxItems.kind} || ':' || ${inboxItems.sourceId}`,
            name: sql<string>`coalesce(nullif(${inboxItems.fromName}, ''), ${inboxItems.fromEmail})`,
          })
          .from(inboxItems)
          // Matched on the key's two columns (its index), not on their joined
          // text: that read every item for every batch of an export (120 ms
          // a batch at 10,000 items).
          .where(
            sql`(${inboxItems.kind}, ${inboxItems.sourceId}) in (select split_part(v, ':', 1), substr(v, strpos(v, ':') + 1) from json_array_elements_text(${JSON.stringify([...want.inbox])}::json) v)`,
          )
      : none,
    some(want.aid)
      ? db
          .select({ id: aidRequests.id, name: aidRequests.name })
          .from(aidRequests)
          .where(inTextList(aidRequests.id, want.aid))
      : none,
    some(want.reports)
      ? db
          .select({
            id: barReports.id,
            state: barReports.stateSlug,
            courseTitle: barReports.courseTitle,
          })
          .from(barReports)
          .where(inTextList(barReports.id, want.reports))
      : none,
    some(want.firms)
      ? db
          .select({ id: firms.id, name: firms.name })
          .from(firms)
          .where(inTextList(firms.id, want.firms))
      : none,
  ] as const;
  const [
    sessionRows,
    orderRows,
    certificateRows,
    questionRows,
    peopleRows,
    courseRows,
    bundleRows,
    facultyRows,
    codeRows,
    inboxRows,
    aidRows,
    reportRows,
    firmRows,
  ] = options.oneConnection ? await inTurn(reads) : await Promise.all(reads);
  // Loops, not spreads or fromEntries over mapped arrays: an export names
  // thousands a batch.
  const put = <Row extends { id: string }, Value>(
    named: Record<string, Value>,
    rows: readonly Row[],
    value: (row: Row) => Value,
  ) => {
    for (const row of rows) named[row.id] = value(row);
  };
  put(names.courses, courseRows, (row) => row.title);
  // Sessions' and questions' courses come with them.
  for (const row of sessionRows) names.courses[row.courseId] = row.courseTitle;
  for (const row of questionRows) names.courses[row.courseId] = row.courseTitle;
  put(names.people, peopleRows, (row) => row.name);
  put(names.sessions, sessionRows, (row) => ({
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    startsAt: row.startsAt,
  }));
  put(names.orders, orderRows, (row) => ({
    attendeeId: row.attendeeId,
    attendee: row.attendee,
    courseName: row.courseName,
  }));
  put(names.certificates, certificateRows, (row) => ({
    holderId: row.holderId,
    holder: row.holder,
    courseTitle: row.courseTitle,
  }));
  put(names.bundles, bundleRows, (row) => row.title);
  put(names.faculty, facultyRows, (row) => row.name);
  put(names.discountCodes, codeRows, (row) => row.code);
  put(names.inbox, inboxRows, (row) => row.name);
  for (const row of aidRows) names.inbox[`aid:${row.id}`] = row.name;
  put(names.reports, reportRows, (row) => ({ state: row.state, courseTitle: row.courseTitle }));
  put(names.questions, questionRows, (row) => ({ courseId: row.courseId, asker: row.asker }));
  put(names.firms, firmRows, (row) => row.name);
}
