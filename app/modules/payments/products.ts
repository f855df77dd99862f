// What an order can buy, and how a product is named in a URL: shared by the
// payment pages (browser) and the order modules (server).

/** What an order buys. */
export type ProductRef =
  | { kind: "course"; courseId: string }
  | { kind: "bundle"; bundleId: string }
  | { kind: "membership" };

/** The query string that names a product on /payment (and brings the buyer back to it). */
export function productQuery(product: ProductRef): Record<string, string> {
  switch (product.kind) {
    case "course":
      return { courseId: product.courseId };
    case "bundle":
      return { bundleId: product.bundleId };
    case "membership":
      return { plan: "annual" };
  }
}

/**
 * The product named by the fields of /payment (its query or its form): a
 * bundle, the annual membership or a course, in that order; null when none is.
 */
export function namedProduct(names: {
  bundleId?: string | null;
  plan?: string | null;
  courseId?: string | null;
}): ProductRef | null {
  if (names.bundleId) return { kind: "bundle", bundleId: names.bundleId };
  if (names.plan === "annual") return { kind: "membership" };
  if (names.courseId) return { kind: "course", courseId: names.courseId };
  return null;
}

/** The product an order bought. */
export function orderProduct(order: {
  product: ProductRef["kind"];
  courseId: string | null;
  bundleId: string | null;
}): ProductRef {
  if (order.product === "bundle" && order.bundleId)
    return { kind: "bundle", bundleId: order.bundleId };
  if (order.product === "course" && order.courseId)
    return { kind: "course", courseId: order.courseId };
  return { kind: "membership" };
}

/** The payment page of a product, with what brings the buyer back (`declined=<order>`...). */
export function paymentHref(product: ProductRef, extra: Record<string, string> = {}): string {
  return `/payment?${new URLSearchParams({ ...productQuery(product), ...extra })}`;
}

/** The page that confirms an order's payment. */
export function paymentSuccessHref(orderId: string): string {
  return `/payment-success?order=${encodeURIComponent(orderId)}`;
}
