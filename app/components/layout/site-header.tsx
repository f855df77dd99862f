import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { SiteLink } from "~/components/ui/site-link";
import { SkipLink } from "~/components/ui/skip-link";
import { MAIN_NAVIGATION } from "~/content/navigation";
import { SITE_NAME } from "~/content/site";
import { AccountMenu } from "./account-menu";
import { useScrolledPast } from "./use-scrolled-past";

/** Spec §2: the header darkens once the page has scrolled more than this. */
const DARKEN_AFTER_PX = 20;

/** The section a navigation item leads to, or a page within it, is open. */
function isCurrentSection(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}

export function SiteHeader() {
  const user = useRootData()?.user ?? null;
  const scrolled = useScrolledPast(DARKEN_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Escape closes the small-screen menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // Close the small-screen menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header
      data-surface="dark"
      className={`sticky top-0 z-40 text-white transition-colors ${scrolled ? "bg-brand-900 shadow-lg" : "bg-brand-800"}`}
    >
      <SkipLink />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <SiteLink to="/" className="font-bold text-xl tracking-tight">
          {SITE_NAME}
        </SiteLink>
        <div className="flex items-center gap-3 md:order-last">
          {user ? <AccountMenu user={user} /> : null}
          <button
            ref={menuButton}
            type="button"
            className="rounded-md px-3 py-2 font-medium ring-1 ring-white/40 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? "Close menu" : "Menu"}
          </button>
        </div>
        <nav
          id={menuId}
          aria-label="Main"
          className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-white/20 border-b bg-brand-900 px-4 pb-4 shadow-xl md:static md:border-0 md:shadow-none md:flex md:flex-row md:items-center md:gap-6 md:bg-transparent md:p-0`}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:gap-5">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  aria-current={isCurrentSection(location.pathname, item.to) ? "page" : undefined}
                  className={`block rounded px-2 py-2 hover:underline ${isCurrentSection(location.pathname, item.to) ? "font-semibold underline" : ""}`}
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-3">
            <SiteLink
              to="/plans"
              className="rounded-md bg-accent-500 px-4 py-2 text-center font-semibold text-ink hover:bg-amber-400"
            >
              View Plans
            </SiteLink>
            {user ? null : (
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
      </div>
    </header>
  );
}
