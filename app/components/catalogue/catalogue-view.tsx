import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { CreditType } from "~/content/credit-categories";
import { CREDIT_TYPE_LABELS } from "~/content/credit-categories";
import { CATEGORY_NAVIGATION } from "~/content/navigation";
import { APPROVED_STATES } from "~/content/states";
import { FORMAT_LABELS } from "~/lib/format";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";
import { type CourseCardData, CourseGrid } from "./course-card";

type CatalogueFilters = {
  q: string;
  state: string | null;
  credit: CreditType | null;
  format: "live_webcast" | "on_demand" | null;
  pending: boolean;
};

const FIELD =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base focus-visible:border-brand-700";

/**
 * A list of courses with its filters: a plain GET form, so the filters live
 * in the URL (shareable, and working before the script loads).
 */
export function CatalogueView({
  action,
  filters,
  courses,
  showFormat = true,
}: {
  /** The page the form submits to (/courses, a category or /ondemand). */
  action: string;
  filters: CatalogueFilters;
  courses: readonly CourseCardData[];
  /**
   * Whether the format can be chosen. A page whose list is one format already
   * (the on-demand library) hides the choice, and the format is not named
   * among the active filters.
   */
  showFormat?: boolean;
}) {
  const id = useId();
  const busy = useNavigation().state === "loading";
  const stateName = APPROVED_STATES.find((state) => state.slug === filters.state)?.name ?? null;
  const active = [
    filters.q ? `matching “${filters.q}”` : null,
    stateName
      ? filters.pending
        ? `approved or pending in ${stateName}`
        : `approved in ${stateName}`
      : null,
    filters.credit ? `with ${CREDIT_TYPE_LABELS[filters.credit]} credit` : null,
    showFormat && filters.format ? FORMAT_LABELS[filters.format].toLowerCase() : null,
  ].filter(Boolean);
  const filtered = active.length > 0;
  return (
    <div className="grid gap-8 lg:grid-cols-[17rem_1fr]">
      <div>
        <Form
          // A new search (header box, "Clear filters") shows its own values, not the last ones typed.
          key={JSON.stringify(filters)}
          method="get"
          action={action}
          role="search"
          aria-label="Find courses"
          className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <div className="grid gap-1">
            <label htmlFor={`${id}-q`} className="font-medium text-sm">
              Search courses
            </label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              // Short enough to show whole in a phone-width field.
              placeholder="e.g. prompting, Rule 11"
              className={FIELD}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-state`} className="font-medium text-sm">
              Approved in
            </label>
            <select
              id={`${id}-state`}
              name="state"
              defaultValue={filters.state ?? ""}
              className={FIELD}
            >
              <option value="">Any state</option>
              {APPROVED_STATES.map((state) => (
                <option key={state.slug} value={state.slug}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="pending"
              value="1"
              defaultChecked={filters.pending}
              className="mt-0.5 size-4"
            />
            <span>Include courses whose approval is pending in that state</span>
          </label>
          <div className="grid gap-1">
            <label htmlFor={`${id}-credit`} className="font-medium text-sm">
              Credit type
            </label>
            <select
              id={`${id}-credit`}
              name="credit"
              defaultValue={filters.credit ?? ""}
              className={FIELD}
            >
              <option value="">Any credit type</option>
              {(Object.entries(CREDIT_TYPE_LABELS) as [CreditType, string][]).map(
                ([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ),
              )}
            </select>
          </div>
          {showFormat ? (
            <fieldset className="grid gap-1">
              <legend className="mb-1 font-medium text-sm">Format</legend>
              {(
                [
                  ["", "Any format"],
                  ["live_webcast", FORMAT_LABELS.live_webcast],
                  ["on_demand", FORMAT_LABELS.on_demand],
                ] as const
              ).map(([value, label]) => (
                <label key={value || "any"} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="format"
                    value={value}
                    defaultChecked={(filters.format ?? "") === value}
                    className="size-4"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Show courses
            </button>
            {filtered ? (
              <Link to={action} className="text-brand-700 text-sm underline">
                Clear filters
              </Link>
            ) : null}
          </div>
        </Form>
        <nav aria-label="Browse by category" className="mt-6">
          <h2 className="font-semibold text-sm">Browse by category</h2>
          <ul className="mt-2 grid gap-1 text-sm">
            <li>
              <Link to="/courses" className="text-brand-700 underline">
                All courses
              </Link>
            </li>
            {CATEGORY_NAVIGATION.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={item.to === action ? "page" : undefined}
                  className="text-brand-700 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <section aria-labelledby={`${id}-results`} aria-busy={busy}>
        <h2 id={`${id}-results`} className="mb-4 font-semibold text-xl" aria-live="polite">
          {courses.length} {courses.length === 1 ? "course" : "courses"}
          {filtered ? ` ${active.join(", ")}` : ""}
        </h2>
        <CourseGrid
          courses={courses}
          stateName={stateName}
          emptyMessage={
            filtered
              ? "No course matches your search. Try fewer or other words, or clear the filters."
              : undefined
          }
        />
      </section>
    </div>
  );
}
