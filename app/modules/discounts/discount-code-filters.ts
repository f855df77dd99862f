// The code list's filters in words, without zod: the page's filter form
// reads them in the browser (the schemas in discount-forms.ts stay on the server).

/** The code list's states to filter by, as its State column words them. */
export const CODE_STATE_FILTERS = {
  running: "Running",
  upcoming: "Not started",
  ended: "Ended or expired",
} as const;
export type CodeStateFilter = keyof typeof CODE_STATE_FILTERS;

/** The code list's kinds to filter by. */
export const CODE_KIND_FILTERS = { promotion: "Promotion", aid: "Financial aid" } as const;
