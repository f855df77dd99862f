import { z } from "zod";

/** The attendee search (query string); anything unreadable is no search. */
export const attendeeSearchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** An attendee page's address: an account id as better-auth makes them. */
export const attendeeIdSchema = z.string().regex(/^[\w-]{1,100}$/);

/** How many of the latest messages to a person the attendee page lists. */
export const ATTENDEE_MAIL_LIMIT = 50;
