import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { EmptyState } from "~/components/staff/staff-frame";
import { type BoundedCount, countWords } from "~/lib/list-pages";

/**
 * A filtered list's count ("3 courses match.") and, when nothing is shown,
 * its empty state: with a filter on, a way back to the whole list.
 */
export function ListResults({
  count,
  total,
  filtered,
  clearTo,
  none,
  noneMatch,
  countRef,
  children,
}: {
  /** The words for a count: [one, many] ("course", "courses"). */
  count: readonly [string, string];
  /** A number, or a keyset list's bounded count ("More than 5,000 reports"). */
  total: number | BoundedCount;
  filtered: boolean;
  /** The list with no filter: where "Clear the search" leads. */
  clearTo: string;
  /** What the empty list says with no filter on. */
  none: string;
  /** What it says when a filter matches nothing. */
  noneMatch: string;
  /** Focused after a search, so a screen reader hears the count. */
  countRef?: RefObject<HTMLParagraphElement | null>;
  /** The list itself, shown when there is a row. */
  children: ReactNode;
}) {
  const bounded = typeof total === "number" ? { count: total, more: false } : total;
  const one = bounded.count === 1 && !bounded.more;
  return (
    <>
      <p ref={countRef} tabIndex={-1} className="mt-6 outline-none">
        {countWords(bounded, count)}
        {filtered ? (one ? " matches" : " match") : ""}.
      </p>
      <div className="mt-3">
        {bounded.count === 0 ? (
          <EmptyState>
            {filtered ? (
              <>
                {noneMatch}{" "}
                <Link to={clearTo} className="font-semibold text-brand-700 underline">
                  Clear the search
                </Link>
              </>
            ) : (
              none
            )}
          </EmptyState>
        ) : (
          children
        )}
      </div>
    </>
  );
}
