import { z } from "zod";
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from "~/content/inbox";
import { bulkFormSchema } from "~/lib/bulk-choice";
import { listPageField, listSearchField } from "~/lib/form-fields";

const statuses = Object.keys(INBOX_STATUSES) as [InboxStatus, ...InboxStatus[]];
const kinds = Object.keys(INBOX_KINDS) as [InboxKind, ...InboxKind[]];

/** The inbox list's filters (query string); anything unreadable falls back to the default. */
export const inboxFiltersSchema = z.object({
  status: z.enum(["open", "all", ...statuses]).catch("open"),
  kind: z.enum(kinds).optional().catch(undefined),
  assignee: z.enum(["me", "unassigned"]).optional().catch(undefined),
  q: listSearchField,
  page: listPageField,
});

/** The forms on an inbox item's page. */
export const inboxItemIntents = {
  update: z.object({
    status: z.enum(statuses, { message: "Choose a status." }),
    assigneeId: z
      .string()
      .max(200)
      .transform((value) => value || null),
    version: z.coerce.number().int().min(1),
  }),
  note: z.object({
    body: z
      .string()
      .trim()
      .min(1, "Write the note.")
      .max(5000, "Keep the note under 5,000 characters."),
  }),
  reply: z.object({
    subject: z
      .string()
      .trim()
      .min(1, "Give the reply a subject.")
      .max(200, "Keep the subject under 200 characters.")
      .refine((value) => !/[\r\n]/.test(value), "The subject must be one line."),
    body: z
      .string()
      .trim()
      .min(1, "Write the reply.")
      .max(20_000, "Keep the reply under 20,000 characters."),
  }),
};

/** The inbox list's bulk form: close, or assign to one staff member. */
export const inboxBulkSchema = bulkFormSchema(["close", "assign"]);
