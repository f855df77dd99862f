import { useEffect, useState } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { formatPrice, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { queryParam } from "~/lib/read-form";
import { requireUser } from "~/modules/auth/session.server";
import {
  getOrder,
  markOrderFailed,
  markOrderPaid,
  type OrderView,
} from "~/modules/payments/orders.server";
import { orderProduct, productQuery } from "~/modules/payments/products";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = () =>
  pageMeta("Payment Received", "Your payment was received and your seat is confirmed.");

/** While the provider has not confirmed yet, the page asks again this often, for so long. */
const RECHECK_MS = 3000;
const RECHECK_FOR_MS = 3 * 60_000;

/**
 * Settles a pending order from the provider's own answer, so this page is
 * right whether the buyer's redirect or the provider's webhook comes first.
 */
async function settleFromProvider(
  context: Route.LoaderArgs["context"],
  order: NonNullable<OrderView>,
) {
  const { services } = context;
  // A failed order is asked about too: its checkout may have been paid after all.
  const open = order.status === "pending" || order.status === "failed";
  if (!open || !order.providerReference || order.provider !== "stripe") return;
  const outcome = await services.payments.checkoutOutcome(order.providerReference);
  if (outcome === "paid") {
    await markOrderPaid(
      services.database.db,
      services.mailer,
      {
        baseUrl: services.config.baseUrl,
        organizerEmail: services.config.contactEmail,
        provider: services.payments,
      },
      order.id,
    );
  } else if (outcome === "expired" && order.status === "pending") {
    await markOrderFailed(services.database.db, order.id, "expired");
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const orderId = queryParam(new URL(request.url).searchParams, "order") ?? "";
  let order = orderId ? await getOrder(db, orderId) : null;
  if (!order || order.uid !== user.id) throw data(null, { status: 404 });
  try {
    await settleFromProvider(context, order);
  } catch (error) {
    // The provider is unreachable: the webhook will settle it; the page asks again.
    context.services.logger.warn({ err: error, orderId }, "could not ask the provider");
  }
  order = await getOrder(db, orderId);
  if (!order) throw data(null, { status: 404 });
  if (order.status === "pending" && order.provider === "test") {
    // Nothing will settle it but the test checkout page itself.
    throw redirect(`/payment/test-checkout/${encodeURIComponent(order.id)}`);
  }
  if (order.status === "failed") {
    const reason =
      order.failureReason === "expired" || order.failureReason === "declined"
        ? order.failureReason
        : "cancelled";
    throw redirect(
      `/payment?${new URLSearchParams({ ...productQuery(orderProduct(order)), [reason]: order.id })}`,
    );
  }
  return data(
    {
      status: order.status,
      product: order.product,
      orderId: order.id,
      courseName: order.courseName,
      amountCents: order.amountCents,
      paidAt: order.paidAt,
      email: order.attendee.email,
      sessionStartsAt: order.sessionStartsAt,
      // An on-demand course can be started at once.
      playerHref:
        order.product === "course" && order.courseId && !order.liveSessionId
          ? `/course-player/${order.courseId}`
          : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const BUTTON =
  "inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const order = loaderData;
  const revalidator = useRevalidator();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (order.status !== "pending") return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > RECHECK_FOR_MS) {
        clearInterval(timer);
        setGaveUp(true);
      } else {
        revalidator.revalidate();
      }
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [order.status, revalidator]);

  if (order.status === "pending") {
    return (
      <PageShell title="Confirming your payment" intro="This takes a few seconds.">
        <p role="status">
          {gaveUp
            ? `The payment provider has not confirmed order ${order.orderId} yet. We will e-mail your receipt as soon as it does; your dashboard will show the registration.`
            : `We are waiting for the payment provider to confirm order ${order.orderId}. This page updates by itself.`}
        </p>
      </PageShell>
    );
  }
  if (order.status === "refunded") {
    return (
      <PageShell title="Payment refunded" intro="We could not give you this seat.">
        <FormAlert tone="error">
          The seat was taken before your payment arrived, or you were already registered. Your
          payment of {formatPrice(order.amountCents)} has been refunded in full.
        </FormAlert>
        <p className="mt-4">
          <Link to="/courses" className="text-brand-700 underline">
            Browse courses
          </Link>
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell title="Payment Received" intro="Thank you. Your order is confirmed.">
      <div className="max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <FormAlert tone="success">
          {order.product === "membership"
            ? `Your ${order.courseName} is active: you now pay the members' rate on every course. A receipt is on its way to ${order.email}.`
            : order.product === "bundle"
              ? `${order.courseName} is yours: its courses are in your dashboard, ready to watch. A receipt is on its way to ${order.email}.`
              : `You are registered for ${order.courseName}. ${order.sessionStartsAt ? "A receipt and a calendar invitation are on their way" : "A receipt is on its way"} to ${order.email}.`}
        </FormAlert>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">Order</dt>
          <dd className="break-all">{order.orderId}</dd>
          <dt className="font-semibold">{order.product === "course" ? "Course" : "Item"}</dt>
          <dd>{order.courseName}</dd>
          {order.sessionStartsAt ? (
            <>
              <dt className="font-semibold">Live webcast</dt>
              <dd>{formatSessionDateTime(new Date(order.sessionStartsAt))}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Paid</dt>
          <dd>
            {formatPrice(order.amountCents)} USD
            {order.paidAt ? ` on ${formatSessionDateTime(new Date(order.paidAt))}` : ""}
          </dd>
        </dl>
        <p className="mt-6 flex flex-wrap items-center gap-4">
          {order.playerHref ? (
            <Link to={order.playerHref} className={BUTTON}>
              Start the course
            </Link>
          ) : null}
          <Link
            to="/dashboard"
            className={order.playerHref ? "font-semibold text-brand-700 underline" : BUTTON}
          >
            Go to My Dashboard
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
