import { z } from "zod";

/** The TEST MODE checkout's form: which of its two buttons was pressed. */
export const testCheckoutSchema = z.object({
  decision: z.enum(["pay", "decline"], { error: "Choose Pay or Decline." }),
});
