import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { findState } from "~/content/states";
import { formatClock, formatPrice, formatRecordDate, formatSessionDateTime } from "~/lib/format";
import { ROSTER_SORT_LABELS, type RosterSort } from "~/modules/rosters/roster-fields";
import type { RosterRow } from "~/modules/rosters/roster-row";

const LINK = "font-semibold text-brand-700 underline";

/** A state's short code (NY), or its slug when it is not one of ours. */
export function stateCode(slug: string): string {
  return findState(slug)?.code ?? slug;
}

/** The address of the roster sorted by `sort` (the other way when it is already): page 1. */
function sortLink(query: string, sort: RosterSort, current: RosterSort, dir: "asc" | "desc") {
  const params = new URLSearchParams(query);
  params.set("sort", sort);
  params.set("dir", sort === current && dir === "asc" ? "desc" : "asc");
  for (const name of ["page", "after", "before"]) params.delete(name);
  return `?${params}`;
}

const CERTIFICATE_CELL = {
  approved: "issued",
  pending: "issued, approval pending",
  revoked: "revoked",
} as const;

const PRODUCT_LABELS = { bundle: "Bundle", membership: "Membership" } as const;

/** The order's amount; a bundle's or membership's is named, as it pays for more than this course. */
function PaidAmount({ row }: { row: RosterRow }) {
  const amount = row.amountCents === null ? "Paid" : formatPrice(row.amountCents);
  const product =
    row.orderProduct === "bundle" || row.orderProduct === "membership"
      ? PRODUCT_LABELS[row.orderProduct]
      : null;
  return (
    <>
      {product ? `${product} (${amount})` : amount}
      {row.orderStatus === "refunded" ? " (refunded)" : ""}
    </>
  );
}

/** A roster's registrants: one row each, the sortable columns' headers as links. */
export function RosterTable({
  label,
  rows,
  sort,
  dir,
  query,
  orderLinks,
  attendeeLinks,
  certificateLinks = false,
}: {
  label: string;
  /** Whether the viewer may open attendee pages (each name links to one). */
  attendeeLinks: boolean;
  /** Link each certificate to its staff page (those who may re-issue, revoke, resend). */
  certificateLinks?: boolean;
  /** Whether the viewer may open orders (the paid column links to each). */
  orderLinks: boolean;
  rows: readonly RosterRow[];
  sort: RosterSort;
  dir: "asc" | "desc";
  query: string;
}) {
  const sortable = (key: RosterSort): Pick<Column<RosterRow>, "header" | "sort"> => {
    const state = key === sort ? (dir === "asc" ? "ascending" : "descending") : "none";
    return {
      sort: state,
      header: (
        <Link
          to={sortLink(query, key, sort, dir)}
          className="inline-flex min-h-6 items-center gap-1 underline"
        >
          {ROSTER_SORT_LABELS[key]}
          <span aria-hidden="true">
            {state === "ascending" ? "▲" : state === "descending" ? "▼" : "↕"}
          </span>
        </Link>
      ),
    };
  };
  const columns: Column<RosterRow>[] = [
    {
      ...sortable("name"),
      rowHeader: true,
      cell: (row) =>
        attendeeLinks ? (
          <Link to={`/staff/attendees/${encodeURIComponent(row.uid)}`} className={LINK}>
            {row.firstName} {row.lastName}
          </Link>
        ) : (
          `${row.firstName} ${row.lastName}`
        ),
    },
    {
      ...sortable("email"),
      cell: (row) => <span className="break-all">{row.email}</span>,
    },
    {
      header: "Bar admissions",
      cell: (row) =>
        row.barAdmissions.length === 0
          ? "None given"
          : row.barAdmissions.map((bar) => (
              <span key={bar.state} className="block whitespace-nowrap">
                {stateCode(bar.state)} {bar.number}
              </span>
            )),
    },
    {
      header: "Paid",
      cell: (row) =>
        row.orderId && !orderLinks ? (
          <PaidAmount row={row} />
        ) : row.orderId ? (
          <Link to={`/staff/orders/${encodeURIComponent(row.orderId)}`} className={LINK}>
            <PaidAmount row={row} />
          </Link>
        ) : (
          "Free"
        ),
      nowrap: true,
    },
    {
      header: "Joined",
      cell: (row) =>
        row.liveSessionId === null
          ? "No live session"
          : row.joinedAt
            ? formatSessionDateTime(new Date(row.joinedAt))
            : "Not joined",
    },
    {
      header: "Codes",
      cell: (row) =>
        row.codesTotal === 0 ? "None set" : `${row.codesEntered} of ${row.codesTotal}`,
      nowrap: true,
    },
    {
      ...sortable("watched"),
      cell: (row) => formatClock(row.watchedSeconds),
      align: "right",
      nowrap: true,
    },
    {
      header: "Certificate",
      cell: (row) =>
        row.certificates.length === 0
          ? "Not issued"
          : row.certificates.map((certificate) => (
              <span key={certificate.id} className="block whitespace-nowrap">
                {certificateLinks ? (
                  <Link to={`/staff/certificates/${certificate.id}`} className={LINK}>
                    {stateCode(certificate.state)}
                    <span className="sr-only"> certificate {certificate.id}</span>
                  </Link>
                ) : (
                  stateCode(certificate.state)
                )}{" "}
                {CERTIFICATE_CELL[certificate.status]}
              </span>
            )),
    },
    {
      ...sortable("registered"),
      cell: (row) => formatRecordDate(new Date(row.registeredAt)),
      nowrap: true,
    },
  ];
  return (
    <DataTable
      label={label}
      caption={`${label}, sorted by ${ROSTER_SORT_LABELS[sort].toLowerCase()}, ${dir === "asc" ? "ascending" : "descending"}`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth="72rem"
    />
  );
}
