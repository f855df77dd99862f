import { z } from "zod";
import { echoText } from "~/lib/echo-fields";
import { emailField, oneLine, present } from "~/lib/form-fields";
import type { FormFields } from "~/lib/form-reply";
import { FREE_GUIDE_LIMITS, type FreeGuideValues } from "./free-guide-fields";

/** The free guide form, checked on the server. */
export const freeGuideSchema = z.object({
  email: present(emailField),
  // Optional; one line (line breaks and runs of spaces become one space).
  name: z
    .string()
    .transform(oneLine)
    .pipe(
      z
        .string()
        .max(FREE_GUIDE_LIMITS.nameMax, `Use at most ${FREE_GUIDE_LIMITS.nameMax} characters.`),
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
  consent: present(
    z.literal("yes", { error: "Tick the box to agree, so that we may send you the guide." }),
  ),
  // Ticked or not: any other value reads as not ticked.
  newsletter: z
    .literal("yes")
    .optional()
    .catch(undefined)
    .transform((value) => value === "yes"),
  /** A field people never see; bots fill it in. */
  website: z.string().optional(),
});

export type FreeGuideInput = z.infer<typeof freeGuideSchema>;

/** Room for every field at its longest, even with each character percent-encoded. */
export const FREE_GUIDE_MAX_BYTES = 16_000;

/** What the action answers, besides field messages. */
export const FREE_GUIDE_MESSAGES = {
  tooMany: "You have asked for the guide several times just now. Please wait ten minutes.",
  failure: "Something went wrong and the guide was not sent. Please try again later.",
  sent: ({ email, newsletter }: { email: string; newsletter: boolean }) =>
    `Thank you. The guide is on its way to ${email}: it should arrive within a few minutes (check your spam folder if it does not).${newsletter ? " For the newsletter, follow the link in the confirmation message we are sending you." : ""}`,
};

/** What was typed (cut to a sane length), for the form to show again. */
export function echoFreeGuide(fields: FormFields): FreeGuideValues {
  return {
    ...echoText(fields, { email: 300, name: 200 }),
    consent: fields.consent === "yes",
    newsletter: fields.newsletter === "yes",
  };
}
