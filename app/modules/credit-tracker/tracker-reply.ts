// What the tracker page's action answers, read by the page to show each
// answer beside the form that was sent. No zod: the page imports it.

import type { FormReply } from "~/lib/form-reply";

/**
 * Which of the page's forms a post came from: the state whose card holds it
 * (none for the page's add-state form) and, where a card has several such
 * forms, the period or credit it is about.
 */
export type TrackerScope = { state: string | null; target: string | null };

/** The house form reply; its `values` are the scope of the post it answers. */
export type TrackerReply = FormReply<TrackerScope>;

/**
 * A post's scope, from its fields: `read` gives a field's posted value (the
 * page reads the FormData it is sending, the action the fields it read).
 */
export function postedScope(read: (name: string) => unknown): TrackerScope {
  // A field's text, or null when it is blank or not text.
  const field = (name: string) => {
    const value = read(name);
    return typeof value === "string" && value !== "" ? value : null;
  };
  return {
    state: field("intent") === "add-state" ? null : field("state"),
    target: field("periodId") ?? field("creditId"),
  };
}

/** The scope a reply answers; none for a post that could not be read. */
export function replyScope(reply: TrackerReply): TrackerScope {
  return reply.values ?? { state: null, target: null };
}
