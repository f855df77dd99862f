import { Link } from "react-router";
import { cursorLink, type PageCursors } from "~/lib/keyset-cursor";

const LINK_CLASS = "min-h-6 font-semibold text-brand-700 underline";

/**
 * A keyset list's pages (decision 0077): links to the rows before and after
 * the ones shown, when there are some; plain links, so they work without
 * script. No page numbers: a list of millions is not counted to number them.
 */
export function KeysetLinks({
  label,
  query,
  cursors,
  previous,
  next,
  prefix = "",
  hash = "",
}: {
  /** Names the navigation landmark ("Audit log pages"). */
  label: string;
  /** The list's query string as it is (its filters are kept). */
  query: string;
  cursors: PageCursors;
  previous: string;
  next: string;
  /** The list's parameters' prefix, on a page with several lists ("codes-"). */
  prefix?: string;
  /** Where the page opens ("#checks-codes"): the list, when it is not the page's first. */
  hash?: string;
}) {
  if (!cursors.previous && !cursors.next) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-4">
      {cursors.previous ? (
        <Link
          to={`${cursorLink(query, "before", cursors.previous, prefix)}${hash}`}
          className={LINK_CLASS}
        >
          {previous}
        </Link>
      ) : null}
      {cursors.next ? (
        <Link
          to={`${cursorLink(query, "after", cursors.next, prefix)}${hash}`}
          className={LINK_CLASS}
        >
          {next}
        </Link>
      ) : null}
    </nav>
  );
}
