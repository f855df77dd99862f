import { type RefObject, useEffect, useState } from "react";
import { REVEAL_THRESHOLD } from "~/content/home";

/**
 * "static": as the server drew it (also under reduced motion, and when the
 * element was already on screen when the page woke up); "hidden": below the
 * screen, waiting; "shown": animated in, once, when 20 % of it became visible.
 * Content never depends on it: the server's HTML shows everything.
 */
type RevealState = "static" | "hidden" | "shown";

export function useRevealOnce(ref: RefObject<Element | null>): RevealState {
  const [state, setState] = useState<RevealState>("static");
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe once per mount
  useEffect(() => {
    const node = ref.current;
    if (!node || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          // Any part already visible: never hide what the visitor can see.
          if (entry.intersectionRatio > 0) return observer.disconnect();
          return setState("hidden");
        }
        if (entry.intersectionRatio >= REVEAL_THRESHOLD) {
          setState("shown");
          observer.disconnect();
        }
      },
      { threshold: [0, REVEAL_THRESHOLD] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return state;
}

/** Classes for each state: a short rise and fade, transforms only (no layout shift). */
export const REVEAL_CLASSES: Record<RevealState, string> = {
  static: "",
  hidden: "translate-y-8 opacity-0",
  shown: "translate-y-0 opacity-100 transition duration-700 ease-out",
};
