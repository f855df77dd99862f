import { type RefObject, useEffect, useRef } from "react";

/**
 * On a page whose filters or paging reload it in place (same path, new
 * query `key`), moves focus to `target` (e.g. the result count) once the new
 * results are shown: the control that had focus may have been replaced, and
 * focus must not fall back to the page. Not on the first render.
 */
export function useFocusAfterNavigation(target: RefObject<HTMLElement | null>, key: string) {
  const shown = useRef(key);
  // After every render: cheap, and it acts only when the key has changed.
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    target.current?.focus();
  });
}
