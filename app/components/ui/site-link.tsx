import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
} from "react";
import { type NavigateFunction, useNavigate } from "react-router";

const SiteNavigation = createContext<NavigateFunction | null>(null);

/**
 * Gives every <SiteLink> below it the router's navigate function: one
 * `useNavigate` per page instead of one per link.
 */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  return <SiteNavigation.Provider value={useNavigate()}>{children}</SiteNavigation.Provider>;
}

/** A plain left click that the page, not the browser, should handle. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path on this site, from its root (`/courses`, `/states/…`). */
  to: `/${string}`;
};

/**
 * A link to a page of this site for the frame every page carries (header,
 * footer, menus): an <a> that navigates in the page on a plain click.
 * React Router's <Link> resolves its path twice and builds a navigate function
 * for each link it renders, about 8 µs apiece on the server; the frame has
 * some thirty of them on every page (decision 0021). Relative paths and the
 * router's link options (prefetch, state, view transitions) need <Link>.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const navigate = useContext(SiteNavigation);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isPlainClick(event)) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // Like <Link>: a link to the page one is on replaces the history entry.
    void navigate(to, { replace: here === to });
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
