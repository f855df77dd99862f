import type { ReactNode } from "react";
import { data, Form, Link, useSearchParams } from "react-router";
import { OrderInvoices } from "~/components/invoices/order-invoices";
import { ConfirmAction } from "~/components/staff/confirm-action";
import { FactList } from "~/components/staff/fact-list";
import { RefundSaid } from "~/components/staff/refund-said";
import { StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { refuseUnconfirmed } from "~/lib/confirmation";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatDollars, formatPrice, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { listOrderInvoices } from "~/modules/invoices/list-order-invoices.server";
import { loadStaffOrder } from "~/modules/payments/list-staff-orders.server";
import { refundOrder } from "~/modules/payments/refund-order.server";
import { resendReceipt } from "~/modules/payments/resend-receipt.server";
import { staffOrderIntents } from "~/modules/payments/staff-order-forms";
import {
  hasRecentSignIn,
  requireRecentSignIn,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import { offerFreedSeats } from "~/modules/waiting-lists/offer-freed-seats.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = () =>
  pageMeta("Order", "One order: what was bought, by whom, refunds and receipts.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "orders.view");
  const db = context.services.database.db;
  const [loaded, invoices] = await Promise.all([
    loadStaffOrder(db, params.orderId),
    listOrderInvoices(db, params.orderId),
  ]);
  if (!loaded) throw data(null, { status: 404 });
  const mayRefund = staff.permissions.has("orders.refund");
  return data(
    {
      ...loaded,
      invoices,
      mayRefund,
      mayViewAttendee: staff.permissions.has("attendees.view"),
      // Refunds need a recent sign-in: without one the page links to the password check.
      recentSignIn: mayRefund ? await hasRecentSignIn(context, staff) : false,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type RefundValues = { amount: string; reason: string };

const REFUSALS = {
  "not-found": "This order does not exist.",
  "not-paid": "Only a paid order can be refunded.",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "orders.view");
  const form = await parseIntentSubmission(request, staffOrderIntents, {
    echo: (fields): RefundValues => ({
      amount: String(fields.amount ?? ""),
      reason: String(fields.reason ?? ""),
    }),
  });
  if (!form.ok) return form.response;
  const { services } = context;
  if (form.intent === "resend-receipt") {
    const sent = await resendReceipt(
      services.database.db,
      services.mailer,
      { baseUrl: services.config.baseUrl, organizerEmail: services.config.contactEmail },
      staff.actor,
      params.orderId,
    );
    return sent
      ? replyToForm<RefundValues>({
          ok: true,
          intent: "resend-receipt",
          message: "The receipt is sent again.",
        })
      : refuseForm<RefundValues>("Only a paid order has a receipt to send.", {
          intent: "resend-receipt",
          status: 409,
        });
  }
  if (!staff.permissions.has("orders.refund")) {
    throw data({ message: "Your staff role does not include refunds." }, { status: 403 });
  }
  await requireRecentSignIn(request, context, staff);
  const unconfirmed = refuseUnconfirmed(form.submission.fields, "refund", "The refund", "refund");
  if (unconfirmed) return unconfirmed;
  const values = { amount: String(form.value.amount / 100), reason: form.value.reason };
  const outcome = await refundOrder(
    services.database.db,
    { provider: services.payments, mailer: services.mailer },
    staff.actor,
    {
      orderId: params.orderId,
      amountCents: form.value.amount,
      reason: form.value.reason,
      releaseAccess: form.value.releaseAccess,
    },
  );
  if (outcome.ok) {
    // A seat the refund freed goes to its session's waiting list now, not at the job's next run.
    await offerFreedSeats(services.database.db, services.mailer, {
      baseUrl: services.config.baseUrl,
    });
    const loaded = await loadStaffOrder(services.database.db, params.orderId);
    const to = loaded
      ? ` to ${loaded.order.attendee.firstName} ${loaded.order.attendee.lastName}`
      : "";
    return replyToForm<RefundValues>({
      ok: true,
      intent: "refund",
      message: `Refunded ${formatPrice(form.value.amount)}${to}. 1 mail sent.${outcome.orderRefunded ? " The order is refunded in full." : ""}`,
    });
  }
  if (outcome.reason === "too-much") {
    const message = `At most ${formatPrice(outcome.refundableCents)} is left to refund.`;
    return refuseForm<RefundValues>(message, {
      intent: "refund",
      errors: { amount: message },
      values,
      status: 409,
    });
  }
  if (outcome.reason === "provider") {
    return refuseForm<RefundValues>(
      `The payment provider refused the refund: ${outcome.message}. Nothing was refunded; try again or refund from the provider's dashboard.`,
      { intent: "refund", values, status: 502 },
    );
  }
  return refuseForm<RefundValues>(REFUSALS[outcome.reason], {
    intent: "refund",
    status: outcome.reason === "not-found" ? 404 : 409,
  });
}

type Refund = Route.ComponentProps["loaderData"]["refunds"][number];

const REFUND_STATUS = { pending: "In progress", succeeded: "Refunded", failed: "Failed" } as const;

const REFUND_COLUMNS: Column<Refund>[] = [
  {
    header: "When",
    cell: (refund) => formatSessionDateTime(new Date(refund.createdAt)),
    nowrap: true,
    rowHeader: true,
  },
  { header: "Amount", cell: (refund) => formatPrice(refund.amountCents), align: "right" },
  { header: "Reason", cell: (refund) => refund.reason },
  { header: "Access", cell: (refund) => (refund.releasedAccess ? "Taken back" : "Kept") },
  { header: "By", cell: (refund) => refund.requestedBy },
  {
    header: "Status",
    cell: (refund) =>
      refund.status === "failed" && refund.failureReason
        ? `Failed: ${refund.failureReason}`
        : REFUND_STATUS[refund.status],
  },
];

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, refunds, registrations, invoices, mayRefund, mayViewAttendee, recentSignIn } =
    loaderData;
  const refundReply = actionData?.intent === "refund" ? actionData : undefined;
  const refund = usePageForm(refundReply);
  const [searchParams] = useSearchParams();
  const resend = usePageForm(actionData?.intent === "resend-receipt" ? actionData : undefined);
  const refundable = order.amountCents - order.refundedCents;
  const refundFormShown = mayRefund && order.status === "paid" && refundable > 0 && recentSignIn;
  const attendeeName = `${order.attendee.firstName} ${order.attendee.lastName}`;
  const facts: [string, ReactNode][] = [
    ["Bought", order.courseName],
    [
      "Attendee",
      // The account that placed it, when it still exists, has its own page.
      order.uid && mayViewAttendee ? (
        <>
          <Link
            to={`/staff/attendees/${order.uid}`}
            className="font-semibold text-brand-700 underline"
          >
            {attendeeName}
          </Link>{" "}
          ({order.attendee.email})
        </>
      ) : (
        `${attendeeName} (${order.attendee.email})`
      ),
    ],
    [
      "Amount",
      `${formatPrice(order.amountCents)} (${order.priceKind === "member" ? "members' price" : "regular price"}${order.discountCode ? `, after ${formatPrice(order.discountCents)} off with code ${order.discountCode}` : ""})`,
    ],
    [
      "Refunded",
      formatPrice(order.refundedCents) === "Free" ? "nothing" : formatPrice(order.refundedCents),
    ],
    ["Status", ORDER_STATUS_LABELS[order.status]],
    ["Placed", formatSessionDateTime(new Date(order.createdAt))],
    ["Paid", order.paidAt ? formatSessionDateTime(new Date(order.paidAt)) : "not paid"],
    [
      "Paid through",
      order.provider === "stripe"
        ? `Stripe (${order.providerReference ?? "no checkout"})`
        : "the built-in test checkout",
    ],
    [
      "Registrations it gave",
      registrations.length > 0 ? registrations.map((row) => row.courseName).join(", ") : "none now",
    ],
  ];
  return (
    <StaffPage
      title={`Order ${order.id}`}
      intro={
        <Link to="/staff/orders" className="font-semibold text-brand-700 underline">
          All orders
        </Link>
      }
    >
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      <section
        aria-labelledby="order-heading"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="order-heading" className="font-semibold text-xl">
          The order
        </h2>
        <FactList facts={facts} />
        {order.status === "paid" ? (
          <Form method="post" ref={resend.form} className="mt-4 grid gap-3">
            <input type="hidden" name="intent" value="resend-receipt" />
            {actionData?.intent === "resend-receipt" ? (
              <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
            ) : null}
            <div>
              <SubmitButton busy={resend.busy} busyLabel="Sending…">
                Send the receipt again
              </SubmitButton>
            </div>
          </Form>
        ) : null}
      </section>
      <OrderInvoices orderId={order.id} invoices={invoices} />
      <section aria-labelledby="refunds-heading" className="mt-8">
        <h2 id="refunds-heading" className="font-semibold text-xl">
          Refunds
        </h2>
        <div className="mt-3">
          {refunds.length === 0 ? (
            <p className="text-slate-700">No refund yet.</p>
          ) : (
            <DataTable
              label="Refunds of this order"
              columns={REFUND_COLUMNS}
              rows={refunds}
              rowKey={(row) => row.id}
              minWidth="44rem"
            />
          )}
        </div>
        {/* Outside the form: a refund in full takes the form away, and with it a refusal's place. */}
        {refundReply && (refundReply.ok || !refundFormShown) ? (
          <div className="mt-4 max-w-xl">
            <FormAlert tone={refundReply.ok ? "success" : "error"}>{refundReply.message}</FormAlert>
          </div>
        ) : null}
        {mayRefund && order.status === "paid" && refundable > 0 ? (
          recentSignIn ? (
            <ConfirmAction
              name="refund"
              hidden={{ intent: "refund" }}
              formRef={refund.form}
              labelledBy="refund-form-heading"
              className="mt-4 grid max-w-xl gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              trigger="Refund"
              title={`Refund order ${order.id}?`}
              say={(values) => (
                <RefundSaid
                  values={values}
                  refundableCents={refundable}
                  attendee={attendeeName}
                  email={order.attendee.email}
                  provider={order.provider}
                  gave={
                    registrations.length > 0
                      ? registrations.map((row) => row.courseName).join(", ")
                      : order.courseName
                  }
                />
              )}
              confirmLabel="Refund now"
              busyLabel="Refunding…"
              keepLabel="Keep the order as it is"
            >
              <h3 id="refund-form-heading" className="font-semibold text-lg">
                Refund
              </h3>
              {actionData?.intent === "refund" && !actionData.ok ? (
                <FormAlert tone="error">{actionData.message}</FormAlert>
              ) : null}
              <TextField
                label={`Amount to refund, in dollars (up to ${formatDollars(refundable)})`}
                name="amount"
                inputMode="decimal"
                required
                defaultValue={
                  refund.values?.amount ?? searchParams.get("amount") ?? formatDollars(refundable)
                }
                error={refund.errors.amount}
              />
              <TextField
                label="Reason (kept in the audit log)"
                name="reason"
                maxLength={500}
                required
                defaultValue={refund.values?.reason ?? searchParams.get("reason") ?? undefined}
                error={refund.errors.reason}
              />
              <div className="flex items-start gap-2">
                <input
                  id="release-access"
                  type="checkbox"
                  name="releaseAccess"
                  defaultChecked
                  className="mt-1 size-5"
                />
                <label htmlFor="release-access">
                  Take back what the order gave (its seat, courses or membership). Registrations
                  with a certificate issued are kept.
                </label>
              </div>
            </ConfirmAction>
          ) : (
            <p className="mt-4">
              Refunds need a sign-in from the last 15 minutes.{" "}
              <Link
                to={`/staff/confirm?redirectTo=${encodeURIComponent(`/staff/orders/${order.id}`)}`}
                className="font-semibold text-brand-700 underline"
              >
                Confirm your password to refund
              </Link>
            </p>
          )
        ) : null}
      </section>
    </StaffPage>
  );
}
