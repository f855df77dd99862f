// What an order can buy, and how a product is named in a URL: shared by the
// payment pages (browser) and the order module (server).

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

/** The product an order bought. */
export function orderProduct(order: {
  product: "course" | "bundle" | "membership";
  courseId: string | null;
  bundleId: string | null;
}): ProductRef {
  if (order.product === "bundle" && order.bundleId)
    return { kind: "bundle", bundleId: order.bundleId };
  if (order.product === "course" && order.courseId)
    return { kind: "course", courseId: order.courseId };
  return { kind: "membership" };
}
