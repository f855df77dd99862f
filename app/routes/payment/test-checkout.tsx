import { data, Form, redirect, useNavigation } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import {
  closedOrderHref,
  findTestOrder,
  settleTestCheckout,
} from "~/modules/payments/settle-test-checkout.server";
import { testCheckoutSchema } from "~/modules/payments/test-checkout-form";
import type { Route } from "./+types/test-checkout";

export const meta: Route.MetaFunction = () =>
  pageMeta("Test checkout", "The built-in TEST MODE checkout: no card is charged.");

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The buyer's own open test order; anything else is not found, or leads on. */
async function openTestOrder({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(request, context);
  const order = await findTestOrder(context, user.id, params.orderId);
  if (!order) throw data(null, { status: 404 });
  const closed = closedOrderHref(order);
  if (closed) throw redirect(closed);
  return order;
}

export async function loader(args: Route.LoaderArgs) {
  const order = await openTestOrder(args);
  return data(
    { courseName: order.courseName, amountCents: order.amountCents, email: order.attendee.email },
    { headers: PRIVATE },
  );
}

export async function action(args: Route.ActionArgs) {
  const order = await openTestOrder(args);
  const form = await parseSubmission(args.request, testCheckoutSchema);
  if (!form.ok) return form.response;
  return redirect(await settleTestCheckout(args.context, order, form.value.decision));
}

export default function TestCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
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
        <p className="mt-1 wrap-anywhere text-slate-700 text-sm">Receipt to {loaderData.email}</p>
        {actionData && !actionData.ok ? (
          <div className="mt-4">
            <FormAlert tone="error">{actionData.errors.decision ?? actionData.message}</FormAlert>
          </div>
        ) : null}
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
