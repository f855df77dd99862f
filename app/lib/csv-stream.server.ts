export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null };

export type CsvOptions = { delimiter?: "," | "\t" };

// A spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
// A field with one of these is quoted (CSV): the delimiter, a quote, a line break.
const NEEDS_QUOTES = /[",\r\n]/;
const TAB_NEEDS_ESCAPE = /[\t\r\n]/;

/**
 * Lines already written as CSV, for a reader whose database builds them
 * (app/db/csv-line-sql.ts): csvStream passes them on as they are, between
 * rows it encodes itself if any.
 */
export class CsvLines {
  constructor(readonly text: string) {}
}

/**
 * Rows encoded as csvStream encodes them (no header), as lines it passes on
 * whole: a reader that has a batch in hand hands it on at once, with no
 * promise (and no generator step) per row.
 */
export function csvLines<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  options: CsvOptions = {},
): CsvLines {
  const delimiter = options.delimiter ?? ",";
  const fields: unknown[] = new Array(columns.length);
  let text = "";
  for (const row of rows) {
    for (let index = 0; index < columns.length; index++) {
      fields[index] = columns[index]?.value(row);
    }
    text += csvLine(fields, delimiter);
  }
  return new CsvLines(text);
}

/** Bytes gathered before they are handed on: large enough that a write costs little. */
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * One field as text. The rules (and so the bytes) are csv-stringify's with the
 * options this app used: text is defused first, then quoted when it holds a
 * comma, a quote or a line break, a quote doubled; numbers are never defused
 * (a negative amount stays a number); null is empty. Tab-delimited files are
 * never quoted: a value with a tab or line break only has its quotes doubled.
 */
export function csvField(value: unknown, tabs = false): string {
  let text: string;
  switch (typeof value) {
    case "string":
      if (value === "") return "";
      text = FORMULA_START.test(value) ? `'${value}` : value;
      break;
    case "number":
    case "bigint":
      text = `${value}`;
      break;
    case "boolean":
      text = value ? "1" : "";
      break;
    case "object":
      if (value === null) return "";
      text = value instanceof Date ? `${value.getTime()}` : JSON.stringify(value);
      break;
    default:
      return "";
  }
  if (tabs) {
    return TAB_NEEDS_ESCAPE.test(text) && text.includes('"') ? text.replaceAll('"', '""') : text;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, its fields joined by the delimiter and ended by CRLF (RFC 4180). */
function csvLine(fields: readonly unknown[], delimiter: string): string {
  const tabs = delimiter === "\t";
  let line = "";
  for (let index = 0; index < fields.length; index++) {
    if (index > 0) line += delimiter;
    line += csvField(fields[index], tabs);
  }
  return `${line}\r\n`;
}

/**
 * Rows as a CSV download (RFC 4180, CRLF), streamed: rows are read only as
 * fast as the client takes the file (the stream pulls when its one chunk of
 * read-ahead is gone), written in chunks of about 64 kB, so an export of any
 * size never sits in memory and each write (and compression flush) carries
 * many rows. Text that a spreadsheet would run as a formula is prefixed with
 * an apostrophe. `delimiter: "\t"` makes a tab-delimited file instead (its
 * values should hold no tab or line break: a reader of such files may not
 * take quotes). A dropped download closes the rows' generator (its finally
 * runs: a slot is released, a transaction ends).
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row | CsvLines> | Iterable<Row | CsvLines>,
  options: CsvOptions = {},
): ReadableStream<Uint8Array> {
  const delimiter = options.delimiter ?? ",";
  const values = columns.map((column) => column.value);
  const fields: unknown[] = new Array(columns.length);
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<Row | CsvLines> | Iterator<Row | CsvLines> | undefined;
  // What is written and not yet handed on, the header first.
  let text = csvLine(
    columns.map((column) => column.header),
    delimiter,
  );
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        iterator ??=
          Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
        for (;;) {
          if (text.length >= CHUNK_CHARACTERS) {
            // Up to the end of the line that passes the mark: lines written
            // elsewhere come many at once, and are handed on a chunk at a time.
            const end = text.indexOf("\n", CHUNK_CHARACTERS - 1);
            const cut = end === -1 ? text.length : end + 1;
            controller.enqueue(encoder.encode(text.slice(0, cut)));
            text = text.slice(cut);
            return;
          }
          const next = await iterator.next();
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          const row = next.value;
          if (row instanceof CsvLines) {
            text += row.text;
          } else {
            for (let index = 0; index < values.length; index++) {
              fields[index] = values[index]?.(row);
            }
            text += csvLine(fields, delimiter);
          }
        }
      },
      async cancel() {
        await iterator?.return?.();
      },
    },
    // One chunk read ahead, no more: a slow client slows the reading.
    { highWaterMark: 1 },
  );
}
