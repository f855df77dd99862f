import { useRootData } from "~/components/layout/use-root-data";
import { SiteLink } from "~/components/ui/site-link";
import { SkipLink } from "~/components/ui/skip-link";
import { SITE_NAME } from "~/content/site";
import { AccountMenu } from "./account-menu";
import { MainMenuButton, MainNavigation, useMainMenu } from "./main-navigation";
import { useScrolledPast } from "./use-scrolled-past";

/** Spec §2: the header darkens once the page has scrolled more than this. */
const DARKEN_AFTER_PX = 20;

/**
 * The site's header. It stays at the top from 768 px up; on a phone it
 * scrolls away with the page, where it would hold a slice of the screen and
 * cover the links that pass beneath it.
 */
export function SiteHeader() {
  const user = useRootData()?.user ?? null;
  const scrolled = useScrolledPast(DARKEN_AFTER_PX);
  const menu = useMainMenu();

  return (
    <header
      data-surface="dark"
      className={`relative z-40 text-white md:sticky md:top-0 transition-colors ${scrolled ? "bg-brand-900 shadow-lg" : "bg-brand-800"}`}
    >
      <SkipLink />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <SiteLink to="/" className="font-bold text-xl tracking-tight">
          {SITE_NAME}
        </SiteLink>
        <div className="flex items-center gap-3 md:order-last">
          {user ? <AccountMenu user={user} /> : null}
          <MainMenuButton menu={menu} inlineFrom="md" />
        </div>
        <MainNavigation menu={menu} inlineFrom="md" signedIn={user !== null} />
      </div>
    </header>
  );
}
