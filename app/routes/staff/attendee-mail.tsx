import { data, Link } from "react-router";
import { FactList } from "~/components/staff/fact-list";
import { PageSection } from "~/components/staff/page-section";
import { StaffPage } from "~/components/staff/staff-frame";
import { formatMoment } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { viewerTimeZone } from "~/lib/viewer-time-zone";
import { attendeeIdSchema, outboxMessageIdSchema } from "~/modules/rosters/attendee-forms";
import { loadAttendeeMail } from "~/modules/rosters/load-attendee-mail.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/attendee-mail";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData ? `Mail: ${loaderData.mail.subject}` : "Mail", "One message to an attendee.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "attendees.view");
  const userId = attendeeIdSchema.safeParse(params.userId);
  const emailId = outboxMessageIdSchema.safeParse(params.emailId);
  const mail =
    userId.success && emailId.success
      ? await loadAttendeeMail(context.services.database.db, userId.data, emailId.data)
      : null;
  if (!mail) throw data({ message: "This attendee has no such message." }, { status: 404 });
  return data(
    {
      mail,
      userId: userId.data ?? "",
      timeZone: viewerTimeZone(request),
      mayOpenMailings: staff.permissions.has("mailings.send"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const STATUS = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Could not be sent",
} as const;

/** One message as the attendee received it (its text version), with when and how it went. */
export default function StaffAttendeeMailPage({ loaderData }: Route.ComponentProps) {
  const { mail, userId, timeZone, mayOpenMailings } = loaderData;
  const moment = (at: Date | string) => formatMoment(new Date(at), timeZone);
  return (
    <StaffPage
      title={mail.subject}
      intro={
        <Link to={`/staff/attendees/${userId}`} className="font-semibold text-brand-700 underline">
          Back to {mail.attendeeName}
        </Link>
      }
    >
      <FactList
        facts={[
          [
            "To",
            <span key="to" className="break-all">
              {mail.toAddress}
            </span>,
          ],
          ["Status", STATUS[mail.status]],
          ["Written", moment(mail.createdAt)],
          ["Sent", mail.sentAt ? moment(mail.sentAt) : "not yet"],
          ["Attempts", String(mail.attempts)],
          ...(mail.mailingId && mayOpenMailings
            ? ([
                [
                  "One copy of",
                  <Link
                    key="mailing"
                    to={`/staff/mailings/${mail.mailingId}`}
                    className="text-brand-700 underline"
                  >
                    a message to registrants
                  </Link>,
                ],
              ] as const)
            : []),
          ...(mail.status === "failed" && mail.lastError
            ? ([["Last error", mail.lastError]] as const)
            : []),
        ]}
      />
      <div className="mt-8">
        <PageSection id="mail-text" title="The message">
          <div className="whitespace-pre-wrap break-words rounded-xl bg-white p-5 font-mono text-sm shadow-sm ring-1 ring-slate-200">
            {mail.text}
          </div>
        </PageSection>
      </div>
    </StaffPage>
  );
}
