import { z } from "zod";
import { MAILING_KINDS } from "~/db/schema/mailings";
import { listPageField, listSearchField, oneLineText, present } from "~/lib/form-fields";
import { unknownMergeFieldMessage } from "./merge-fields";

// The staff forms of messages to registrants: writing one (subject, body,
// kind), its test, its sending, and the list's search.

export const SUBJECT_MAX = 150;
export const BODY_MAX = 10_000;

const mergeChecked = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((text, ctx) => {
    const message = unknownMergeFieldMessage(text);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const mailingContentSchema = z.object({
  subject: mergeChecked(oneLineText("Write a subject.", SUBJECT_MAX)),
  body: mergeChecked(
    present(
      z
        .string()
        .transform((text) => text.replace(/\r\n?/g, "\n").trim())
        .pipe(
          z
            .string()
            .min(1, "Write the message.")
            .max(BODY_MAX, `Use at most ${BODY_MAX.toLocaleString("en-US")} characters.`),
        ),
    ),
  ),
  kind: present(
    z.enum(MAILING_KINDS, {
      message: "Choose whether it is about their registration or news (marketing).",
    }),
  ),
});

export type MailingContent = z.infer<typeof mailingContentSchema>;

/** Who a new message goes to, from the address of the page that wrote it. */
export const mailingAudienceSchema = z.union([
  z.object({ session: z.string().trim().min(1).max(200) }),
  z.object({ course: z.string().trim().min(1).max(200) }),
]);

export const createMailingSchema = mailingContentSchema.extend({
  session: z.string().trim().max(200).optional(),
  course: z.string().trim().max(200).optional(),
  /** The roster's filters it was written from ("paid=yes&state=texas"). */
  filters: z.string().max(1000).optional(),
});

export const mailingIntents = {
  save: mailingContentSchema,
  test: z.object({}),
  send: z.object({
    /** How many the page said it would go to: a changed count is asked again. */
    expected: z.coerce.number().int().min(0),
    confirm: present(
      z.literal("yes", { message: "Tick the box to confirm who the message goes to." }),
    ),
  }),
};

export const mailingListSchema = z.object({ q: listSearchField, page: listPageField });

export const mailingIdSchema = z.string().uuid();
