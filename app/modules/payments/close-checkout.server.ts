import type { AppLoadContext } from "react-router";

/**
 * A failed or replaced order's checkout must not stay payable at the
 * provider. A provider that cannot be reached is logged, not fatal: its
 * checkout expires with the seat hold anyway.
 */
export async function closeCheckout(
  { services }: AppLoadContext,
  reference: string | null,
): Promise<void> {
  if (!reference) return;
  try {
    await services.payments.cancelCheckout(reference);
  } catch (error) {
    services.logger.warn({ err: error, reference }, "could not close the checkout");
  }
}
