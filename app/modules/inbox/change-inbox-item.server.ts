import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { InboxKind, InboxStatus } from "~/content/inbox";
import { isInboxKind } from "~/content/inbox";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { inboxEntries, inboxItems } from "~/db/schema/inbox";
import { formatLongDate } from "~/lib/format";
import type { Mailer } from "~/modules/email/mailer.server";
import { StaffReply } from "~/modules/email/templates/staff-reply";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { loadSenderFacts } from "./load-inbox-item.server";
import { senderWords } from "./reply-subject";

type ItemKey = { kind: InboxKind; sourceId: string };

const keyOf = (item: ItemKey) =>
  and(eq(inboxItems.kind, item.kind), eq(inboxItems.sourceId, item.sourceId));
const recordId = (item: ItemKey) => `${item.kind}:${item.sourceId}`;

export type ItemChange = { ok: true } | RecordGone | StaleSave;

/**
 * Sets an item's status and assignee, if nobody changed it since the version
 * the staff member saw; otherwise says who did and when.
 */
export async function updateInboxItem(
  db: Database,
  actor: StaffActor,
  item: ItemKey & { version: number },
  change: { status: InboxStatus; assigneeId: string | null },
): Promise<ItemChange> {
  return db.transaction(async (tx) => {
    const locked = await lockAtVersion(tx, {
      lock: () => tx.select().from(inboxItems).where(keyOf(item)).for("update"),
      record: { type: "inbox-item", id: recordId(item) },
      version: item.version,
    });
    if (!locked.ok) return locked;
    const current = locked.row;
    if (current.status === change.status && current.assigneeId === change.assigneeId) {
      return { ok: true };
    }
    if (change.assigneeId) {
      const [assignee] = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(user.id, change.assigneeId));
      if (!assignee) return { ok: false, reason: "gone" };
    }
    await tx
      .update(inboxItems)
      .set({
        status: change.status,
        assigneeId: change.assigneeId,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(keyOf(item));
    await recordStaffAction(tx, actor, {
      action: "inbox.update",
      recordType: "inbox-item",
      recordId: recordId(item),
      before: { status: current.status, assigneeId: current.assigneeId },
      after: change,
    });
    return { ok: true };
  });
}

/** Adds a staff note to the item's conversation (only staff see notes). */
export async function addInboxNote(
  db: Database,
  actor: StaffActor,
  item: ItemKey,
  body: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: inboxItems.status })
      .from(inboxItems)
      .where(keyOf(item));
    if (!current) return false;
    await tx.insert(inboxEntries).values({
      id: randomUUID(),
      ...item,
      type: "note",
      authorId: actor.id,
      authorEmail: actor.email,
      body,
    });
    await recordStaffAction(tx, actor, {
      action: "inbox.note",
      recordType: "inbox-item",
      recordId: recordId(item),
      after: { note: body },
    });
    return true;
  });
}

/**
 * E-mails a reply to the sender through the outbox and keeps it in the
 * conversation. A new item moves to "in progress" (a reply rarely ends it;
 * the staff member marks it done).
 */
export async function replyToInboxItem(
  db: Database,
  mailer: Mailer,
  actor: StaffActor & { name: string },
  item: ItemKey,
  reply: { subject: string; body: string },
): Promise<boolean> {
  const sent = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(inboxItems).where(keyOf(item)).for("update");
    if (!current) return false;
    // The reply quotes what the sender wrote, so it reads as an answer to it.
    const question = isInboxKind(current.kind)
      ? senderWords(await loadSenderFacts(tx, current.kind, current.sourceId))
      : null;
    const emailId = await mailer.sendEmail(
      {
        to: current.fromEmail,
        subject: reply.subject,
        template: "staff-reply",
        body: StaffReply({
          body: reply.body,
          staffName: actor.name,
          quoted: question
            ? {
                from: current.fromName || current.fromEmail,
                on: formatLongDate(current.receivedAt),
                text: question,
              }
            : null,
        }),
      },
      tx,
    );
    await tx.insert(inboxEntries).values({
      id: randomUUID(),
      ...item,
      type: "reply",
      authorId: actor.id,
      authorEmail: actor.email,
      subject: reply.subject,
      body: reply.body,
      emailId,
    });
    if (current.status === "new") {
      await tx
        .update(inboxItems)
        .set({ status: "in_progress", version: current.version + 1, updatedAt: new Date() })
        .where(keyOf(item));
    }
    await recordStaffAction(tx, actor, {
      action: "inbox.reply",
      recordType: "inbox-item",
      recordId: recordId(item),
      after: { to: current.fromEmail, subject: reply.subject, emailId },
    });
    return true;
  });
  if (sent) mailer.wake();
  return sent;
}
