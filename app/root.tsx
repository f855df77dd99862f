import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { useNonce } from "~/components/nonce";
import { NotFoundPage } from "~/components/not-found-page";
import { PageSpinner } from "~/components/ui/page-spinner";
import { SITE_NAME } from "~/content/site";
import { getSessionUser } from "~/modules/auth/session.server";
import { toPublicConfig } from "~/modules/config/env.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  return { user, publicConfig: toPublicConfig(context.services.config) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172554" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === "loading" ? <PageSpinner /> : null}
      <Outlet />
    </>
  );
}

/** The signed-in user and the public configuration, for any component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  // Never show internal details: the server log has them.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{`Something went wrong | ${SITE_NAME}`}</title>
      <p className="font-semibold text-brand-700 text-sm">Error {status}</p>
      <h1 className="font-bold text-3xl">Something went wrong</h1>
      <p className="text-slate-600">
        We could not show this page. Please try again in a moment. If it keeps happening, contact us
        and we will help.
      </p>
      <a
        href="/"
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Go Home
      </a>
    </main>
  );
}
