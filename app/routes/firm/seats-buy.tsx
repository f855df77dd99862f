import { data, Form, Link, redirect } from "react-router";
import { FirmPageFrame } from "~/components/firm/firm-page-frame";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { MAX_SEATS_PER_ORDER } from "~/content/firm-seats";
import { refuseForm } from "~/lib/form-reply";
import { formatPrice, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import { buyFirmSeats } from "~/modules/firm-seats/buy-firm-seats.server";
import { buySeatsSchema } from "~/modules/firm-seats/firm-seat-forms";
import { loadSeatPurchase } from "~/modules/firm-seats/load-seat-purchase.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import type { Route } from "./+types/seats-buy";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Buy seats",
    "Buy seats in a course, a bundle or the membership for your firm's lawyers.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const membership = await requireFirmAdmin(db, user.id);
  const page = await loadSeatPurchase(db, user.id, new URL(request.url).searchParams);
  return data(
    { ...page, firmName: membership.firmName },
    {
      status: Object.keys(page.errors).length > 0 ? 422 : 200,
      headers: { "Cache-Control": "private, no-store" },
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const membership = await requireFirmAdmin(context.services.database.db, user.id);
  const form = await parseSubmission(request, buySeatsSchema);
  if (!form.ok) return form.response;
  const { product, quantity, liveSessionId, discountCode, expectedTotalCents, idempotencyKey } =
    form.value;
  const bought = await buyFirmSeats(context, {
    firmId: membership.firmId,
    uid: user.id,
    product,
    quantity,
    liveSessionId,
    discountCode,
    expectedTotalCents,
    idempotencyKey,
  });
  if (bought.ok) return redirect(bought.to);
  return refuseForm(bought.message, {
    status: bought.status,
    errors: bought.field ? { [bought.field]: bought.message } : {},
  });
}

export default function BuySeatsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, values, quote, errors, idempotencyKey, firmName } = loaderData;
  const order = usePageForm(actionData);
  const openSessions = quote?.sessions.filter((session) => !session.soldOut) ?? [];
  return (
    <FirmPageFrame
      eyebrow={firmName}
      title="Buy seats"
      intro="Seats in a course or live session, a bundle, or the membership, for as many of your lawyers as you need. Give them to members once bought, or let members claim them."
    >
      <p>
        <Link to="/firm/seats" className="text-brand-700 underline">
          Back to your firm's seats
        </Link>
      </p>
      <Form method="get" className="mt-6 grid max-w-xl gap-4" aria-labelledby="choose-heading">
        <h2 id="choose-heading" className="font-semibold text-xl">
          1. What and how many
        </h2>
        <SelectField
          label="What to buy"
          name="product"
          options={products}
          emptyOption="Choose a course, bundle or membership"
          defaultValue={values.product}
          error={errors.product}
          required
        />
        <TextField
          label="Seats"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SEATS_PER_ORDER}
          defaultValue={values.quantity || "1"}
          error={errors.quantity}
          required
        />
        <TextField
          label="Discount code (optional)"
          name="discountCode"
          defaultValue={values.discountCode}
          error={errors.discountCode}
          autoComplete="off"
        />
        <div>
          <SubmitButton busy={false} busyLabel="Pricing…">
            See the total
          </SubmitButton>
        </div>
      </Form>
      {quote ? (
        <Form
          method="post"
          ref={order.form}
          className="mt-10 grid max-w-xl gap-4"
          aria-labelledby="order-heading"
        >
          <h2 id="order-heading" className="font-semibold text-xl">
            2. Your order
          </h2>
          <FormReplyAlert reply={actionData} />
          <dl className="grid gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium">For</dt>
            <dd>{quote.name}</dd>
            <dt className="font-medium">Seats</dt>
            <dd>
              {quote.quantity} × {formatPrice(quote.unitPriceCents)}
            </dd>
            {quote.discount ? (
              <>
                <dt className="font-medium">Discount ({quote.discount.code})</dt>
                <dd>−{formatPrice(quote.discount.discountCents)}</dd>
              </>
            ) : null}
            <dt className="font-medium">Total</dt>
            <dd className="font-semibold">{formatPrice(quote.totalCents)}</dd>
            <dt className="font-medium">Payment</dt>
            <dd>
              {quote.byInvoice
                ? `On invoice, due 30 days after it (orders from ${formatPrice(quote.thresholdCents)})`
                : "By card, now"}
            </dd>
          </dl>
          <input type="hidden" name="product" value={values.product} />
          <input type="hidden" name="quantity" value={String(quote.quantity)} />
          <input type="hidden" name="discountCode" value={quote.discount?.code ?? ""} />
          <input type="hidden" name="expectedTotalCents" value={String(quote.totalCents)} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {quote.sessions.length > 0 ? (
            <SelectField
              label="Live session"
              name="liveSessionId"
              options={openSessions.map((session) => ({
                value: session.id,
                label: `${formatSessionDateTime(new Date(session.startsAt))}${session.label ? ` (${session.label})` : ""}`,
              }))}
              emptyOption="Choose a live session"
              defaultValue={values.liveSessionId}
              error={order.errors.liveSessionId}
              required
            />
          ) : null}
          <div>
            <SubmitButton busy={order.busy} busyLabel="Placing the order…">
              {quote.byInvoice ? "Place the order on invoice" : "Pay by card"}
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </FirmPageFrame>
  );
}
