/**
 * Where a "buy" button leads (spec §7): signed in, straight to /payment with
 * the product; signed out, to /register with it and redirectTo=/payment, so
 * the new account lands on the payment page. Prices are never decided here.
 */
export function checkoutHref(signedIn: boolean, product: Record<string, string>): string {
  const query = new URLSearchParams(product);
  return signedIn
    ? `/payment?${query}`
    : `/register?${query}&${new URLSearchParams({ redirectTo: "/payment" })}`;
}
