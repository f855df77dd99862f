import { z } from "zod";

/** The dashboard's "Remove" on an unpaid order: which order. */
export const removeOrderSchema = z.object({
  intent: z.literal("remove-order"),
  orderId: z.string().min(1).max(100),
});
