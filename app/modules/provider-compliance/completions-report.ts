import { z } from "zod";

// The completions report's filters, read from the query string (their
// defaults and months: completions-period.ts).

// Years the site can have records of: no year 0 (PostgreSQL has none) or far future.
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

const monthField = z.string().regex(MONTH).optional().catch(undefined);

export const completionsFiltersSchema = z.object({
  from: monthField,
  to: monthField,
  state: z.string().trim().max(60).optional().catch(undefined),
  course: z.string().trim().max(120).optional().catch(undefined),
});

export type CompletionsFiltersAsked = z.infer<typeof completionsFiltersSchema>;
