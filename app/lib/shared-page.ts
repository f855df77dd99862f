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

/**
 * The `handle` of a signed-in attorney's own page drawn only from the cached
 * reads (their records, the catalogue, their session) and the clock: the
 * server keeps its rendering for that visitor (decision 0081) until any of
 * those caches is emptied, their session is no longer held, or 15 seconds
 * pass. A page that reads anything else must not carry it.
 */
export const PERSONAL_PAGE = { personalPage: true } as const;

export function isPersonalPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "personalPage" in handle;
}
