import { SiteLink } from "~/components/ui/site-link";

/** The 'Go Home' button of the 404 and error pages. */
export function HomeLink() {
  return (
    <SiteLink
      to="/"
      className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      Go Home
    </SiteLink>
  );
}
