import { useEffect, useRef } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from "react-router";
import { ErrorPage } from "~/components/error-page";
import { type RootData, useRootData } from "~/components/layout/use-root-data";
import { useNonce } from "~/components/nonce";
import { NavigationStatus } from "~/components/ui/page-spinner";
import { SiteNavigationProvider } from "~/components/ui/site-link";
import { getSessionRefreshHeaders, getSessionUser } from "~/modules/auth/session.server";
import { toPublicConfig } from "~/modules/config/env.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interLatinBasic from "./fonts/inter-latin-basic-wght.woff2?url&no-inline";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The brand typeface's basic latin file (app/fonts.css), which every page's
  // text needs: fetched with the stylesheet rather than after it is read.
  {
    rel: "preload",
    href: interLatinBasic,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  return data<RootData>(
    { user, publicConfig: toPublicConfig(context.services.config) },
    { headers: await getSessionRefreshHeaders(request, context) },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useHydratedMarker();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172554" />
        <Meta />
        <CanonicalLinks />
        <Links />
      </head>
      <body className="min-h-screen">
        <SiteNavigationProvider>{children}</SiteNavigationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * `data-hydrated` on <html> once React has taken over the server's page: its
 * scripts load after the first paint (decision 0015), so the browser suite
 * waits for this before using what needs script.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
}

/**
 * The page's canonical address (no query string: a filtered or searched list
 * is the same page), from BASE_URL.
 */
function CanonicalLinks() {
  const baseUrl = useRootData()?.publicConfig.baseUrl;
  const { pathname } = useLocation();
  if (!baseUrl) return null;
  return <link rel="canonical" href={`${baseUrl}${pathname}`} />;
}

export default function App() {
  const navigation = useNavigation();
  useFocusMainOnNavigation();
  useWebVitalsReporting();
  return (
    <>
      <NavigationStatus loading={navigation.state === "loading"} />
      <Outlet />
    </>
  );
}

/** Web-vitals metrics reported at start-up (spec §7), once the page has settled. */
const VITALS_DELAY_MS = 3000;

function useWebVitalsReporting() {
  useEffect(() => {
    // Its code stays out of the first load: fetched once the page is idle.
    const timer = setTimeout(() => {
      void import("~/lib/web-vitals").then((vitals) => vitals.reportWebVitals());
    }, VITALS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * After a client-side navigation to another page, move focus to its main
 * content, so keyboard and screen-reader users start there (as they would
 * after a full page load). Not on first load, and not for in-page anchors.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

// Errors the site layout cannot show (in the root loader, or on "/").
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
