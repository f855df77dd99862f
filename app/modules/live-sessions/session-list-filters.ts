import { z } from "zod";
import { listSearchField } from "~/lib/form-fields";

/** The live-session list's filters (query string); anything unreadable is no filter. */
export const sessionListFiltersSchema = z.object({
  show: z.enum(["upcoming", "past", "cancelled"]).catch("upcoming"),
  q: listSearchField,
});
export type SessionListFilters = z.infer<typeof sessionListFiltersSchema>;
