import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/read-form";
import { requireUser } from "~/modules/auth/session.server";
import { getOrder, markOrderFailed, markOrderPaid } from "~/modules/payments/orders.server";
import { orderProduct, productQuery } from "~/modules/payments/products";
import type { Route } from "./+types/test-checkout";

export const meta: Route.MetaFunction = () =>
  pageMeta("Test checkout", "The built-in TEST MODE checkout: no card is charged.");

const PRIVATE = { "Cache-Control": "private, no-store" };
const ORDER_ID = /^ord_[0-9a-f]{32}$/;

/** The order, if this page may settle it: the test provider's, the buyer's own, still open. */
async function openTestOrder({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (context.services.payments.name !== "test") throw data(null, { status: 404 });
  const order = ORDER_ID.test(params.orderId)
    ? await getOrder(context.services.database.db, params.orderId)
    : null;
  if (!order || order.uid !== user.id || order.provider !== "test") {
    throw data(null, { status: 404 });
  }
  return order;
}

export async function loader(args: Route.LoaderArgs) {
  const order = await openTestOrder(args);
  if (order.status === "paid") throw redirect(`/payment-success?order=${order.id}`);
  if (order.status !== "pending") {
    throw redirect(`/payment?${new URLSearchParams(productQuery(orderProduct(order)))}`);
  }
  return data(
    { courseName: order.courseName, amountCents: order.amountCents, email: order.attendee.email },
    { headers: PRIVATE },
  );
}

const decisionSchema = z.object({ decision: z.enum(["pay", "decline"]) });

export async function action(args: Route.ActionArgs) {
  const order = await openTestOrder(args);
  // Only an open order can be paid or declined here (not a replaced or expired one).
  if (order.status !== "pending") {
    throw redirect(
      order.status === "paid"
        ? `/payment-success?order=${order.id}`
        : `/payment?${new URLSearchParams(productQuery(orderProduct(order)))}`,
    );
  }
  const parsed = decisionSchema.safeParse((await readForm(args.request)) ?? {});
  if (!parsed.success) throw data("Choose Pay or Decline.", { status: 400 });
  const { services } = args.context;
  if (parsed.data.decision === "decline") {
    await markOrderFailed(services.database.db, order.id, "declined");
    return redirect(
      `/payment?${new URLSearchParams({ ...productQuery(orderProduct(order)), declined: order.id })}`,
    );
  }
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
  return redirect(`/payment-success?order=${encodeURIComponent(order.id)}`);
}

export default function TestCheckoutPage({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <PageShell
      title="Test checkout"
      intro="The built-in payment provider, for trying the purchase."
    >
      <div className="max-w-xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="rounded-md bg-amber-100 px-4 py-3 font-bold text-amber-950 ring-1 ring-amber-300">
          TEST MODE: no card is charged and no money moves.
        </p>
        <p className="mt-4 font-semibold">{loaderData.courseName}</p>
        <p className="mt-1 text-2xl font-bold">{formatPrice(loaderData.amountCents)} USD</p>
        <p className="mt-1 text-slate-700 text-sm">Receipt to {loaderData.email}</p>
        {/* Replaces this page in the history: Back after paying leads to the order, not here. */}
        <Form method="post" replace className="mt-6 flex flex-wrap gap-3">
          <button
            type="submit"
            name="decision"
            value="pay"
            disabled={busy}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Pay {formatPrice(loaderData.amountCents)} (test)
          </button>
          <button
            type="submit"
            name="decision"
            value="decline"
            disabled={busy}
            className="rounded-md px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
          >
            Decline payment
          </button>
        </Form>
      </div>
    </PageShell>
  );
}
