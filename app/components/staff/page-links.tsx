import { Link } from "react-router";

/** The address of another page of the same list: the query as it is, with `page` set. */
function pageLink(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.set("page", String(page));
  return `?${params}`;
}

const LINK_CLASS = "min-h-6 font-semibold text-brand-700 underline";

/** "Page 2 of 5" with links to the pages before and after, when there is more than one. */
export function PageLinks({
  label,
  query,
  page,
  pages,
  previous,
  next,
}: {
  /** Names the navigation landmark ("Audit log pages"). */
  label: string;
  query: string;
  page: number;
  pages: number;
  previous: string;
  next: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-4">
      {page > 1 ? (
        <Link to={pageLink(query, page - 1)} className={LINK_CLASS}>
          {previous}
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(query, page + 1)} className={LINK_CLASS}>
          {next}
        </Link>
      ) : null}
    </nav>
  );
}
