import { type RefObject, useEffect } from "react";
import { LAZY_SECTION_MARGIN_PX } from "~/content/home";

/**
 * Calls `onNear` once, when the element comes within the lazy-section margin
 * (200 px) of the screen: the moment to fetch the code it will need. The
 * element is looked for while `active` (an element that appears only once
 * the page has hydrated is watched from then on).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  onNear: () => void,
  active = true,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe once per mount and activation
  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
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
  }, [active]);
}
