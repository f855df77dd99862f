import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A page's `shouldRevalidate` when its actions may be refused because the
 * data changed under the staff member (409): React Router skips reloading
 * after any 4xx, which would leave the page showing the state that was just
 * refused. After a 409 the page reloads, so the message stands beside the
 * current state; other refusals (bad input) keep the default.
 */
export function revalidateAfterConflict({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return actionStatus === 409 || defaultShouldRevalidate;
}
