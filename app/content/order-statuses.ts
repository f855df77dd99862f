/** What an order's status is called wherever it is shown (the dashboard, the staff console). */
export const ORDER_STATUS_LABELS = {
  pending: "Awaiting payment",
  invoiced: "Invoiced",
  paid: "Paid",
  failed: "Not paid",
  refunded: "Refunded",
} as const;
