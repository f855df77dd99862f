import type { ReactNode } from "react";
import { TableScroller } from "./table-scroller";

/** One column: its header, what each row shows in it, and how it sits. */
export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and prices align right. */
  align?: "left" | "right";
  /** Dates and prices keep to one line. */
  nowrap?: boolean;
  /** The column that names the row: a row header (`<th scope="row">`) for screen readers. */
  rowHeader?: boolean;
  /** A sortable column's state, announced on its header (`aria-sort`). */
  sort?: "ascending" | "descending" | "none";
};

/**
 * The site's data table: a header row, one row per item, and a box that
 * scrolls sideways on a narrow screen (named by `label`, so keyboard users
 * can scroll it too). Every table of records on the site is this one.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  className = "text-sm",
}: {
  /** Names the scrolling box (and the table, unless there is a caption). */
  label: string;
  caption?: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The width below which the table scrolls rather than squeezes (e.g. "40rem"). */
  minWidth?: string;
  className?: string;
}) {
  const last = columns.length - 1;
  const cellClass = (column: Column<Row>, index: number) =>
    [
      "py-2",
      index === last ? "" : "pr-4",
      column.align === "right" ? "text-right" : "",
      column.nowrap ? "whitespace-nowrap" : "",
    ]
      .filter(Boolean)
      .join(" ");
  return (
    <TableScroller label={label}>
      <table
        className={`w-full text-left ${className}`}
        style={minWidth ? { minWidth } : undefined}
        aria-label={caption ? undefined : label}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="border-slate-300 border-b">
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                key={index}
                scope="col"
                aria-sort={column.sort}
                className={cellClass(column, index)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-slate-200 border-b align-top">
              {columns.map((column, index) =>
                column.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                  <th key={index} scope="row" className={`font-normal ${cellClass(column, index)}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                  <td key={index} className={cellClass(column, index)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
