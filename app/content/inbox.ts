/** What reaches the staff inbox, and the states an item moves through. */

export const INBOX_KINDS = {
  contact: "Contact message",
  team: "At Work enquiry",
  guide: "Free guide request",
  aid: "Financial aid request",
} as const;

export type InboxKind = keyof typeof INBOX_KINDS;

export const INBOX_STATUSES = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
} as const;

export type InboxStatus = keyof typeof INBOX_STATUSES;

export function isInboxKind(value: string): value is InboxKind {
  return Object.hasOwn(INBOX_KINDS, value);
}

export const INBOX_PAGE_SIZE = 25;

/** An inbox item's page in the staff console. */
export function inboxItemPath(kind: string, sourceId: string): string {
  return `/staff/inbox/${kind}/${encodeURIComponent(sourceId)}`;
}
