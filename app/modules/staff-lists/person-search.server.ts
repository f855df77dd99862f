import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { addressSearchVector, personSearchVector } from "~/db/person-search";

/**
 * What a staff member typed, as words: letters and digits only (so no input
 * can break the query syntax), lower case, at most eight.
 */
export function personSearchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * The people whose name or e-mail has a word starting with each word typed
 * ("jan smi" finds Jane Smith and jan.smit@firm.nl), through the GIN index
 * on `personSearchVector` (decision 0077). Null when nothing searchable was
 * typed (only punctuation).
 */
export function personMatches(name: SQLWrapper, email: SQLWrapper, query: string): SQL | null {
  const tsquery = prefixQuery(query);
  return tsquery && sql`${personSearchVector(name, email)} @@ ${tsquery}`;
}

/** As `personMatches`, for any search vector built in `~/db/person-search`. */
export function vectorMatches(vector: SQL, query: string): SQL | null {
  const tsquery = prefixQuery(query);
  return tsquery && sql`${vector} @@ ${tsquery}`;
}

/** As `personMatches`, for an address alone (`addressSearchVector`). */
export function addressMatches(email: SQLWrapper, query: string): SQL | null {
  const tsquery = prefixQuery(query);
  return tsquery && sql`${addressSearchVector(email)} @@ ${tsquery}`;
}

/**
 * Words typed apart must each start a word somewhere (`&`); words joined by
 * punctuation (`ada-lee@firm`) must start words that follow one another
 * (`<->`), as the parts of one address do.
 */
function prefixQuery(query: string): SQL | null {
  const chunks = query
    .split(/\s+/u)
    .map((chunk) => personSearchWords(chunk))
    .filter((words) => words.length > 0)
    .slice(0, 8)
    .map((words) => words.map((word) => `${word}:*`).join(" <-> "));
  if (chunks.length === 0) return null;
  return sql`to_tsquery('simple'::regconfig, ${chunks.join(" & ")})`;
}
