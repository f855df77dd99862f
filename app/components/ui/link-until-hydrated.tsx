import {
  type ButtonHTMLAttributes,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
} from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A control whose job needs the page's script (a dialog, a menu, a smooth
 * scroll) and that works before it runs: in the server's HTML, and until the
 * page has hydrated, a plain link to `href`, where the same job is done
 * without script (a page, an anchor); once hydrated, the button. A click
 * before the scripts arrive (they load after the first paint, decision 0015)
 * follows the link instead of meeting a button that does nothing yet.
 */
export function LinkUntilHydrated({
  href,
  className,
  children,
  buttonRef,
  ...button
}: {
  href: string;
  className: string;
  children: ReactNode;
  buttonRef?: RefObject<HTMLButtonElement | null>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className" | "children">) {
  const hydrated = useHydrated();
  const link = useRef<HTMLAnchorElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const buttonElement = buttonRef ?? ownButton;
  // Reached by the keyboard before hydration, the focus moves with it to the button.
  const hadFocus = hydrated && link.current !== null && link.current === document.activeElement;
  useLayoutEffect(() => {
    if (hadFocus) buttonElement.current?.focus();
  }, [hadFocus, buttonElement]);
  if (!hydrated)
    return (
      // The button's box, so nothing moves when it takes the link's place.
      <a ref={link} href={href} className={`inline-block ${className}`}>
        {children}
      </a>
    );
  return (
    <button ref={buttonElement} type="button" className={className} {...button}>
      {children}
    </button>
  );
}
