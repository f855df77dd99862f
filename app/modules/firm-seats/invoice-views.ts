// The invoice list's views in words, without zod: the page's filter form reads
// them in the browser (the schema in firm-seat-forms.ts stays on the server).

/** The invoice list's views, as its filter names them. */
export const INVOICE_STATE_LABELS = {
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
} as const;
