import { z } from "zod";

// The evaluation pages' posts: the attendee's answers (read against the
// form's version by submit-evaluation) and the staff's mail to a speaker.

export const evaluationPostSchema = z
  .looseObject({ formVersion: z.coerce.number().int().min(0) })
  .transform(({ formVersion, ...rest }) => ({
    formVersion,
    // The answers as posted (text fields only), read against the form's version later.
    fields: Object.fromEntries(
      Object.entries(rest).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
  }));

export const speakerMailSchema = z.object({
  facultyId: z.string().min(1, "Choose the faculty member."),
  /** Empty: the faculty member's login address, where they have one. */
  to: z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), z.email("Enter the faculty member's e-mail address.").max(254)]))
    .transform((to) => to || null),
});
