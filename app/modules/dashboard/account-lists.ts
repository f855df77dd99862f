/**
 * The attorney's own lists that grow with their history (decision 0079): the
 * dashboard shows the first few of each, in the same order as the list's own
 * pages, and links to those pages for the rest.
 */
export const ACCOUNT_LISTS = {
  registrations: {
    title: "My registrations",
    path: "/dashboard/registrations",
    nouns: ["registration", "registrations"],
  },
  evaluations: {
    title: "Courses to evaluate",
    path: "/dashboard/evaluations",
    nouns: ["course to evaluate", "courses to evaluate"],
  },
  certificates: {
    title: "My certificates",
    path: "/dashboard/certificates",
    nouns: ["certificate", "certificates"],
  },
  purchases: {
    title: "My purchases",
    path: "/dashboard/purchases",
    nouns: ["purchase", "purchases"],
  },
} as const satisfies Record<
  string,
  { title: string; path: string; nouns: readonly [string, string] }
>;

export type AccountListKind = keyof typeof ACCOUNT_LISTS;

/** How many of each list the dashboard shows: what needs doing comes first. */
export const DASHBOARD_LIST_SIZE = 10;

/** What the dashboard shows of a list against its length: the link to the rest when it is cut. */
export type ListExtent = { kind: AccountListKind; shown: number; total: number };
