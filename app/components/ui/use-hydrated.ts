import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False in the server's HTML and during hydration, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
