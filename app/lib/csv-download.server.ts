import { type CsvColumn, type CsvLines, csvStream } from "./csv-stream.server";
import { contentDisposition } from "./download-response";

/**
 * Every export's answer: the rows as a CSV (or, for a state that takes one,
 * tab-delimited) file the browser saves, streamed as they are read (see
 * csvStream), never stored by a cache (each export is one person's).
 */
export function csvDownload<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row | CsvLines> | Iterable<Row | CsvLines>,
  file: { filename: string; delimiter?: "," | "\t" },
): Response {
  const tabs = file.delimiter === "\t";
  return new Response(csvStream(columns, rows, { delimiter: file.delimiter ?? "," }), {
    headers: {
      "Content-Type": tabs ? "text/tab-separated-values; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(file.filename),
      "Cache-Control": "private, no-store",
    },
  });
}
