import { z } from "zod";
import { emailField, nameField, stateField } from "~/lib/form-fields";
import { parseStorableJson } from "~/lib/text-input";

// Campaign data from the browser is a nicety: unreadable data is dropped, never an error.
const campaignSchema = z
  .string()
  .max(2000)
  .transform((raw, ctx) => {
    if (!raw) return null;
    const value = parseStorableJson(raw);
    if (value === undefined) {
      ctx.addIssue({ code: "custom", message: "Unreadable campaign data." });
      return z.NEVER;
    }
    return value;
  })
  .pipe(
    z
      .object({
        source: z.string().max(200).nullable(),
        medium: z.string().max(200).nullable(),
        campaign: z.string().max(200).nullable(),
        term: z.string().max(200).nullable(),
        content: z.string().max(200).nullable(),
      })
      .nullable(),
  )
  .catch(null);

/**
 * The payment page's order form, as the action checks it: the product, the
 * live session, the price the buyer was shown (the server compares it with
 * its own), the page's idempotency key, the attendee and the campaign.
 */
export const orderSchema = z.object({
  courseId: z.string().min(1).max(200).optional(),
  bundleId: z.string().min(1).max(200).optional(),
  plan: z.literal("annual").optional(),
  liveSessionId: z.string().max(200).optional(),
  expectedPriceCents: z.coerce.number().int().min(0).max(10_000_000),
  idempotencyKey: z.uuid(),
  firstName: nameField("first name"),
  lastName: nameField("last name"),
  email: emailField,
  state: stateField,
  utm: campaignSchema.optional(),
  /** A discount code, applied on the page before paying (checked again by the server). */
  discountCode: z.string().trim().max(60).optional(),
});
