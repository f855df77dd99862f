import { z } from "zod";
import { listPageField, listSearchField } from "~/lib/form-fields";
import { bulkFormSchema } from "~/modules/bulk/bulk-forms";

/** The staff certificate list's filters (query string); anything unreadable is the default. */
export const staffCertificateFiltersSchema = z.object({
  q: listSearchField,
  status: z.enum(["valid", "revoked", "all"]).catch("valid"),
  page: listPageField,
});

/** The certificate list's bulk form: resend. */
export const certificateBulkSchema = bulkFormSchema(["resend"]);
