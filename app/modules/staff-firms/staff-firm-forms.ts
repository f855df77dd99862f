import { z } from "zod";
import { listPageField, listSearchField } from "~/lib/form-fields";

/** The firm list's search (query string); anything unreadable is no search. */
export const firmSearchSchema = z.object({
  q: listSearchField,
  page: listPageField,
});

/** A firm's or an invitation's id as better-auth makes them. */
const recordIdSchema = z.string().regex(/^[\w-]{1,100}$/);

/** A firm page's address; anything else is a firm that does not exist. */
export const firmIdSchema = recordIdSchema;

const invitationField = z.object({
  invitationId: z.preprocess(
    (value) => value ?? "",
    recordIdSchema.or(z.literal("")).refine((value) => value !== "", "Choose an invitation."),
  ),
});

/** The forms on a firm's staff page. */
export const staffFirmIntents = {
  extend: invitationField,
  resend: invitationField,
  note: z.object({
    body: z
      .string({ error: "Write the note." })
      .trim()
      .min(1, "Write the note.")
      .max(5000, "Keep the note under 5,000 characters."),
  }),
};
