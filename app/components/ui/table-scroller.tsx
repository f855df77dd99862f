import type { ReactNode } from "react";

/**
 * A wide table's box that scrolls sideways on a narrow screen. It can take
 * focus and is named, so keyboard users can scroll it too (WCAG 2.1.1). It is
 * positioned, so text hidden for screen readers inside stays inside it too
 * and never widens the page (WCAG 1.4.10).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="relative mt-3 overflow-x-auto">
      {children}
    </section>
  );
}
