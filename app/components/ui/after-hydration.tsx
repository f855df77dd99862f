import { type ReactNode, Suspense } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Shows `fallback` (a plain link that works without script) in the server's
 * HTML and until the lazily loaded `children` are ready on the client. Code
 * only signed-in users need is thus never part of a visitor's first load, and
 * the server never waits for it.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
