import { Form } from "react-router";
import { type ProductRef, productQuery } from "~/modules/payments/products";

/**
 * The payment page's discount code: a GET form that reloads the page with
 * `?code=`, so the quote shows the price after it (before scripts load too).
 */
export function DiscountCodeForm({
  product,
  typed,
  error,
  applied,
}: {
  product: ProductRef;
  typed: string;
  error: string | null;
  applied: boolean;
}) {
  const errorId = "discount-code-error";
  return (
    <Form
      method="get"
      className="mt-4 grid gap-2 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      {Object.entries(productQuery(product)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="discount-code" className="font-semibold">
        Discount or financial-aid code
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="discount-code"
          name="code"
          defaultValue={typed}
          autoComplete="off"
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 uppercase aria-invalid:border-red-700"
        />
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Apply
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-red-800 text-sm">
          {error}
        </p>
      ) : applied ? (
        <p role="status" className="text-green-800 text-sm">
          The code is applied: the total shows the discount.
        </p>
      ) : null}
    </Form>
  );
}
