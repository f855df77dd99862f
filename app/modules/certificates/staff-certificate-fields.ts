import type { CreditCategory } from "~/content/state-rules/types";

// What the staff certificate page's forms name without zod: the schemas in
// staff-certificate-forms.ts build on these.

/** The input holding a category's corrected hours, e.g. "credit-ethics". */
export const creditFieldName = (category: CreditCategory) => `credit-${category}` as const;
