import type { StaffPermission } from "~/content/staff-roles";
import type { BulkJobKind } from "~/db/schema/bulk-jobs";

/** What each bulk action is, in words, and the permission its single-item action asks for. */
export const BULK_KINDS: Record<
  BulkJobKind,
  {
    permission: StaffPermission;
    /** "Resend the certificates": the job page's title. */
    title: string;
    /** "12 certificates resent". */
    done: (count: number) => string;
    /** The list the items come from. */
    list: { to: string; label: string };
  }
> = {
  "certificate.resend": {
    permission: "certificates.manage",
    title: "Resend certificates",
    done: (count) => `${plural(count, "certificate")} resent`,
    list: { to: "/staff/certificates", label: "Certificates" },
  },
  "inbox.close": {
    permission: "inbox.manage",
    title: "Close inbox items",
    done: (count) => `${plural(count, "inbox item")} closed`,
    list: { to: "/staff/inbox", label: "Inbox" },
  },
  "order.refund": {
    permission: "orders.refund",
    title: "Refund orders",
    done: (count) => `${plural(count, "order")} refunded`,
    list: { to: "/staff/orders", label: "Orders" },
  },
  "inbox.assign": {
    permission: "inbox.manage",
    title: "Assign inbox items",
    done: (count) => `${plural(count, "inbox item")} assigned`,
    list: { to: "/staff/inbox", label: "Inbox" },
  },
};

export function plural(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}

/** Up to this many items are acted on in the request itself; more are left to the worker. */
export const BULK_INLINE_ITEMS = 20;

/** Where a bulk item's record is in the console. */
export function bulkItemPath(kind: BulkJobKind, itemId: string): string {
  if (kind === "certificate.resend") return `/staff/certificates/${encodeURIComponent(itemId)}`;
  if (kind === "order.refund") return `/staff/orders/${encodeURIComponent(itemId)}`;
  const [inboxKind = "", ...rest] = itemId.split(":");
  return `/staff/inbox/${inboxKind}/${encodeURIComponent(rest.join(":"))}`;
}
