/**
 * How long a closed account's orders (kept without the buyer's name and
 * e-mail address) stay for the accounts and taxes: this many years after the
 * end of the calendar year of the order's last money movement, its purchase or
 * its last refund (docs/decisions/0041-shredding-the-audit-log.md). The privacy
 * text and the retention schedule both read it.
 */
export const ORDER_RETENTION_YEARS = 7;
