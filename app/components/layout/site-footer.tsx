import { useEffect, useRef } from "react";
import { useRootData } from "~/components/layout/use-root-data";
import { SiteLink } from "~/components/ui/site-link";
import { CATEGORY_NAVIGATION, MAIN_NAVIGATION } from "~/content/navigation";
import { SITE_NAME, SITE_TAGLINE } from "~/content/site";
import { APPROVED_STATES, statePagePath } from "~/content/states";

/** Every link at least 24 px high (WCAG 2.5.8), its padding standing in for the list's spacing. */
const TARGET = "inline-block py-1";

/** Loaded lazily by the site layout (spec §2). Default export for React.lazy. */
export default function SiteFooter() {
  const publicConfig = useRootData()?.publicConfig;
  const year = new Date().getFullYear();
  const footer = useRef<HTMLElement>(null);
  // Hydrated after the page (its code comes later): until then its links load
  // pages the plain way. The browser suite waits for this mark.
  useEffect(() => {
    footer.current?.setAttribute("data-hydrated", "");
  }, []);
  return (
    <footer ref={footer} data-surface="dark" className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="font-bold text-lg text-white">{SITE_NAME}</p>
          <p className="mt-2 text-slate-300 text-sm">{SITE_TAGLINE}.</p>
          {publicConfig ? (
            <ul className="mt-3 text-sm">
              <li>
                <a
                  className={`${TARGET} underline hover:text-white`}
                  href={`mailto:${publicConfig.contactEmail}`}
                >
                  {publicConfig.contactEmail}
                </a>
              </li>
              <li>
                <a
                  className={`${TARGET} underline hover:text-white`}
                  href={`tel:${publicConfig.contactPhone.replace(/[^+\d]/g, "")}`}
                >
                  {publicConfig.contactPhone}
                </a>
              </li>
            </ul>
          ) : null}
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-white">Explore</h2>
          <ul className="mt-2 text-sm">
            {[
              ...MAIN_NAVIGATION,
              { to: "/plans", label: "Plans" } as const,
              { to: "/free-guide", label: "Free guide" } as const,
              { to: "/privacy", label: "Privacy" } as const,
            ].map((item) => (
              <li key={item.to}>
                <SiteLink className={`${TARGET} hover:text-white hover:underline`} to={item.to}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Course categories">
          <h2 className="font-semibold text-white">Categories</h2>
          <ul className="mt-2 text-sm">
            {CATEGORY_NAVIGATION.map((item) => (
              <li key={item.to}>
                <SiteLink className={`${TARGET} hover:text-white hover:underline`} to={item.to}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Approved states">
          <h2 className="font-semibold text-white">Approved states</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
            {APPROVED_STATES.map((state) => (
              <li key={state.slug}>
                <SiteLink
                  className={`${TARGET} hover:text-white hover:underline`}
                  to={statePagePath(state.slug)}
                >
                  {state.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-slate-800 border-t px-4 py-6 text-center text-slate-400 text-xs">
        © {year} {SITE_NAME}. Course approval and credit rules vary by state; confirm your
        requirements with your regulator.
      </p>
    </footer>
  );
}
