import { z } from "zod";
import { bulkFormSchema } from "~/lib/bulk-choice";
import { listPageField, listSearchField } from "~/lib/form-fields";

/** The staff certificate list's filters (query string); anything unreadable is the default. */
export const staffCertificateFiltersSchema = z.object({
  q: listSearchField,
  status: z.enum(["valid", "revoked", "all"]).catch("valid"),
  page: listPageField,
});

/** The certificate list's bulk form: resend. */
export const certificateBulkSchema = bulkFormSchema(["resend"]);
