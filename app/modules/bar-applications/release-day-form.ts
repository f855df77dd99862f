import { z } from "zod";
import { optionalDayField, versionField } from "~/lib/form-fields";

/** The accreditation tab's form for an on-demand course's release day (empty: not set). */
export const releaseDaySchema = z.object({
  releaseOn: optionalDayField("the release day", { example: "2027-03-01" }),
  version: versionField,
});
