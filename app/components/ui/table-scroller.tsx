import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A wide table's box that scrolls sideways on a narrow screen. It can take
 * focus and is named, so keyboard users can scroll it too (WCAG 2.1.1). It is
 * positioned, so text hidden for screen readers inside stays inside it too
 * and never widens the page (WCAG 1.4.10). When more of the table lies to a
 * side, a shadow on that edge says so (a shadow changes no layout).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => {
      const left = node.scrollLeft > 1;
      const right = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setMore((current) =>
        current.left === left && current.right === right ? current : { left, right },
      );
    };
    measure();
    node.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => {
      node.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  const shadows = [
    more.left ? "inset 12px 0 10px -10px rgb(15 23 42 / 0.35)" : null,
    more.right ? "inset -12px 0 10px -10px rgb(15 23 42 / 0.35)" : null,
  ].filter(Boolean);
  return (
    <section
      ref={box}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      data-more-left={more.left || undefined}
      data-more-right={more.right || undefined}
      style={shadows.length > 0 ? { boxShadow: shadows.join(", ") } : undefined}
      className="relative mt-3 overflow-x-auto"
    >
      {children}
    </section>
  );
}
