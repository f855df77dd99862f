import { z } from "zod";
import { isCourseId } from "~/content/catalogue";
import { CERTIFICATE_MESSAGES } from "./certificate-messages";

/**
 * The affirmation form (its `states` is a checkbox group: read it as a list).
 * Every field's message at once: an empty submission hears all that is missing.
 */
export const affirmationSchema = z.object({
  courseId: z.string().refine(isCourseId),
  // No box ticked: the field is absent, and that is the same message as an empty list.
  states: z
    .array(z.string().max(40), { error: CERTIFICATE_MESSAGES.chooseState })
    .min(1, { error: CERTIFICATE_MESSAGES.chooseState })
    .max(20),
  typedName: z
    .string({ error: CERTIFICATE_MESSAGES.typeName })
    .trim()
    .min(2, { error: CERTIFICATE_MESSAGES.typeName })
    .max(120, { error: CERTIFICATE_MESSAGES.typeName }),
  affirm: z.literal("yes", { error: CERTIFICATE_MESSAGES.mustAffirm }),
});
