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
import { type AuditNames, type DescribedEntry, field, registrationParts } from "./audit-sentence";

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

function wanted(entries: readonly DescribedEntry[]): Wanted {
  const want: Wanted = {
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
  const add = (set: Set<string>, value: unknown) => {
    const id = str(value);
    if (id) set.add(id);
  };
  for (const entry of entries) {
    add(want.people, entry.actorId);
    const id = entry.recordId;
    switch (entry.recordType) {
      case "course":
      case "evaluation-form":
        want.courses.add(id);
        break;
      case "live-session":
        want.sessions.add(id);
        break;
      case "order":
        want.orders.add(id);
        break;
      case "certificate":
        want.certificates.add(id);
        break;
      case "attendee":
      case "account":
        want.people.add(id);
        break;
      case "registration": {
        const parts = registrationParts(id);
        if (parts) {
          want.people.add(parts.uid);
          want.courses.add(parts.courseId);
        }
        break;
      }
      case "inbox-item":
        want.inbox.add(id);
        break;
      case "aid-request":
        want.aid.add(id);
        break;
      case "bundle":
        want.bundles.add(id);
        break;
      case "faculty":
        want.faculty.add(id);
        break;
      case "discount-code":
        want.discountCodes.add(id);
        break;
      case "bar_report":
        want.reports.add(id);
        break;
      case "course_question":
        want.questions.add(id);
        break;
      case "firm":
        want.firms.add(id);
        break;
    }
    for (const value of [entry.before, entry.after]) {
      add(want.sessions, field(value, "liveSessionId"));
      add(want.courses, field(value, "courseId"));
      add(want.courses, field(value, "featuredCourse"));
      add(want.courses, field(value, "copiedFrom"));
      add(want.sessions, field(value, "rerunOf"));
      add(want.people, field(value, "assigneeId"));
      add(want.faculty, field(value, "facultyId"));
      add(want.discountCodes, field(value, "discountCodeId"));
      const courseIds = field(value, "courseIds");
      if (Array.isArray(courseIds)) for (const course of courseIds) add(want.courses, course);
    }
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
 * each kind in one query, all at once (`oneConnection`: one after the
 * other): never a query per row. A record
 * deleted since is simply not named (the sentence shows its id).
 */
export async function resolveAuditNames(
  db: Database,
  entries: readonly DescribedEntry[],
  options: { oneConnection?: boolean } = {},
): Promise<AuditNames> {
  const want = wanted(entries);
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
  const byId = <Row extends { id: string }, Value>(
    rows: readonly Row[],
    value: (row: Row) => Value,
  ): Record<string, Value> => {
    // A loop, not fromEntries over a mapped array: an export names thousands a batch.
    const named: Record<string, Value> = {};
    for (const row of rows) named[row.id] = value(row);
    return named;
  };
  const courseTitles = byId(courseRows, (row) => row.title);
  // Sessions' and questions' courses come with them.
  for (const row of [...sessionRows, ...questionRows]) courseTitles[row.courseId] = row.courseTitle;
  return {
    people: byId(peopleRows, (row) => row.name),
    courses: courseTitles,
    sessions: byId(sessionRows, (row) => ({
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      startsAt: row.startsAt,
    })),
    orders: byId(orderRows, (row) => ({
      attendeeId: row.attendeeId,
      attendee: row.attendee,
      courseName: row.courseName,
    })),
    certificates: byId(certificateRows, (row) => ({
      holderId: row.holderId,
      holder: row.holder,
      courseTitle: row.courseTitle,
    })),
    bundles: byId(bundleRows, (row) => row.title),
    faculty: byId(facultyRows, (row) => row.name),
    discountCodes: byId(codeRows, (row) => row.code),
    inbox: {
      ...byId(inboxRows, (row) => row.name),
      ...Object.fromEntries(aidRows.map((row) => [`aid:${row.id}`, row.name])),
    },
    reports: byId(reportRows, (row) => ({ state: row.state, courseTitle: row.courseTitle })),
    questions: byId(questionRows, (row) => ({ courseId: row.courseId, asker: row.asker })),
    firms: byId(firmRows, (row) => row.name),
  };
}
