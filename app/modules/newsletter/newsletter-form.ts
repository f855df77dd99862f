import { z } from "zod";
import { looksLikeEmail } from "./newsletter-messages";

/** A newsletter sign-up as the action checks it (zod stays out of the browser bundle). */
export const newsletterSchema = z.object({
  email: z.string().trim().min(1).max(254).refine(looksLikeEmail),
  source: z.enum(["hero", "upcoming"]).catch("hero"),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
