import { SITE_NAME } from "~/content/site";
import { HomeLink } from "./ui/home-link";

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
      <HomeLink />
    </main>
  );
}
