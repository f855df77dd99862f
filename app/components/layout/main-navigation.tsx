import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LinkUntilHydrated } from "~/components/ui/link-until-hydrated";
import { SiteLink } from "~/components/ui/site-link";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MAIN_NAVIGATION } from "~/content/navigation";

/**
 * The small-screen menu's id: one per page (each page has one header). Until
 * the page has hydrated, the Menu button is a link to it, and the menu shows
 * while it is the address's target, so it opens before the scripts run (and
 * without script).
 */
const MENU_ID = "main-menu";

/**
 * The width from which the navigation sits in the header's row; below it, it
 * is the small-screen menu behind a Menu button. The landing header, which
 * also holds the search box, needs more room than the site header, and sets
 * its links a little closer.
 */
export type InlineFrom = "md" | "lg";

// Written out per width: Tailwind finds its classes by reading the source.
const BUTTON_CLASS: Record<InlineFrom, string> = {
  md: "rounded-md px-3 py-2 font-medium ring-1 ring-white/40 md:hidden",
  lg: "rounded-md px-3 py-2 font-medium ring-1 ring-white/40 lg:hidden",
};
const NAV_CLASS: Record<InlineFrom, string> = {
  md: "absolute inset-x-0 top-full flex-col gap-1 border-white/20 border-b bg-brand-900 px-4 pb-4 shadow-xl md:static md:flex md:flex-row md:items-center md:gap-6 md:border-0 md:bg-transparent md:p-0 md:shadow-none",
  lg: "absolute inset-x-0 top-full flex-col gap-1 border-white/20 border-b bg-brand-900 px-4 pb-4 shadow-xl lg:static lg:flex lg:flex-row lg:items-center lg:gap-4 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none",
};
const LIST_CLASS: Record<InlineFrom, string> = {
  md: "flex flex-col gap-1 md:flex-row md:gap-5",
  lg: "flex flex-col gap-1 lg:flex-row lg:gap-1",
};
const ACTIONS_CLASS: Record<InlineFrom, string> = {
  md: "flex flex-col gap-2 md:flex-row md:items-center md:gap-3",
  lg: "flex flex-col gap-2 lg:flex-row lg:items-center lg:gap-3",
};

/** The section a navigation item leads to, or a page within it, is open. */
function isCurrentSection(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}

/** The small-screen menu's state, shared by its button and the navigation it opens. */
export type MainMenu = {
  open: boolean;
  toggle: () => void;
  menuId: string;
  button: RefObject<HTMLButtonElement | null>;
  pathname: string;
};

/**
 * Open or closed: Escape closes the menu and returns focus to its button,
 * and a navigation closes it.
 */
export function useMainMenu(): MainMenu {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setOpen(false), [location.key]);

  // Opened as a link before the page hydrated: it stays open, now as the button's.
  useEffect(() => {
    if (window.location.hash === `#${MENU_ID}`) setOpen(true);
  }, []);

  return {
    open,
    toggle: () => setOpen((current) => !current),
    menuId: MENU_ID,
    button,
    pathname: location.pathname,
  };
}

/** The small-screen menu's button ("Menu" / "Close menu"), hidden where the navigation fits. */
export function MainMenuButton({ menu, inlineFrom }: { menu: MainMenu; inlineFrom: InlineFrom }) {
  return (
    <LinkUntilHydrated
      href={`#${menu.menuId}`}
      buttonRef={menu.button}
      className={BUTTON_CLASS[inlineFrom]}
      aria-expanded={menu.open}
      aria-controls={menu.menuId}
      onClick={menu.toggle}
    >
      {menu.open ? "Close menu" : "Menu"}
    </LinkUntilHydrated>
  );
}

/**
 * The site's primary navigation (app/content/navigation.ts), View Plans, and
 * Log In / Sign Up for visitors: in the header's row on wide screens, and the
 * panel under the header that the Menu button opens on small ones. Every
 * header of the site carries this one.
 */
export function MainNavigation({
  menu,
  inlineFrom,
  signedIn,
}: {
  menu: MainMenu;
  inlineFrom: InlineFrom;
  signedIn: boolean;
}) {
  // Before hydration the menu opens as the address's target (see MENU_ID).
  const hydrated = useHydrated();
  return (
    <nav
      id={menu.menuId}
      aria-label="Main"
      className={`${menu.open ? "flex" : "hidden"} ${hydrated ? "" : "target:flex"} ${NAV_CLASS[inlineFrom]}`}
    >
      <ul className={LIST_CLASS[inlineFrom]}>
        {MAIN_NAVIGATION.map((item) => {
          const current = isCurrentSection(menu.pathname, item.to);
          return (
            <li key={item.to}>
              <SiteLink
                to={item.to}
                aria-current={current ? "page" : undefined}
                className={`block rounded px-2 py-2 hover:underline ${current ? "font-semibold underline" : ""}`}
              >
                {item.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
      <div className={ACTIONS_CLASS[inlineFrom]}>
        <SiteLink
          to="/plans"
          className="rounded-md bg-accent-500 px-4 py-2 text-center font-semibold text-ink hover:bg-amber-400"
        >
          View Plans
        </SiteLink>
        {signedIn ? null : (
          <>
            <SiteLink to="/login" className="rounded px-2 py-2 hover:underline">
              Log In
            </SiteLink>
            <SiteLink
              to="/register"
              className="rounded-md bg-white px-4 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50"
            >
              Sign Up
            </SiteLink>
          </>
        )}
      </div>
    </nav>
  );
}
