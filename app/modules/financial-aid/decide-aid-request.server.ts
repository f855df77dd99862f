import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { FINANCIAL_AID_PATH } from "~/content/financial-aid";
import { minimumAidPercent } from "~/content/state-rules/financial-aid-rules-data";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { courses } from "~/db/schema/catalogue";
import { aidRequests, discountCodes } from "~/db/schema/discounts";
import { inboxItems } from "~/db/schema/inbox";
import { formatPrice } from "~/lib/format";
import { getActivePlan } from "~/modules/accounts/get-active-plan.server";
import { buyerPrice } from "~/modules/catalogue/members-price";
import { discountCents } from "~/modules/discounts/discount-rules";
import type { Mailer } from "~/modules/email/mailer.server";
import { AidDecision } from "~/modules/email/templates/aid-decision";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/** How long a granted code may be used. */
export const AID_CODE_DAYS = 180;

type Decision =
  | { grant: true; kind: "percent" | "amount"; value: number; note: string | null }
  | { grant: false; reason: string };

type DecideResult =
  | { ok: true; code: string | null }
  | { ok: false; status: 404 | 409 | 422; field?: "value"; message: string };

export const AID_DECISION_MESSAGES = {
  gone: "This request no longer exists.",
  decided: "This request has been decided already; reload the page to see the decision.",
  minimum: (percent: number, price: string) =>
    `This attorney is admitted in Illinois and the course costs ${price}: the reduction must be at least ${percent} %.`,
  granted: (code: string) => `Granted: code ${code} is on its way to the attorney.`,
  declined: "Declined: the attorney is told why by e-mail.",
} as const;

