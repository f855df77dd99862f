import { cachedRead } from "~/db/read-cache.server";

/** How an attorney's page reads its records: from the accounts cache, or always afresh. */
export type AccountRead = <T>(what: string, load: () => Promise<T>) => Promise<T>;

/**
 * An attorney's page's read, kept per user in the accounts cache until a
 * write to their own rows, or to a table shared by all (the catalogue, a
 * waiting list), commits on any instance, or 15 s pass (decision 0075). For the pages' loaders only: a write's own checks read
 * the database.
 */
export function readAccountCached(db: object, uid: string): AccountRead {
  return (what, load) => cachedRead(db, `${what}:${uid}`, load, "accounts", uid);
}

/** Every read goes to the database. */
export const readAfresh: AccountRead = (_what, load) => load();
