import { z } from "zod";
import { emailField } from "~/modules/auth/credentials";
import { FREE_GUIDE_LIMITS } from "./free-guide-fields";

/** A missing field reads as empty, so it gets its own message rather than zod's type error. */
const present = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? "" : value), schema);

/** The free guide form, checked on the server. */
export const freeGuideSchema = z.object({
  email: present(emailField),
  // Optional; one line (line breaks and runs of spaces become one space).
  name: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
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
