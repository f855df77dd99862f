/**
 * Text PostgreSQL can store: no NUL character (text and jsonb refuse it) and
 * no unpaired UTF-16 surrogate (it cannot be encoded as UTF-8). Every way text
 * comes in checks it once: the address (server/refuse-unstorable-addresses),
 * form posts (read-submission.server), and JSON (parseStorableJson), so such
 * input is a 400 with a message, never a database error.
 */

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !UNPAIRED_SURROGATE.test(text);
}

/** Whether every string in a JSON value, keys included, is storable. */
export function isStorableValue(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableValue);
  if (value !== null && typeof value === "object")
    return Object.entries(value).every(
      ([key, child]) => isStorableText(key) && isStorableValue(child),
    );
  return true;
}

/** JSON.parse, or undefined when the text is not JSON or holds text that cannot be stored. */
export function parseStorableJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isStorableValue(value) ? value : undefined;
}

/** A query parameter fit to reach the database: present, short, storable; else null. */
export function queryParam(params: URLSearchParams, name: string, maxLength = 300): string | null {
  const value = params.get(name);
  if (!value || value.length > maxLength || !isStorableText(value)) return null;
  return value;
}
