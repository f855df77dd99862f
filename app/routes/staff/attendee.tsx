import { data, Link } from "react-router";
import { MoveRegistrationForms } from "~/components/staff/move-registration-forms";
import { PageSection } from "~/components/staff/page-section";
import { stateCode } from "~/components/staff/roster-table";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { findState } from "~/content/states";
import {
  formatClock,
  formatMoment,
  formatPrice,
  formatRecordDate,
  formatSessionDateTime,
} from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { viewerTimeZone } from "~/lib/viewer-time-zone";
import {
  CERTIFICATE_STATUS_LABELS,
  certificateStatus,
} from "~/modules/certificates/certificate-status";
import { attendeeIdSchema } from "~/modules/rosters/attendee-forms";
import { listMovableRegistrations } from "~/modules/rosters/list-movable-registrations.server";
import { loadAttendee } from "~/modules/rosters/load-attendee.server";
import { ATTENDEE_MAIL_LIMIT } from "~/modules/rosters/roster-fields";
import { rosterPath } from "~/modules/rosters/roster-scope";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/attendee";
import { answerRegistrationMove } from "./registration-move.server";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData ? `Attendee: ${loaderData.account.name}` : "Attendee", "One attendee.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "attendees.view");
  const db = context.services.database.db;
  const userId = attendeeIdSchema.safeParse(params.userId);
  const attendee = userId.success ? await loadAttendee(db, userId.data) : null;
  if (!attendee) throw data({ message: "No account has this id." }, { status: 404 });
  const mayMove = staff.permissions.has("registrations.move");
  return data(
    {
      ...attendee,
      movable: mayMove ? await listMovableRegistrations(db, attendee.registrations) : null,
      mayOpenOrders: staff.permissions.has("orders.view"),
      // Mail times are given in the reader's zone, named.
      timeZone: viewerTimeZone(request),
      mayOpenRosters: staff.permissions.has("attendance.view"),
      mayManageCertificates: staff.permissions.has("certificates.manage"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// Staff move one of the attendee's places to another session of its course.
// Staff move one of this attendee's places (the page's address names them).
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerRegistrationMove(request, context, { uid: params.userId });
}

type Data = Route.ComponentProps["loaderData"];
const LINK = "font-semibold text-brand-700 underline";
const stateName = (slug: string) => findState(slug)?.name ?? slug;

export default function StaffAttendeePage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, admissions, registrations, orders, certificates, mail, timeZone } = loaderData;
  const registrationColumns: Column<Data["registrations"][number]>[] = [
    {
      header: "Course",
      rowHeader: true,
      cell: (row) =>
        loaderData.mayOpenRosters ? (
          <Link
            to={
              row.liveSessionId
                ? rosterPath({ kind: "session", sessionId: row.liveSessionId })
                : rosterPath({ kind: "course", courseId: row.courseId })
            }
            className={LINK}
          >
            {row.courseName}
          </Link>
        ) : (
          row.courseName
        ),
    },
    {
      header: "Attends",
      cell: (row) =>
        row.sessionStartsAt
          ? `Live, ${formatSessionDateTime(new Date(row.sessionStartsAt))}; ${row.joinedAt ? `joined ${formatSessionDateTime(new Date(row.joinedAt))}` : "not joined"}`
          : "On demand",
    },
    {
      header: "Paid",
      cell: (row) =>
        !row.orderId ? (
          "Free"
        ) : loaderData.mayOpenOrders ? (
          <Link to={`/staff/orders/${encodeURIComponent(row.orderId)}`} className={LINK}>
            Order {row.orderId}
          </Link>
        ) : (
          `Order ${row.orderId}`
        ),
    },
    {
      header: "Codes",
      cell: (row) =>
        row.codesTotal === 0 ? "None set" : `${row.codesEntered} of ${row.codesTotal}`,
      nowrap: true,
    },
    { header: "Watching time", cell: (row) => formatClock(row.watchedSeconds), align: "right" },
    {
      header: "Registered",
      cell: (row) => formatRecordDate(new Date(row.registeredAt)),
      nowrap: true,
    },
    ...(loaderData.mayOpenRosters
      ? [
          {
            header: "Attendance record",
            cell: (row: Data["registrations"][number]) => (
              <Link
                to={`/staff/attendees/${encodeURIComponent(account.id)}/courses/${encodeURIComponent(row.courseId)}/attendance`}
                className={LINK}
              >
                Review<span className="sr-only"> attendance at {row.courseName}</span>
              </Link>
            ),
            nowrap: true,
          },
        ]
      : []),
  ];
  const orderColumns: Column<Data["orders"][number]>[] = [
    {
      header: "Order",
      rowHeader: true,
      cell: (order) =>
        loaderData.mayOpenOrders ? (
          <Link to={`/staff/orders/${encodeURIComponent(order.id)}`} className={LINK}>
            {order.id}
          </Link>
        ) : (
          order.id
        ),
      nowrap: true,
    },
    { header: "Date", cell: (order) => formatRecordDate(new Date(order.createdAt)), nowrap: true },
    { header: "Bought", cell: (order) => order.courseName },
    { header: "Amount", cell: (order) => formatPrice(order.amountCents), align: "right" },
    { header: "Status", cell: (order) => ORDER_STATUS_LABELS[order.status] },
  ];
  const certificateColumns: Column<Data["certificates"][number]>[] = [
    {
      header: "Certificate",
      rowHeader: true,
      cell: (certificate) => (
        <Link
          to={
            loaderData.mayManageCertificates
              ? `/staff/certificates/${encodeURIComponent(certificate.id)}`
              : `/certificates/${encodeURIComponent(certificate.id)}`
          }
          className={LINK}
        >
          {certificate.id}
        </Link>
      ),
      nowrap: true,
    },
    {
      header: "Status",
      cell: (certificate) =>
        `${CERTIFICATE_STATUS_LABELS[certificateStatus(certificate)]} (version ${certificate.version})`,
      nowrap: true,
    },
    { header: "Course", cell: (certificate) => certificate.courseTitle },
    {
      header: "State",
      cell: (certificate) =>
        `${stateName(certificate.stateSlug)}${certificate.approvalStatus === "pending" ? " (approval pending)" : ""}`,
    },
    { header: "Bar number", cell: (certificate) => certificate.barNumber ?? "None given" },
    {
      header: "Issued",
      cell: (certificate) => formatRecordDate(new Date(certificate.issuedAt)),
      nowrap: true,
    },
  ];
  const mailColumns: Column<Data["mail"][number]>[] = [
    {
      header: "Subject",
      rowHeader: true,
      cell: (message) => (
        <Link to={`/staff/attendees/${account.id}/mail/${message.id}`} className={LINK}>
          {message.subject}
        </Link>
      ),
    },
    { header: "To", cell: (message) => <span className="break-all">{message.toAddress}</span> },
    {
      header: "Status",
      cell: (message) =>
        message.status === "sent" ? "Sent" : message.status === "failed" ? "Failed" : "Waiting",
    },
    { header: "Written", cell: (message) => formatMoment(new Date(message.createdAt), timeZone) },
  ];
  return (
    <StaffPage
      title={account.name}
      intro={
        <p>
          <span className="break-all">{account.email}</span> (
          {account.emailVerified ? "confirmed" : "not confirmed"}), account since{" "}
          {formatRecordDate(new Date(account.createdAt))}
          {account.state ? `, profile state ${stateName(account.state)}` : ""}
          {account.phone ? `, phone ${account.phone}` : ""}.{" "}
          <Link to="/staff/attendees" className="text-brand-700 underline">
            Find another attendee
          </Link>
        </p>
      }
    >
      <PageSection id="attendee-bars" title="Bar admissions">
        {admissions.length === 0 ? (
          <EmptyState>No bar admission given.</EmptyState>
        ) : (
          <ul className="grid gap-1">
            {admissions.map((bar) => (
              <li key={bar.state}>
                {stateName(bar.state)} ({stateCode(bar.state)}): {bar.barNumber}
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="attendee-registrations" title="Registrations">
        {registrations.length === 0 ? (
          <EmptyState>Not registered for any course.</EmptyState>
        ) : (
          <DataTable
            label="Their registrations"
            columns={registrationColumns}
            rows={registrations}
            rowKey={(row) => row.id}
            minWidth="52rem"
          />
        )}
      </PageSection>
      {loaderData.movable ? (
        <PageSection
          id="attendee-move"
          title="Move to another session"
          intro="Another upcoming session of the same course, with a seat. The old seat is released, and the attendee is mailed the invite that replaces the event in their calendar."
        >
          {loaderData.movable.length === 0 ? (
            <EmptyState>No other upcoming session with a seat in their courses.</EmptyState>
          ) : (
            <MoveRegistrationForms
              registrations={loaderData.movable}
              reply={actionData?.intent === "move" ? actionData : undefined}
            />
          )}
        </PageSection>
      ) : null}
      <PageSection id="attendee-orders" title="Orders">
        {orders.length === 0 ? (
          <EmptyState>No order.</EmptyState>
        ) : (
          <DataTable
            label="Their orders"
            columns={orderColumns}
            rows={orders}
            rowKey={(order) => order.id}
            minWidth="40rem"
          />
        )}
      </PageSection>
      <PageSection id="attendee-certificates" title="Certificates">
        {certificates.length === 0 ? (
          <EmptyState>No certificate issued.</EmptyState>
        ) : (
          <DataTable
            label="Their certificates"
            columns={certificateColumns}
            rows={certificates}
            rowKey={(c) => c.id}
            minWidth="44rem"
          />
        )}
      </PageSection>
      <PageSection id="attendee-mail" title="Mail sent">
        {mail.length === 0 ? (
          <EmptyState>No mail sent to this person.</EmptyState>
        ) : (
          <>
            <DataTable
              label="Mail sent to them"
              columns={mailColumns}
              rows={mail}
              rowKey={(m) => m.id}
              minWidth="40rem"
            />
            {mail.length === ATTENDEE_MAIL_LIMIT ? (
              <p className="mt-2 text-slate-700">The latest {ATTENDEE_MAIL_LIMIT} messages.</p>
            ) : null}
          </>
        )}
      </PageSection>
    </StaffPage>
  );
}
