import { isRouteErrorResponse } from "react-router";
import { SITE_NAME } from "~/content/site";
import { NotFoundPage } from "./not-found-page";
import { HomeLink } from "./ui/home-link";

/** What a visitor sees for an error: 404 has its own page; anything else reveals nothing internal. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (isRouteErrorResponse(error) && status === 403) {
    const message =
      typeof error.data?.message === "string"
        ? error.data.message
        : "You do not have access to this page.";
    return (
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center outline-none"
      >
        <title>{`Not allowed | ${SITE_NAME}`}</title>
        <p className="font-semibold text-brand-700 text-sm">Error 403</p>
        <h1 className="font-bold text-3xl">Not allowed</h1>
        <p className="text-slate-600">{message}</p>
        <HomeLink />
      </main>
    );
  }
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center outline-none"
    >
      <title>{`Something went wrong | ${SITE_NAME}`}</title>
      <p className="font-semibold text-brand-700 text-sm">Error {status}</p>
      <h1 className="font-bold text-3xl">Something went wrong</h1>
      <p className="text-slate-600">
        We could not show this page. Please try again in a moment. If it keeps happening, contact us
        and we will help.
      </p>
      <HomeLink />
    </main>
  );
}
