import { useEffect, useState } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { AidPolicyNote } from "~/components/financial-aid/aid-policy-note";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { formatPrice, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { queryParam } from "~/lib/text-input";
import { requireUser } from "~/modules/auth/session.server";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = () =>
  pageMeta("Payment Received", "Your payment was received and your seat is confirmed.");

/** While the provider has not confirmed yet, the page asks again this often, for so long. */
const RECHECK_MS = 3000;
const RECHECK_FOR_MS = 3 * 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const orderId = queryParam(new URL(request.url).searchParams, "order") ?? "";
  const confirmation = orderId ? await confirmPayment(context, user.id, orderId) : null;
  if (!confirmation) throw data(null, { status: 404 });
  if (confirmation.kind === "redirect") throw redirect(confirmation.to);
  return data(confirmation.order, { headers: { "Cache-Control": "private, no-store" } });
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
          {order.discountCode ? (
            <>
              <dt className="font-semibold">Price</dt>
              <dd>{formatPrice(order.amountCents + order.discountCents)} USD</dd>
              <dt className="font-semibold">Discount</dt>
              <dd>
                −{formatPrice(order.discountCents)} (code {order.discountCode})
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Paid</dt>
          <dd>
            {formatPrice(order.amountCents)} USD
            {order.paidAt ? ` on ${formatSessionDateTime(new Date(order.paidAt))}` : ""}
          </dd>
        </dl>
        <AidPolicyNote className="mt-6 text-slate-700 text-sm" />
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
