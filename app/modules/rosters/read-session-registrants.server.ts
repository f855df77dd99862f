import type { Database } from "~/db/client.server";
import { readRoster } from "./read-roster.server";
import { rosterFiltersSchema } from "./roster-filters";
import type { RosterRow } from "./roster-row";

/** A live session as the several-sessions export names it. */
export type RegistrantSession = { id: string; courseTitle: string; startsAt: Date };

/** One registrant of one of the chosen sessions. */
export type SessionRegistrant = { session: RegistrantSession; registrant: RosterRow };

/**
 * The registrants of several live sessions, session after session in the
 * order given, each session's as its roster export reads them (by name, a
 * batch at a time): the roster's own reader, so the rows are the roster's.
 */
export async function* readSessionRegistrants(
  db: Database,
  sessions: readonly RegistrantSession[],
  batchSize = 5000,
  options: { cursor?: boolean } = {},
): AsyncGenerator<SessionRegistrant> {
  // The roster's default order and no filter: everyone registered.
  const filters = rosterFiltersSchema.parse({});
  for (const session of sessions) {
    const scope = { kind: "session", sessionId: session.id } as const;
    for await (const registrant of readRoster(db, scope, filters, batchSize, options)) {
      yield { session, registrant };
    }
  }
}
