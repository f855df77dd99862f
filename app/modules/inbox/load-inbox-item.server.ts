import { and, asc, eq } from "drizzle-orm";
import { EMPLOYMENT_STATUSES } from "~/content/financial-aid";
import type { InboxKind } from "~/content/inbox";
import { permissionsOf, STAFF_ROLES } from "~/content/staff-roles";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { aidRequests } from "~/db/schema/discounts";
import { contactMessages, guideLeads, teamEnquiries } from "~/db/schema/enquiries";
import { inboxEntries, inboxItems } from "~/db/schema/inbox";
import { listStaff } from "~/modules/staff/list-staff.server";
import { replySubject } from "./reply-subject";
import type { Fact } from "./sender-fact";

/** What the sender wrote, as label and value, from the item's own table. */
export async function loadSenderFacts(db: Database, kind: InboxKind, id: string): Promise<Fact[]> {
  if (kind === "contact") {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return [];
    return [
      { label: "Name", value: row.name },
      { label: "E-mail", value: row.email },
      { label: "Phone", value: row.phone ?? "not given" },
      { label: "Message", value: row.message },
    ];
  }
  if (kind === "team") {
    const [row] = await db.select().from(teamEnquiries).where(eq(teamEnquiries.id, id));
    if (!row) return [];
    return [
      { label: "Firm", value: row.firmName },
      { label: "Contact", value: row.contactName },
      { label: "E-mail", value: row.email },
      { label: "Phone", value: row.phone ?? "not given" },
      { label: "Attorneys", value: String(row.attorneys) },
      {
        label: "States",
        value:
          row.states.length > 0
            ? row.states.map((slug) => findState(slug)?.name ?? slug).join(", ")
            : "not given",
      },
      { label: "Message", value: row.message ?? "none" },
    ];
  }
  if (kind === "aid") {
    const [row] = await db
      .select({ request: aidRequests, courseTitle: courses.title, priceCents: courses.priceCents })
      .from(aidRequests)
      .innerJoin(courses, eq(courses.id, aidRequests.courseId))
      .where(eq(aidRequests.id, id));
    if (!row) return [];
    const { request } = row;
    return [
      { label: "Name", value: request.name },
      { label: "E-mail", value: request.email },
      { label: "Course", value: row.courseTitle },
      { label: "Admitted in", value: findState(request.stateSlug)?.name ?? request.stateSlug },
      {
        label: "Employment",
        value:
          EMPLOYMENT_STATUSES[request.employmentStatus as keyof typeof EMPLOYMENT_STATUSES] ??
          request.employmentStatus,
      },
      { label: "Reason", value: request.reason },
      {
        label: "Decision",
        value:
          request.status === "pending"
            ? "Waiting for a decision"
            : `${request.status === "granted" ? "Granted" : "Declined"} by ${request.decidedBy ?? "staff"}${request.decisionReason ? `: ${request.decisionReason}` : ""}`,
      },
    ];
  }
  const [row] = await db.select().from(guideLeads).where(eq(guideLeads.id, id));
  if (!row) return [];
  return [
    { label: "Name", value: row.name ?? "not given" },
    { label: "E-mail", value: row.email },
    {
      label: "Asked",
      value: `${row.requestCount} time${row.requestCount === 1 ? "" : "s"}, from ${row.source}`,
    },
    { label: "Newsletter", value: row.newsletter ? "asked for it too" : "no" },
    { label: "Consent given", value: row.consentText },
  ];
}

/** One inbox item: its state, what was sent, the conversation, and who may be assigned. */
export async function loadInboxItem(
  db: Database,
  kind: InboxKind,
  sourceId: string,
  staffEmails: readonly string[],
) {
  const key = and(eq(inboxItems.kind, kind), eq(inboxItems.sourceId, sourceId));
  const [item] = await db.select().from(inboxItems).where(key);
  if (!item) return null;
  const [facts, entries, assignable] = await Promise.all([
    loadSenderFacts(db, kind, sourceId),
    db
      .select()
      .from(inboxEntries)
      .where(and(eq(inboxEntries.kind, kind), eq(inboxEntries.sourceId, sourceId)))
      .orderBy(asc(inboxEntries.createdAt)),
    listInboxAssignees(db, staffEmails),
  ]);
  return { item, facts, entries, assignable, replySubject: replySubject(kind, facts) };
}

/** The staff an inbox item may be assigned to: those who work the inbox. */
export async function listInboxAssignees(db: Database, staffEmails: readonly string[]) {
  const staff = await listStaff(db, staffEmails);
  return staff
    .filter((person) => {
      const roles = person.bootstrap ? [...person.granted, STAFF_ROLES[0]] : person.granted;
      return person.confirmed && permissionsOf(roles).has("inbox.manage");
    })
    .map((person) => ({ id: person.userId, name: person.name, email: person.email }));
}
