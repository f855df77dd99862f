import { type RefObject, useEffect } from "react";
import { LAZY_SECTION_MARGIN_PX } from "~/content/home";

/**
 * Calls `onNear` once, when the element comes within the lazy-section margin
 * (200 px) of the screen: the moment to fetch the code it will need.
 */
export function useNearViewport(ref: RefObject<Element | null>, onNear: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe once per mount
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: `${LAZY_SECTION_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
}
