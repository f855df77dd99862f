import { z } from "zod";
import { emailField, oneLine, present } from "~/lib/form-fields";
import { FREE_GUIDE_LIMITS } from "./free-guide-fields";

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
