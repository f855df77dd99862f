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

/**
 * How deep JSON from a client may nest. Our bodies go three levels down; a
 * value thousands of levels deep is an attack on whatever walks it (a
 * recursive walk overflows the stack), so it is refused before anything does.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether every string in a JSON value, keys included, is storable, and it
 * nests at most MAX_JSON_DEPTH levels. Walked with a list, not recursion, so
 * no value can exhaust the stack.
 */
export function isStorableValue(value: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, depth } = next;
    if (typeof item === "string") {
      if (!isStorableText(item)) return false;
    } else if (item !== null && typeof item === "object") {
      if (depth >= MAX_JSON_DEPTH) return false;
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return true;
}

/**
 * JSON.parse, or undefined when the text is not JSON, nests deeper than
 * MAX_JSON_DEPTH or holds text that cannot be stored.
 */
export function parseStorableJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isStorableValue(value) ? value : undefined;
}

/** What a JSON endpoint answers (400) to a body parseStorableJson refuses. */
export const UNREADABLE_JSON_MESSAGE = `The body must be JSON nested at most ${MAX_JSON_DEPTH} levels deep, without NUL characters or unpaired surrogates.`;

/** A query parameter fit to reach the database: present, short, storable; else null. */
export function queryParam(params: URLSearchParams, name: string, maxLength = 300): string | null {
  const value = params.get(name);
  if (!value || value.length > maxLength || !isStorableText(value)) return null;
  return value;
}
