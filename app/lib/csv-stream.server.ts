import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null };

// A spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows as a CSV download (RFC 4180, CRLF), streamed: each row is written as
 * it is read, and reading waits while the client is slow, so an export of
 * any size never sits in memory. Text that a spreadsheet would run as a
 * formula is prefixed with an apostrophe. `delimiter: "\t"` makes a
 * tab-delimited file instead (its values should hold no tab or line break:
 * a reader of such files may not take quotes).
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  options: { delimiter?: "," | "\t" } = {},
): ReadableStream<Uint8Array> {
  async function* records() {
    for await (const row of rows) yield columns.map((column) => column.value(row));
  }
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    delimiter: options.delimiter ?? ",",
    // Tab-delimited readers seldom take quotes: the values carry no tab or line break instead.
    ...(options.delimiter === "\t" ? { quote: false } : {}),
    record_delimiter: "\r\n",
    // A bare line break inside a field is quoted too, not only the CRLF.
    quoted_match: /[\r\n]/,
    cast: { string: (text) => (FORMULA_START.test(text) ? `'${text}` : text) },
  });
  // pipeline, not pipe: a dropped download destroys the reader too, so the
  // rows' generator is closed (its finally runs) instead of left waiting.
  pipeline(Readable.from(records()), csv, () => {});
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
