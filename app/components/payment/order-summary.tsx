import { Link } from "react-router";
import { formatPrice } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { ProductQuote } from "~/modules/payments/product-quote";

/** The payment page's order summary: the product, a bundle's courses, the price and the total. */
export function OrderSummary({
  quote,
  discount = null,
}: {
  quote: ProductQuote;
  /** A code applied on the page: its name, the cents off and the price after it. */
  discount?: { code: string; discountCents: number; priceCents: number } | null;
}) {
  const total = discount ? discount.priceCents : quote.priceCents;
  return (
    <aside
      aria-labelledby="order-summary"
      className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="order-summary" className="font-semibold text-lg">
        Order summary
      </h2>
      <p className="mt-3 font-semibold">{quote.name}</p>
      <p className="mt-1 text-slate-700 text-sm">{quote.description}</p>
      {quote.items.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-sm">Included courses</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {quote.items.map((item) => (
              <li key={item.courseId}>
                {item.title} ({formatHours(item.creditHours)} credit)
                {item.owned ? <span className="text-slate-600"> · already yours</span> : null}
              </li>
            ))}
          </ul>
          {quote.items.some((item) => item.owned) ? (
            <p className="mt-2 text-slate-700 text-sm">
              You already have some of these courses; the bundle's price stays the same.
            </p>
          ) : null}
        </>
      ) : null}
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1">
        <dt>{quote.priceKind === "member" ? "Members' rate" : "Price"}</dt>
        <dd className="font-semibold">{formatPrice(quote.priceCents)}</dd>
        {quote.priceKind === "member" ? (
          <>
            <dt className="text-slate-600">Regular price</dt>
            <dd className="text-slate-600">
              <s>{formatPrice(quote.regularPriceCents)}</s>
            </dd>
          </>
        ) : null}
        {discount ? (
          <>
            <dt>Discount (code {discount.code})</dt>
            <dd className="font-semibold">−{formatPrice(discount.discountCents)}</dd>
          </>
        ) : null}
        <dt className="mt-2 border-slate-200 border-t pt-2 font-semibold">Total</dt>
        <dd className="mt-2 border-slate-200 border-t pt-2 font-semibold">
          {formatPrice(total)} USD
        </dd>
      </dl>
      {quote.priceKind === "regular" && quote.product.kind !== "membership" ? (
        <p className="mt-4 text-slate-700 text-sm">
          Members pay less.{" "}
          <Link to="/plans" className="text-brand-700 underline">
            View Plans
          </Link>
        </p>
      ) : null}
    </aside>
  );
}
