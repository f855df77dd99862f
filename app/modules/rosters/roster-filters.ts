import { z } from "zod";
import { listPageField, listSearchField } from "~/lib/form-fields";
import { ROSTER_SORTS } from "./roster-fields";

const yesNo = z.enum(["yes", "no"]).optional().catch(undefined);

/**
 * A roster's filters and page, read from the query string (the page and its
 * CSV export read the same). Anything unreadable is no filter, never an error.
 */
export const rosterFiltersSchema = z.object({
  /** Part of the name or e-mail, or a bar number. */
  q: listSearchField,
  /** Paid through an order, or free (a free registration, a membership place). */
  paid: yesNo,
  /** Entered at least one attendance code, or watched any of the recording. */
  attended: yesNo,
  /** Holds a certificate for the course (any state). */
  certificate: yesNo,
  /** Holds a bar admission in this state (its slug). */
  state: z
    .string()
    .regex(/^[a-z][a-z-]{1,40}$/)
    .optional()
    .catch(undefined),
  sort: z.enum(ROSTER_SORTS).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: listPageField,
});

export type RosterFilters = z.infer<typeof rosterFiltersSchema>;

/** The rosters page's search (a course's title) and its page of courses. */
export const rosterScopesFiltersSchema = z.object({
  q: listSearchField,
  page: listPageField,
});
