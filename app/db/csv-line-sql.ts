import { type SQL, sql } from "drizzle-orm";

/**
 * One field of a CSV line built by PostgreSQL, by what the JavaScript
 * encoder (app/lib/csv-stream.server.ts) would have been given: text, a
 * whole number, or a timestamp it would have written with toISOString().
 */
export type CsvSqlField = { text: SQL } | { integer: SQL } | { isoTime: SQL };

// A text starting with one of these is defused with an apostrophe: = + - @ tab CR.
const FORMULA_CODES = sql.raw("(9, 13, 43, 45, 61, 64)");

/** Text defused, never quoted (null is empty): a field with no comma, quote or line break. */
function defused(value: SQL): SQL {
  return sql`case when ascii(${value}) in ${FORMULA_CODES} then '''' || ${value} else coalesce(${value}, '') end`;
}

/** Text as csvField writes it: defused, then quoted when it holds a comma, a quote or a line break. */
function quotedWhenNeeded(value: SQL): SQL {
  return sql`case when ${value} ~ '[",\\r\\n]' then '"' || replace(${defused(value)}, '"', '""') || '"' else ${defused(value)} end`;
}

/** A field whose text never needs defusing or quoting (digits, signs, ISO times). */
function plain(field: CsvSqlField): SQL | null {
  if ("integer" in field) return sql`coalesce((${field.integer})::text, '')`;
  if ("isoTime" in field) {
    // Milliseconds truncated, as a JavaScript Date keeps them from the driver's text.
    return sql`coalesce(to_char((${field.isoTime}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
  }
  return null;
}

/**
 * One CSV line (comma-delimited, ended by CRLF) with exactly csvStream's
 * bytes, as a SQL expression. Each field's expression is repeated, so give
 * plain columns (select the line over a subquery that computes them). Most
 * lines hold no comma, quote or line break: one test over the line's text
 * fields picks the cheap form, where each field is only defused.
 */
export function csvLineSql(fields: readonly CsvSqlField[]): SQL {
  return sql`${csvFieldsSql(fields)} || E'\\r\\n'`;
}

/**
 * Consecutive fields of a CSV line, joined by commas, as csvLineSql writes
 * them but with no line end: part of a line whose other fields are written
 * by the server.
 */
export function csvFieldsSql(fields: readonly CsvSqlField[]): SQL {
  const texts = fields.flatMap((field) => ("text" in field ? [field.text] : []));
  const line = (textField: (value: SQL) => SQL) =>
    sql.join(
      fields.map((field) => plain(field) ?? textField((field as { text: SQL }).text)),
      sql`|| ',' ||`,
    );
  if (texts.length === 0) return sql`(${line(defused)})`;
  const anySpecial = sql`concat(${sql.join(texts, sql`, `)}) ~ '[",\\r\\n]'`;
  return sql`(case when ${anySpecial} then ${line(quotedWhenNeeded)} else ${line(defused)} end)`;
}
