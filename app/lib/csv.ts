/**
 * One CSV line (RFC 4180): fields quoted when they hold a comma, quote or
 * line break. A field that a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or carriage return) is prefixed with an apostrophe.
 */
export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
