import { z } from "zod";

/** The compliance page's switch for the administrator's own weekly summary. */
export const weeklySummarySchema = z.object({
  weeklySummary: z.enum(["on", "off"], { message: "Choose whether to get the weekly summary." }),
});
