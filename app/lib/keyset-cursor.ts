/**
 * The staff lists' page cursors (decision 0077): a page is named by the sort
 * key of the row it starts after (`?after=`) or ends before (`?before=`),
 * never by a row count to skip, so a page deep in a long list costs what the
 * first one does. The key is opaque in the address (base64url of a JSON
 * array of the key's parts, as the database writes them as text).
 */
export type KeysetCursor = { direction: "after" | "before"; key: string[] };

/** The kinds of key part a cursor may carry, each checked before it reaches SQL. */
export type KeyPartKind = "timestamptz" | "text" | "integer" | "bigint";

const KEY_PART_MAX_LENGTH = 300;

/** A part as PostgreSQL writes it as text, so a cast back cannot fail. */
const KEY_PART_FORMAT: Record<KeyPartKind, RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
  text: /^[^\0]*$/,
  integer: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
};

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(token)) return null;
  try {
    const binary = atob(token.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The address token for a row's key (its parts as the database wrote them). */
export function encodeCursorKey(key: readonly string[]): string {
  return toBase64Url(JSON.stringify(key));
}

/** A token's key, if it is one for a key of these kinds; otherwise null. */
export function decodeCursorKey(token: string, kinds: readonly KeyPartKind[]): string[] | null {
  const text = fromBase64Url(token);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) return null;
  const key: string[] = [];
  for (const [index, kind] of kinds.entries()) {
    const part: unknown = parsed[index];
    if (typeof part !== "string" || part.length > KEY_PART_MAX_LENGTH) return null;
    if (!KEY_PART_FORMAT[kind].test(part)) return null;
    key.push(part);
  }
  return key;
}

/**
 * The cursor in a list's address: `after` wins over `before`; a token that is
 * not a key of this list (edited, or from another list) is no cursor, so the
 * list opens on its first page rather than failing. A page with several lists
 * names each list's parameters with a prefix (`codes-after`).
 */
export function readCursor(
  params: URLSearchParams,
  kinds: readonly KeyPartKind[],
  prefix = "",
): KeysetCursor | null {
  for (const direction of ["after", "before"] as const) {
    const token = params.get(`${prefix}${direction}`);
    if (!token) continue;
    const key = decodeCursorKey(token, kinds);
    return key ? { direction, key } : null;
  }
  return null;
}

/** The links of a page: the tokens for the pages before and after it, when there are some. */
export type PageCursors = { previous: string | null; next: string | null };

/**
 * The address of another page of the same list: the filters (and the other
 * lists' cursors) kept, any old page number or cursor of this list dropped,
 * `after` or `before` set.
 */
export function cursorLink(
  query: string,
  direction: "after" | "before",
  token: string,
  prefix = "",
): string {
  const params = new URLSearchParams(query);
  for (const name of ["page", "after", "before"]) params.delete(`${prefix}${name}`);
  params.set(`${prefix}${direction}`, token);
  return `?${params}`;
}
