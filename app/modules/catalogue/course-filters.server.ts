import { z } from "zod";
import { creditTypes } from "~/content/credit-categories";
import { APPROVED_STATES } from "~/content/states";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";
import type { CourseFilter } from "./list-courses.server";

/**
 * The catalogue's filters as they travel in the URL (?q=&state=&credit=&format=&pending=1),
 * so a filtered list can be shared. A value that names nothing we know is
 * dropped rather than refused: the visitor still gets a list.
 */
const filtersSchema = z.object({
  // Too long a search is cut, not dropped: the visitor still sees what they asked for.
  q: z
    .string()
    .transform((value) =>
      value.replaceAll("\u0000", "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim(),
    )
    .catch(""),
  state: z
    .enum(APPROVED_STATES.map((state) => state.slug) as [string, ...string[]])
    .optional()
    .catch(undefined),
  credit: z.enum(creditTypes).optional().catch(undefined),
  format: z.enum(["live_webcast", "on_demand"]).optional().catch(undefined),
  pending: z
    .literal("1")
    .optional()
    .catch(undefined)
    .transform((value) => value === "1"),
});

type CourseFilterValues = {
  q: string;
  state: string | null;
  credit: (typeof creditTypes)[number] | null;
  format: "live_webcast" | "on_demand" | null;
  pending: boolean;
};

export function parseCourseFilters(url: URL): CourseFilterValues {
  const params = url.searchParams;
  const parsed = filtersSchema.parse({
    q: params.get("q") ?? undefined,
    state: params.get("state") || undefined,
    credit: params.get("credit") || undefined,
    format: params.get("format") || undefined,
    pending: params.get("pending") || undefined,
  });
  return {
    q: parsed.q,
    state: parsed.state ?? null,
    credit: parsed.credit ?? null,
    format: parsed.format ?? null,
    pending: parsed.pending,
  };
}

/** The values as listCourses' filter (published courses only). */
export function toCourseFilter(values: CourseFilterValues): CourseFilter {
  return {
    status: "published",
    query: values.q || undefined,
    state: values.state ?? undefined,
    includePending: values.pending,
    creditType: values.credit ?? undefined,
    format: values.format ?? undefined,
  };
}
