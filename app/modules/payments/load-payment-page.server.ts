import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { attendeePrefill } from "~/modules/accounts/prefill-attendee.server";
import { applyDiscountCode } from "~/modules/discounts/apply-discount-code.server";
import { findRegistration } from "~/modules/registration/find-registration.server";
import { findProduct } from "./find-product.server";
import { quoteProduct } from "./quote-product.server";
import { recordCheckoutReturn } from "./record-checkout-return.server";

/**
 * What /payment shows this buyer: the quote for the product its address
 * names (with the attendee fields filled from their profile), or why there is
 * nothing to pay (not for sale: 404 when something was named; the course is
 * theirs already). A return from the checkout is recorded first, so the page
 * can say why it failed.
 */
export async function loadPaymentPage(
  context: AppLoadContext,
  user: { id: string; name: string; email: string },
  params: URLSearchParams,
) {
  const db = context.services.database.db;
  const { product, named } = await findProduct(db, params);
  const notice = await recordCheckoutReturn(context, user.id, params);
  const quote = product ? await quoteProduct(db, user.id, product) : null;
  if (!quote) {
    return {
      // Something was named (a course, bundle or plan) but is not for sale.
      status: named ? 404 : 200,
      page: {
        quote: null,
        notice,
        alreadyRegistered: false,
        prefill: null,
        idempotencyKey: "",
        testMode: false,
        discount: null,
        discountError: null,
        typedCode: "",
      },
    };
  }
  // A code entered on the page (?code=): the price it gives, or why it does not apply.
  const typedCode = (params.get("code") ?? "").trim().slice(0, 60);
  const applied = typedCode
    ? await applyDiscountCode(db, {
        typed: typedCode,
        uid: user.id,
        product: quote.product,
        priceCents: quote.priceCents,
        now: new Date(),
      })
    : null;
  return {
    status: applied && !applied.ok ? 422 : 200,
    page: {
      quote,
      discount: applied?.ok ? applied.discount : null,
      discountError: applied && !applied.ok ? applied.message : null,
      typedCode,
      notice,
      alreadyRegistered:
        quote.product.kind === "course" &&
        (await findRegistration(db, user.id, quote.product.courseId)) !== null,
      prefill: await attendeePrefill(db, user),
      // One key per page view: a double click, or a resent form, finds the same order.
      idempotencyKey: randomUUID(),
      testMode: context.services.payments.name === "test",
    },
  };
}
