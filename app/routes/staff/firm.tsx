import { data, Form, Link } from "react-router";
import { FirmInvoicesTable } from "~/components/invoices/firm-invoices-table";
import { PageSection } from "~/components/staff/page-section";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatPrice, formatRecordDate, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { invoiceStanding } from "~/modules/invoices/invoice-standing";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { addFirmNote } from "~/modules/staff-firms/add-firm-note.server";
import { extendFirmInvitation } from "~/modules/staff-firms/extend-firm-invitation.server";
import { loadStaffFirm } from "~/modules/staff-firms/load-staff-firm.server";
import { moveFirmSeat } from "~/modules/staff-firms/move-firm-seat.server";
import { resendFirmInvitation } from "~/modules/staff-firms/resend-firm-invitation.server";
import { firmIdSchema, staffFirmIntents } from "~/modules/staff-firms/staff-firm-forms";
import { STAFF_FIRM_MESSAGES } from "~/modules/staff-firms/staff-firm-messages";
import type { Route } from "./+types/firm";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded ? `Firm: ${loaded.firm.name}` : "Firm",
    "A firm's members, invitations, orders and staff notes.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "firms.view");
  const firmId = firmIdSchema.safeParse(params.firmId);
  const loaded = firmId.success
    ? await loadStaffFirm(context.services.database.db, firmId.data)
    : null;
  if (!loaded) throw data({ message: STAFF_FIRM_MESSAGES.noFirm }, { status: 404 });
  const now = new Date();
  return data(
    {
      ...loaded,
      invoices: loaded.invoices.map((record) => ({
        id: record.id,
        orderId: record.orderId,
        number: record.number,
        kind: record.kind,
        description: record.details.description,
        quantity: record.details.quantity,
        totalCents: record.totalCents,
        issuedAt: record.issuedAt,
        standing: invoiceStanding(record, now),
      })),
      now: now.getTime(),
      mayManage: staff.permissions.has("firms.manage"),
      mayOpenAttendees: staff.permissions.has("attendees.view"),
      mayOpenOrders: staff.permissions.has("orders.view"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "firms.manage");
  const form = await parseIntentSubmission(request, staffFirmIntents);
  if (!form.ok) return form.response;
  const firmId = firmIdSchema.safeParse(params.firmId);
  if (!firmId.success)
    return refuseForm(STAFF_FIRM_MESSAGES.noFirm, { intent: form.intent, status: 404 });
  const db = context.services.database.db;
  if (form.intent === "note") {
    const added = await addFirmNote(db, staff.actor, firmId.data, form.value.body);
    return added
      ? replyToForm({ ok: true, intent: "note", message: STAFF_FIRM_MESSAGES.noted })
      : refuseForm(STAFF_FIRM_MESSAGES.noFirm, { intent: "note", status: 404 });
  }
  if (form.intent === "move") {
    const moved = await moveFirmSeat(db, staff.actor, { firmId: firmId.data, ...form.value });
    return moved.ok
      ? replyToForm({ ok: true, intent: "move", message: STAFF_FIRM_MESSAGES.seatMoved })
      : refuseForm(moved.message, { intent: "move", status: moved.status });
  }
  const target = { firmId: firmId.data, invitationId: form.value.invitationId };
  if (form.intent === "extend") {
    const extended = await extendFirmInvitation(db, staff.actor, target);
    return extended.ok
      ? replyToForm({
          ok: true,
          intent: "extend",
          message: STAFF_FIRM_MESSAGES.extended(formatSessionDateTime(extended.expiresAt)),
        })
      : refuseForm(extended.message, { intent: "extend", status: extended.status });
  }
  const resent = await resendFirmInvitation(db, context.services.mailer, staff.actor, {
    ...target,
    baseUrl: context.services.config.baseUrl,
  });
  return resent.ok
    ? replyToForm({
        ok: true,
        intent: "resend",
        message: STAFF_FIRM_MESSAGES.resent(resent.email),
      })
    : refuseForm(resent.message, { intent: "resend", status: resent.status });
}

type Data = Route.ComponentProps["loaderData"];
const LINK = "font-semibold text-brand-700 underline";
const ROW_BUTTON =
  "min-h-6 rounded-md border border-brand-700 px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:opacity-60";

/** Extend and Resend for one invitation: two plain forms, so they work without script. */
function InvitationButtons({
  invitation,
  busy,
}: {
  invitation: Data["invitations"][number];
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {(["extend", "resend"] as const).map((intent) => (
        <Form key={intent} method="post">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <button type="submit" className={ROW_BUTTON} disabled={busy}>
            {intent === "extend" ? "Extend" : "Resend"}
            <span className="sr-only"> the invitation to {invitation.email}</span>
          </button>
        </Form>
      ))}
    </div>
  );
}

/** One purchase of seats: how many bought and used, each seat's holder, and (for support) a move. */
function SeatPoolPanel({
  pool,
  members,
  mayMove,
  mayOpenAttendees,
}: {
  pool: Data["seatPools"][number];
  members: Data["members"];
  mayMove: boolean;
  mayOpenAttendees: boolean;
}) {
  const headingId = `seat-pool-${pool.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="font-semibold text-lg">
        {pool.name}
      </h3>
      <p className="text-slate-700 text-sm">
        {pool.used} of {pool.quantity} seats used · order {ORDER_STATUS_LABELS[pool.orderStatus]}
        {pool.sessionStartsAt
          ? ` · live session ${formatSessionDateTime(new Date(pool.sessionStartsAt))}`
          : ""}
      </p>
      <ul className="mt-3 grid gap-2">
        {pool.seats.map((seat) => (
          <li key={seat.id} className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="min-w-24 font-medium">Seat {seat.position}</span>
            <span className="min-w-0 flex-1">
              {seat.holderUid ? (
                mayOpenAttendees ? (
                  <Link to={`/staff/attendees/${seat.holderUid}`} className={LINK}>
                    {seat.holderName}
                  </Link>
                ) : (
                  seat.holderName
                )
              ) : (
                "Free"
              )}
              {seat.givenBy ? ` (${seat.givenBy === "claimed" ? "claimed" : "assigned"})` : ""}
            </span>
            {mayMove && seat.holderUid ? (
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="seatId" value={seat.id} />
                <label htmlFor={`move-${seat.id}`} className="sr-only">
                  Move seat {seat.position} of {pool.name} to
                </label>
                <select
                  id={`move-${seat.id}`}
                  name="holderUid"
                  required
                  defaultValue=""
                  className="max-w-full rounded-md border border-slate-400 px-2 py-1"
                >
                  <option value="" disabled>
                    Move to…
                  </option>
                  {members
                    .filter((member) => member.uid !== seat.holderUid)
                    .map((member) => (
                      <option key={member.uid} value={member.uid}>
                        {member.name}
                      </option>
                    ))}
                </select>
                <button type="submit" className={ROW_BUTTON}>
                  Move<span className="sr-only"> seat {seat.position}</span>
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function StaffFirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { firm, members, invitations, notes, orders, seatPools, invoices, now, mayManage } =
    loaderData;
  const orderOfInvoice = new Map(invoices.map((invoice) => [invoice.id, invoice.orderId]));
  const note = usePageForm(actionData?.intent === "note" ? actionData : undefined, {
    intent: "note",
  });
  const extending = usePageForm(undefined, { intent: "extend" }).busy;
  const resending = usePageForm(undefined, { intent: "resend" }).busy;
  // A refused invitation form has no field to show its message beside: the alert says it.
  const alertFor = (...intents: string[]) =>
    actionData?.intent && intents.includes(actionData.intent) ? (
      <FormAlert tone={actionData.ok ? "success" : "error"}>
        {actionData.errors?.invitationId ?? actionData.message}
      </FormAlert>
    ) : null;

  const memberColumns: Column<Data["members"][number]>[] = [
    {
      header: "Name",
      rowHeader: true,
      cell: (member) =>
        loaderData.mayOpenAttendees ? (
          <Link to={`/staff/attendees/${encodeURIComponent(member.uid)}`} className={LINK}>
            {member.name}
          </Link>
        ) : (
          member.name
        ),
    },
    { header: "E-mail", cell: (member) => <span className="break-all">{member.email}</span> },
    { header: "Role", cell: (member) => (member.isAdmin ? "Administrator" : "Member") },
    {
      header: "Shares compliance",
      cell: (member) => (member.sharesCompliance ? "Yes" : "No"),
    },
    {
      header: "Joined",
      cell: (member) => formatRecordDate(new Date(member.joinedAt)),
      nowrap: true,
    },
  ];
  const invitationColumns: Column<Data["invitations"][number]>[] = [
    {
      header: "Invited",
      rowHeader: true,
      cell: (invitation) => <span className="break-all">{invitation.email}</span>,
    },
    {
      header: "Role",
      cell: (invitation) => (invitation.role === "admin" ? "Administrator" : "Member"),
    },
    {
      header: "By",
      cell: (invitation) => <span className="break-all">{invitation.inviterEmail ?? ""}</span>,
    },
    {
      header: "Sent",
      cell: (invitation) => formatRecordDate(new Date(invitation.createdAt)),
      nowrap: true,
    },
    {
      header: "Link works until",
      cell: (invitation) => {
        const expires = new Date(invitation.expiresAt);
        return expires.getTime() <= now
          ? `Expired ${formatSessionDateTime(expires)}`
          : formatSessionDateTime(expires);
      },
    },
    ...(mayManage
      ? [
          {
            header: "Actions",
            cell: (invitation: Data["invitations"][number]) => (
              <InvitationButtons invitation={invitation} busy={extending || resending} />
            ),
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
    { header: "Seats", cell: (order) => order.quantity, align: "right" },
    { header: "Amount", cell: (order) => formatPrice(order.amountCents), align: "right" },
    {
      header: "Terms",
      cell: (order) =>
        order.paymentTerms === "invoice"
          ? `Invoice${order.invoiceDueAt ? `, due ${formatRecordDate(new Date(order.invoiceDueAt))}` : ""}`
          : "Card",
    },
    { header: "Status", cell: (order) => ORDER_STATUS_LABELS[order.status] },
    {
      header: "Buyer",
      cell: (order) => <span className="break-all">{order.buyerEmail ?? ""}</span>,
    },
  ];
  const facts: [string, string][] = [
    ["Created", formatRecordDate(new Date(firm.createdAt))],
    ["Members", String(members.length)],
    ["Billing contact", firm.billingContact || "Not given"],
    ["Billing e-mail", firm.billingEmail || "Not given"],
    ["Billing address", firm.billingAddress || "Not given"],
  ];
  return (
    <StaffPage
      title={firm.name}
      intro={
        <p>
          <Link to="/staff/firms" className="text-brand-700 underline">
            Back to firms
          </Link>
        </p>
      }
    >
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      <dl className="mb-10 grid max-w-3xl gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <PageSection id="members-heading" title="Members" intro="Administrators first.">
        {members.length === 0 ? (
          <EmptyState>The firm has no member.</EmptyState>
        ) : (
          <DataTable
            label="The firm's members"
            columns={memberColumns}
            rows={members}
            rowKey={(member) => member.uid}
            minWidth="40rem"
          />
        )}
      </PageSection>
      <PageSection
        id="invitations-heading"
        title="Pending invitations"
        intro="Extend gives the same link a new expiry; Resend mails it again."
      >
        {alertFor("extend", "resend")}
        {invitations.length === 0 ? (
          <EmptyState>No invitation is waiting for an answer.</EmptyState>
        ) : (
          <DataTable
            label="Invitations waiting for an answer"
            columns={invitationColumns}
            rows={invitations}
            rowKey={(invitation) => invitation.id}
            minWidth="48rem"
          />
        )}
      </PageSection>
      <PageSection id="orders-heading" title="Orders" intro="What the firm bought, newest first.">
        {orders.length === 0 ? (
          <EmptyState>The firm has not bought anything yet.</EmptyState>
        ) : (
          <DataTable
            label="The firm's orders"
            columns={orderColumns}
            rows={orders}
            rowKey={(order) => order.id}
            minWidth="52rem"
          />
        )}
      </PageSection>
      <PageSection
        id="seats-heading"
        title="Seats"
        intro="Seats the firm bought and who holds them. An unused course seat can be moved to another member until the course starts."
      >
        {alertFor("move")}
        {seatPools.length === 0 ? (
          <EmptyState>The firm has no seats yet.</EmptyState>
        ) : (
          <div className="grid gap-6">
            {seatPools.map((pool) => (
              <SeatPoolPanel
                key={pool.id}
                pool={pool}
                members={members}
                mayMove={mayManage && pool.product === "course"}
                mayOpenAttendees={loaderData.mayOpenAttendees}
              />
            ))}
          </div>
        )}
      </PageSection>
      <PageSection
        id="invoices-heading"
        title="Invoices"
        intro="The firm's invoices, receipts and credit notes, newest first."
      >
        {invoices.length === 0 ? (
          <EmptyState>No invoice has been issued to the firm yet.</EmptyState>
        ) : (
          <FirmInvoicesTable
            rows={invoices}
            pdfHref={(row) => {
              const orderId = orderOfInvoice.get(row.id);
              return loaderData.mayOpenOrders && orderId
                ? `/staff/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(row.id)}/pdf`
                : null;
            }}
          />
        )}
      </PageSection>
      <PageSection id="notes-heading" title="Staff notes" intro="Only staff see them.">
        {notes.length === 0 ? (
          <EmptyState>No note yet.</EmptyState>
        ) : (
          <ol className="grid max-w-3xl gap-4">
            {notes.map((entry) => (
              <li key={entry.id} className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
                <p className="text-slate-700 text-sm">
                  By {entry.authorEmail}, {formatSessionDateTime(new Date(entry.createdAt))}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{entry.body}</p>
              </li>
            ))}
          </ol>
        )}
        {mayManage ? (
          <Form
            method="post"
            ref={note.form}
            className="mt-4 grid max-w-3xl gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <input type="hidden" name="intent" value="note" />
            {alertFor("note")}
            <TextAreaField
              label="Note (only staff see it)"
              name="body"
              rows={3}
              required
              maxLength={5000}
              error={note.errors.body}
            />
            <div>
              <SubmitButton busy={note.busy} busyLabel="Adding…">
                Add note
              </SubmitButton>
            </div>
          </Form>
        ) : null}
      </PageSection>
    </StaffPage>
  );
}
