import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Class for a menu item that highlights with the keyboard focus, like the pointer's hover. */
export const MENU_ITEM_CLASS =
  "block w-full cursor-pointer rounded px-3 py-2 text-left text-ink outline-none hover:bg-brand-50 focus:bg-brand-50 focus:text-brand-800";

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A menu button (WAI-ARIA APG "menu button" pattern), small enough to ship in
 * the first load: Enter, Space or ↓ open it on the first item, ↑ on the last;
 * ↑/↓ move and wrap, Home/End jump, Escape closes and returns focus, Tab or a
 * click elsewhere closes. Items are the children with role="menuitem".
 */
export function MenuButton({
  label,
  triggerClassName,
  trigger,
  menuClassName,
  children,
}: {
  /** The button's accessible name, when its content alone does not say it. */
  label?: string;
  triggerClassName: string;
  trigger: ReactNode;
  menuClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<"first" | "last">("first");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const openMenu = (focus: "first" | "last") => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    (focusOnOpen.current === "last" ? list.at(-1) : list[0])?.focus();
    // A press anywhere outside closes the menu, as the pointer's "Escape".
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menu.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close(false);
      case " ":
        // Space activates a link item as it does a button.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(event.key === "ArrowUp" ? "last" : "first");
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        className={triggerClassName}
        onClick={() => (open ? close(false) : openMenu("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        tabIndex={-1}
        className={`absolute top-full right-0 z-50 mt-2 ${menuClassName}`}
        onKeyDown={onMenuKeyDown}
        // Choosing an item closes the menu; the item does its own work.
        onClick={(event) => {
          if ((event.target as Element).closest('[role="menuitem"]')) close(false);
        }}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
