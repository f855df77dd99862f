/**
 * The `handle` of a page that is the same for every signed-out visitor and
 * drawn only from the cached read-mostly data (the catalogue, prices, seats):
 * the server gives it a validator (ETag) and answers a revalidation with 304
 * without rendering it. A page that shows anything else must not carry it.
 */
export const SHARED_PAGE = { sharedPage: true } as const;

export function isSharedPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "sharedPage" in handle;
}
