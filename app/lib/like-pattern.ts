/**
 * A LIKE/ILIKE pattern that matches `text` anywhere, taken literally: `%`,
 * `_` and `\` typed by a person match themselves, not any text.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern that matches text starting with `text`, taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
