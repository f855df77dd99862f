import { z } from "zod";
import { listPageField, listSearchField } from "~/lib/form-fields";

/** The attendee search (query string); anything unreadable is no search. */
export const attendeeSearchSchema = z.object({
  q: listSearchField,
  page: listPageField,
});

/** An attendee page's address: an account id as better-auth makes them. */
export const attendeeIdSchema = z.string().regex(/^[\w-]{1,100}$/);

/** A message's address on an attendee's page: an outbox id. */
export const outboxMessageIdSchema = z.string().regex(/^[\w-]{1,100}$/);
