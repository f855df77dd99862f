/**
 * The staff lists' pages: one size and one rule for every list, so each page
 * of the console pages the same way (numbered pages, newest or first first).
 */
export const LIST_PAGE_SIZE = 50;

/** How many pages `total` rows fill; an empty list is still one page. */
export function pageCount(total: number, size: number = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows to skip to reach `page` (1-based). */
export function pageOffset(page: number, size: number = LIST_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * size;
}

/** The page a row at `index` (0-based, in the list's order) falls on. */
export function pageOfIndex(index: number, size: number = LIST_PAGE_SIZE): number {
  return Math.floor(Math.max(0, index) / size) + 1;
}

/**
 * Loads one page of a list; a page past the last (an old link, a list that
 * shrank) loads and names the last one instead.
 */
export async function loadListPage<T extends { total: number }>(
  page: number,
  load: (page: number) => Promise<T>,
  size: number = LIST_PAGE_SIZE,
): Promise<T & { page: number; pages: number }> {
  const first = await load(page);
  const pages = pageCount(first.total, size);
  if (page <= pages) return { ...first, page, pages };
  const last = await load(pages);
  return { ...last, page: pages, pages: pageCount(last.total, size) };
}

/**
 * The most rows a keyset list counts (decision 0077): past it the list says
 * "more than 5,000", so no count reads a whole table. It is the bulk
 * actions' limit too (decision 0071), so "select all" never promises more
 * than it can act on.
 */
export const LIST_COUNT_LIMIT = 5_000;

/** A count that stopped at `LIST_COUNT_LIMIT`: `more` when there are rows beyond it. */
export type BoundedCount = { count: number; more: boolean };

/** "1 entry", "12 entries", "More than 5,000 entries". */
export function countWords(
  { count, more }: BoundedCount,
  nouns: readonly [string, string],
): string {
  const noun = count === 1 && !more ? nouns[0] : nouns[1];
  return more
    ? `More than ${count.toLocaleString("en-US")} ${noun}`
    : `${count.toLocaleString("en-US")} ${noun}`;
}
