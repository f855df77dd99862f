import { Link } from "react-router";
import { SITE_NAME } from "~/content/site";

/** Spec §2 / §8: the page for any unknown path. */
export function NotFoundPage() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="outline-none mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center"
    >
      <title>{`Page Not Found | ${SITE_NAME}`}</title>
      <meta
        name="description"
        content="The page you are looking for doesn't exist or has been moved."
      />
      <p className="font-semibold text-brand-700 text-sm">404</p>
      <h1 className="font-bold text-4xl tracking-tight">Page Not Found</h1>
      <p className="text-lg text-slate-600">
        The page you are looking for doesn't exist or has been moved.
      </p>
      <Link
        to="/"
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Go Home
      </Link>
    </main>
  );
}
