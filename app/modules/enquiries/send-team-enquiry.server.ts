import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { findState } from "~/content/states";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { teamEnquiries } from "~/db/schema/enquiries";
import type { Mailer } from "~/modules/email/mailer.server";
import { StaffNotification } from "~/modules/email/templates/staff-notification";
import { TeamEnquiryAcknowledgement } from "~/modules/email/templates/team-enquiry-acknowledgement";
import type { TeamEnquiryInput } from "./team-enquiry-form";

/** An identical enquiry within this window is the same one sent twice. */
const DUPLICATE_WINDOW_MINUTES = 10;

type TeamEnquiryOutcome = "sent" | "duplicate" | "ignored";

/**
 * Stores an enquiry about a team plan, e-mails it to the staff and sends the
 * enquirer a short acknowledgement, all in one transaction. The same enquiry
 * (e-mail, firm and message) again within ten minutes is a double submit:
 * nothing more is stored or sent. A filled-in honeypot is treated as a bot:
 * nothing is stored or sent, and the route's answer looks the same.
 */
export async function sendTeamEnquiry(
  db: Database,
  mailer: Mailer,
  options: { staffEmail: string },
  input: TeamEnquiryInput,
  now: Date = new Date(),
): Promise<TeamEnquiryOutcome> {
  if (input.website && input.website.trim() !== "") return "ignored";
  const message = input.message ?? null;
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MINUTES * 60_000);
  const outcome = await db.transaction(async (tx): Promise<TeamEnquiryOutcome> => {
    // No unique key can express "the same within ten minutes", so concurrent
    // enquiries take turns; there are few, and the check below then holds.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.teamEnquiry})`);
    const [earlier] = await tx
      .select({ id: teamEnquiries.id })
      .from(teamEnquiries)
      .where(
        and(
          eq(teamEnquiries.email, input.email),
          sql`lower(${teamEnquiries.firmName}) = lower(${input.firmName})`,
          message === null ? isNull(teamEnquiries.message) : eq(teamEnquiries.message, message),
          gt(teamEnquiries.createdAt, since),
        ),
      )
      .limit(1);
    if (earlier) return "duplicate";

    await tx.insert(teamEnquiries).values({
      id: randomUUID(),
      firmName: input.firmName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone ?? null,
      attorneys: input.attorneys,
      states: input.states,
      message,
      createdAt: now,
    });
    const stateNames = input.states.map((slug) => findState(slug)?.name ?? slug);
    const attorneys = `${input.attorneys.toLocaleString("en-US")} ${input.attorneys === 1 ? "attorney" : "attorneys"}`;
    // The outbox has no Reply-To, so the enquirer's address leads the facts.
    await mailer.sendEmail(
      {
        to: options.staffEmail,
        aboutAddress: input.email,
        subject: `Team enquiry: ${input.firmName} (${attorneys})`,
        template: "staff-team-enquiry",
        body: StaffNotification({
          heading: "A team plan enquiry from the At Work page",
          facts: [
            { label: "Reply to", value: input.email },
            { label: "Firm", value: input.firmName },
            { label: "Contact", value: input.contactName },
            { label: "Phone", value: input.phone ?? "not given" },
            { label: "Attorneys", value: input.attorneys.toLocaleString("en-US") },
            {
              label: "States admitted in",
              value: stateNames.length > 0 ? stateNames.join(", ") : "not given",
            },
            { label: "Message", value: message ?? "none" },
          ],
        }),
      },
      tx,
    );
    await mailer.sendEmail(
      {
        to: input.email,
        subject: "We received your team plan enquiry",
        template: "team-enquiry-acknowledgement",
        body: TeamEnquiryAcknowledgement({ attorneys }),
      },
      tx,
    );
    return "sent";
  });
  if (outcome === "sent") mailer.wake();
  return outcome;
}
