/**
 * Scrolls to an element, stopping `offset` pixels above it; smooth unless the
 * visitor prefers reduced motion.
 */
export function scrollToElement(id: string, offset = 0): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
}