/** A code nobody guesses: AID- and 10 letters or digits without look-alikes. */
function newAidCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(10);
  return `AID-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/**
 * Grants or declines a pending aid request, once (the row is locked; a
 * second decision is refused). A grant makes a single-use code for that
 * account and course; the least reduction the attorney's state requires
 * (Illinois: 50 % on a course over $500, from the rule data) is enforced
 * here, whatever the form sent. The attorney's mail, the inbox item's
 * status and the audit entry go in the same transaction.
 */
export async function decideAidRequest(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  options: { requestId: string; baseUrl: string; contactEmail: string },
  decision: Decision,
  now = new Date(),
): Promise<DecideResult> {
  const result = await db.transaction(async (tx): Promise<DecideResult> => {
    const [request] = await tx
      .select()
      .from(aidRequests)
      .where(eq(aidRequests.id, options.requestId))
      .for("update");
    if (!request) return { ok: false, status: 404, message: AID_DECISION_MESSAGES.gone };
    if (request.status !== "pending")
      return { ok: false, status: 409, message: AID_DECISION_MESSAGES.decided };
    const [course] = await tx
      .select({
        title: courses.title,
        priceCents: courses.priceCents,
        memberPriceCents: courses.memberPriceCents,
      })
      .from(courses)
      .where(eq(courses.id, request.courseId));
    if (!course?.priceCents) return { ok: false, status: 404, message: AID_DECISION_MESSAGES.gone };
    const member = (await getActivePlan(tx, request.uid, now)) !== null;
    const price = buyerPrice(
      { priceCents: course.priceCents, memberPriceCents: course.memberPriceCents },
      member,
    ).priceCents;
    const policyUrl = `${options.baseUrl}${FINANCIAL_AID_PATH}`;
    const common = {
      name: request.name,
      courseName: course.title,
      policyUrl,
      contact: options.contactEmail,
    };
    if (!decision.grant) {
      await tx
        .update(aidRequests)
        .set({
          status: "declined",
          priceCents: price,
          decisionReason: decision.reason,
          decidedBy: actor.email,
          decidedAt: now,
        })
        .where(eq(aidRequests.id, request.id));
      await mailer.sendEmail(
        {
          to: request.email,
          uid: request.uid,
          subject: `Your financial-aid request: ${course.title}`,
          template: "aid-decision",
          body: AidDecision({ ...common, decision: { granted: false, reason: decision.reason } }),
        },
        tx,
      );
      await closeInboxItem(tx, request.id, now);
      await recordStaffAction(tx, actor, {
        action: "aid-request.decline",
        recordType: "aid-request",
        recordId: request.id,
        after: { status: "declined" },
        reason: decision.reason,
      });
      return { ok: true, code: null };
    }
    // Illinois: admitted there by the request or by a bar admission on the account.
    const [illinoisBar] = await tx
      .select({ id: barAdmissions.id })
      .from(barAdmissions)
      .where(and(eq(barAdmissions.uid, request.uid), eq(barAdmissions.state, "illinois")));
    const states = new Set([request.stateSlug, ...(illinoisBar ? ["illinois"] : [])]);
    // "A course over $500" reads the course's fee; the reduction is of what this attorney pays.
    const minimum = Math.max(
      ...[...states].map((slug) => minimumAidPercent(slug, course.priceCents ?? 0, now)),
    );
    const off = discountCents(decision, price);
    if (minimum > 0 && off * 100 < price * minimum) {
      return {
        ok: false,
        status: 422,
        field: "value",
        message: AID_DECISION_MESSAGES.minimum(minimum, formatPrice(price)),
      };
    }
    const code = newAidCode();
    const codeId = `dc_${randomUUID().replaceAll("-", "")}`;
    const row = {
      id: codeId,
      code,
      kind: decision.kind,
      value: decision.value,
      scope: "course" as const,
      courseId: request.courseId,
      bundleId: null,
      useLimit: 1,
      perAccountLimit: 1,
      startsAt: now,
      endsAt: new Date(now.getTime() + AID_CODE_DAYS * 24 * 60 * 60_000),
      uid: request.uid,
      purpose: "aid" as const,
      note: `Financial aid, request ${request.id}`,
      createdBy: actor.email,
    };
    await tx.insert(discountCodes).values(row);
    await tx
      .update(aidRequests)
      .set({
        status: "granted",
        priceCents: price,
        decisionReason: decision.note,
        discountCodeId: codeId,
        decidedBy: actor.email,
        decidedAt: now,
      })
      .where(eq(aidRequests.id, request.id));
    await mailer.sendEmail(
      {
        to: request.email,
        uid: request.uid,
        subject: `Financial aid granted: ${course.title}`,
        template: "aid-decision",
        body: AidDecision({
          ...common,
          decision: {
            granted: true,
            reduction:
              decision.kind === "percent"
                ? `${decision.value} % off`
                : `${formatPrice(decision.value)} off`,
            code,
            price: formatPrice(price - off),
            paymentUrl: `${options.baseUrl}/payment?${new URLSearchParams({ courseId: request.courseId, code })}`,
            note: decision.note,
          },
        }),
      },
      tx,
    );
    await closeInboxItem(tx, request.id, now);
    await recordStaffAction(tx, actor, {
      action: "aid-request.grant",
      recordType: "aid-request",
      recordId: request.id,
      after: {
        status: "granted",
        discountCodeId: codeId,
        kind: decision.kind,
        value: decision.value,
      },
      reason: decision.note,
    });
    return { ok: true, code };
  });
  if (result.ok) mailer.wake();
  return result;
}

/** A decided request's inbox item is done (its version moves on, as any change does). */
async function closeInboxItem(tx: Database, requestId: string, now: Date) {
  const [item] = await tx
    .select({ version: inboxItems.version })
    .from(inboxItems)
    .where(and(eq(inboxItems.kind, "aid"), eq(inboxItems.sourceId, requestId)))
    .for("update");
  if (!item) return;
  await tx
    .update(inboxItems)
    .set({ status: "done", version: item.version + 1, updatedAt: now })
    .where(and(eq(inboxItems.kind, "aid"), eq(inboxItems.sourceId, requestId)));
}
