import type { CSSProperties, ReactNode } from "react";
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
  /** The label beside the value when rows stack as cards; the header, if it is text. */
  label?: string;
};

/*
 * A table whose rows stack as cards on a phone (under 640 px): the row's
 * header heads the card, and each other cell shows its column's name beside
 * its value. The name is hidden from screen readers, which announce the
 * column header as in any table; the explicit roles keep the table a table
 * for browsers that drop its semantics once its parts are not displayed as
 * table parts.
 */
const STACK = {
  table: "max-sm:block sm:min-w-(--table-min-width)",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:p-3",
  rowHeader:
    "max-sm:block max-sm:pt-0 max-sm:pr-0 max-sm:pb-2 max-sm:font-semibold max-sm:text-base",
  cell: "max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:pr-0 max-sm:text-left max-sm:whitespace-normal",
} as const;

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
  stackOnPhone = false,
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
  /** Rows become cards under 640 px, so no column is cut off (then `minWidth` applies from 640 px). */
  stackOnPhone?: boolean;
  className?: string;
}) {
  const stack = stackOnPhone ? STACK : null;
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
        role={stack ? "table" : undefined}
        className={`w-full text-left ${stack?.table ?? ""} ${className}`}
        style={minWidth ? minWidthStyle(minWidth, stackOnPhone) : undefined}
        aria-label={caption ? undefined : label}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead role={stack ? "rowgroup" : undefined} className={stack?.head}>
          <tr role={stack ? "row" : undefined} className="border-slate-300 border-b">
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                key={index}
                scope="col"
                role={stack ? "columnheader" : undefined}
                aria-sort={column.sort}
                className={cellClass(column, index)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={stack ? "rowgroup" : undefined} className={stack?.body}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role={stack ? "row" : undefined}
              className={`border-slate-200 border-b align-top ${stack?.row ?? ""}`}
            >
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                    key={index}
                    scope="row"
                    role={stack ? "rowheader" : undefined}
                    className={`font-normal ${cellClass(column, index)} ${stack?.rowHeader ?? ""}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                    key={index}
                    role={stack ? "cell" : undefined}
                    className={`${cellClass(column, index)} ${stack?.cell ?? ""}`}
                  >
                    {stack ? (
                      <>
                        <span aria-hidden="true" className="w-32 shrink-0 font-semibold sm:hidden">
                          {columnLabel(column)}
                        </span>
                        <span className="block min-w-0">{column.cell(row)}</span>
                      </>
                    ) : (
                      column.cell(row)
                    )}
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

function columnLabel<Row>(column: Column<Row>): string {
  return column.label ?? (typeof column.header === "string" ? column.header : "");
}

/** A stacking table needs its minimum width only from 640 px, where its rows are rows again. */
function minWidthStyle(minWidth: string, stackOnPhone: boolean): CSSProperties {
  return stackOnPhone ? ({ "--table-min-width": minWidth } as CSSProperties) : { minWidth };
}
