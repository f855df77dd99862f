import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * The words a person is found by in the staff lists (decision 0077): every
 * word of the name, and every part of the e-mail address (`jane.doe@firm.com`
 * gives jane, doe, firm, com), as a 'simple' text-search vector. One
 * expression for the GIN index and the queries that use it: the planner
 * uses an expression index only for the very same expression.
 */
export function personSearchVector(name: SQLWrapper, email: SQLWrapper): SQL {
  return sql`to_tsvector('simple'::regconfig, coalesce(${name}, '') || ' ' || translate(coalesce(${email}, ''), '@.+_-', '     '))`;
}

/** An address alone, as `personSearchVector` reads it (an actor with no account). */
export function addressSearchVector(email: SQLWrapper): SQL {
  return sql`to_tsvector('simple'::regconfig, translate(coalesce(${email}, ''), '@.+_-', '     '))`;
}

/** An order's words: the attendee's name and address as entered at checkout, and what was bought. */
export function orderSearchVector(attendee: SQLWrapper, courseName: SQLWrapper): SQL {
  return personSearchVector(
    sql`coalesce(${attendee}->>'firstName', '') || ' ' || coalesce(${attendee}->>'lastName', '') || ' ' || coalesce(${courseName}, '')`,
    sql`${attendee}->>'email'`,
  );
}
