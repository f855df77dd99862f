/** Which sessions the staff list shows: those to run, those run, those called off. */
export const SESSION_LIST_VIEWS = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
} as const;
export type SessionListView = keyof typeof SESSION_LIST_VIEWS;

/** Sessions on one page of the staff list. */
export const SESSION_LIST_PAGE_SIZE = 30;
