import type { ReactNode } from "react";
import { Form, Link } from "react-router";

/** How the fields sit: one search box, a box and a select, or a grid of filters. */
const LAYOUTS = {
  single: "sm:grid-cols-[1fr_auto] sm:items-end",
  withSelect: "sm:grid-cols-[1fr_14rem_auto] sm:items-end",
  grid3: "sm:grid-cols-2 lg:grid-cols-3",
  grid4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * A staff list's search and filters: a GET form (the filters live in the
 * address, so a filtered list can be shared and reloaded), a search landmark
 * named by `label`, the fields, the submit button and, when a filter is on,
 * a link that clears them. Keyed by the query, so following that link (or
 * the browser's back button) shows the fields as the address has them.
 */
export function StaffSearchForm({
  label,
  query,
  layout,
  submitLabel = "Search",
  clearTo,
  children,
}: {
  label: string;
  /** The current query string. */
  query: string;
  layout: keyof typeof LAYOUTS;
  submitLabel?: string;
  /** Where "Clear filters" leads; no link when nothing is filtered. */
  clearTo?: string | null;
  children: ReactNode;
}) {
  return (
    <Form
      key={query}
      method="get"
      role="search"
      aria-label={label}
      className={`grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${LAYOUTS[layout]}`}
    >
      {children}
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {submitLabel}
        </button>
        {clearTo ? (
          <Link to={clearTo} className="min-h-6 py-2 font-semibold text-brand-700 underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
