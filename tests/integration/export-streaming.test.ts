import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { attendanceCheckpoints } from "~/db/schema/attendance";
import { liveSessions } from "~/db/schema/catalogue";
import { csvStream } from "~/lib/csv-stream.server";
import { readRoster, readRosterCsv } from "~/modules/rosters/read-roster.server";
import { ROSTER_CSV_COLUMNS } from "~/modules/rosters/roster-csv.server";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import type { RosterScope } from "~/modules/rosters/roster-scope";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { COURSE, START } from "../support/attendance-fixtures";

const SIZE = 3000;

/** Every chunk the stream hands over, as text. */
async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(decoder.decode(chunk));
  return chunks;
}

describe.each(DATABASE_KINDS)("a roster export of a few thousand rows on %s", (kind) => {
  let database: TestDatabase;
  const sessionId = `export-stream-${kind}`;
  const scope: RosterScope = { kind: "session", sessionId };
  const filters = rosterFiltersSchema.parse({});

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    const db = database.db;
    await db.insert(liveSessions).values({
      id: sessionId,
      courseId: COURSE,
      startsAt: START,
      durationMinutes: 60,
      capacity: SIZE,
    });
    await db.insert(attendanceCheckpoints).values({
      id: `${sessionId}-cp1`,
      courseId: COURSE,
      liveSessionId: sessionId,
      position: 1,
      atSeconds: 600,
      code: "CODE1",
    });
    // Names that sort, quote and defuse: every tenth is a formula, every seventh has a comma,
    // every eleventh starts with a tab, every thirteenth holds a line break.
    const n = sql.raw(`generate_series(1, ${SIZE}) n`);
    const first = sql.raw(
      `case when n % 10 = 0 then '=SUM(' || n || ')' when n % 7 = 0 then 'Ann, "the" ' || n when n % 11 = 0 then chr(9) || 'Tab' || n when n % 13 = 0 then '-Two' || chr(10) || 'lines' || n else 'First' || n end`,
    );
    await db.execute(
      sql`insert into "user" (id, name, email) select 'es-' || n, 'Person ' || n, 'es-' || n || '-${sql.raw(kind)}@example.com' from ${n}`,
    );
    await db.execute(
      sql`insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email, state, live_session_id, registered_at)
          select 'es-' || n || '_' || ${COURSE}, 'es-' || n, ${COURSE}, 'A course', ${first}, 'Last' || lpad(((n * 7919) % ${SIZE})::text, 5, '0'),
            'es-' || n || '-${sql.raw(kind)}@example.com', 'new-york', ${sessionId}, ${START}::timestamptz + n * interval '1 second'
          from ${n}`,
    );
    await db.execute(
      sql`insert into bar_admissions (id, uid, state, bar_number) select 'es-bar-' || n, 'es-' || n, 'texas', 'TX' || n from ${n} where n % 3 = 0`,
    );
    await db.execute(
      sql`insert into attendance_code_entries (uid, checkpoint_id, entered_at) select 'es-' || n, ${`${sessionId}-cp1`}, ${START} from ${n} where n % 2 = 0`,
    );
    // A few of everything else the roster shows: orders (one refunded), watching time,
    // a joined meeting, certificates in two states (one account's revoked).
    await db.execute(
      sql`insert into orders (id, uid, product, course_id, course_name, live_session_id, amount_cents, price_kind, status, provider, idempotency_key, attendee, hold_expires_at, paid_at)
          select 'es-order-' || n, 'es-' || n, 'course', ${COURSE}, 'A course', ${sessionId}, 14900, 'member', case when n = 8 then 'refunded' else 'paid' end, 'test', 'es-order-' || n,
            jsonb_build_object('firstName', 'F', 'lastName', 'L', 'email', 'es@example.com', 'state', 'new-york'), ${START}, ${START}
          from ${n} where n % 4 = 0`,
    );
    await db.execute(
      sql`update course_registrations set order_id = 'es-order-' || substr(uid, 4) where live_session_id = ${sessionId} and substr(uid, 4)::int % 4 = 0`,
    );
    // Every other order kept no session (as one bought for another session
    // and moved): the export reads those one by one, the rest by the session.
    await db.execute(
      sql`update orders set live_session_id = null where id like 'es-order-%' and substr(id, 10)::int % 8 = 4`,
    );
    await db.execute(
      sql`insert into enrolments (id, uid, course_id, course_name, watched_seconds) select 'es-en-' || n, 'es-' || n, ${COURSE}, 'A course', (n * 37) % 3600 from ${n} where n % 5 = 0`,
    );
    await db.execute(
      sql`insert into session_joins (uid, live_session_id, first_joined_at, last_joined_at) select 'es-' || n, ${sessionId}, ${START}::timestamptz + n * interval '1 millisecond' + interval '999 microseconds', ${START}::timestamptz + n * interval '1 millisecond' from ${n} where n % 6 = 0`,
    );
    await db.execute(
      sql`insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title, format, live_session_id, approval_status, completed_on, credits, codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at, revoked_at, revocation_reason)
          select 'ES-CERT-' || n || '-' || s, 'es-' || n, ${COURSE}, s, 'F', null, 'A course', 'live', ${sessionId}, 'pending', ${START}::date, '{}'::jsonb, 1, 1, 0, 'I attended.', 'F', ${START},
            case when n = 90 then ${START}::timestamptz end, case when n = 90 then 'Issued in error.' end
          from ${n}, (values ('new-york'), ('texas')) states(s) where n % 9 = 0`,
    );
  }, 120_000);

  afterAll(async () => {
    await database?.destroy();
  });

  it("comes in several chunks, read only as they are taken, with the right bytes", async () => {
    let read = 0;
    const rows = (async function* () {
      for await (const row of readInSnapshot(database, (tx, { cursor }) =>
        readRosterCsv(tx, scope, filters, exportBatchSize(database.kind), { cursor }),
      )) {
        read += 1;
        yield row;
      }
    })();
    const stream = csvStream(ROSTER_CSV_COLUMNS, rows);
    const reader = stream.getReader();
    const first = await reader.read();
    // One chunk taken (and at most one read ahead): the rest are not read yet.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(SIZE);
    reader.releaseLock();
    const chunks = [new TextDecoder().decode(first.value), ...(await chunksOf(stream))];
    expect(chunks.length).toBeGreaterThan(2);
    const text = chunks.join("");
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(SIZE + 2);
    expect(lines[0]).toBe(
      "registration id,account id,first name,last name,e-mail,bar admissions,registered at (UTC),paid,order id,order status,order product,order total (cents),joined at (UTC),codes entered,codes in all,watching time (seconds),certificates",
    );
    // By last name: Last00000 is n = 3000 (3000 × 7919 is a multiple of 3000).
    const email = (n: number) => `es-${n}-${kind}@example.com`;
    const at = (n: number) => new Date(START.getTime() + n * 1000).toISOString();
    // Paid (n % 4), watched (n % 5) and joined (n % 6), codes entered (n % 2), no certificate.
    expect(lines[1]).toBe(
      `es-3000_${COURSE},es-3000,'=SUM(3000),Last00000,${email(3000)},texas TX3000,${at(3000)},paid,es-order-3000,paid,course,14900,${new Date(START.getTime() + 3000).toISOString()},1,1,3000,`,
    );
    // n = 7: 7 × 7919 mod 3000 = 1433; quoted, its quotes doubled; no code entered.
    const seventh = lines.find((line) => line.startsWith("es-7_"));
    expect(seventh).toBe(
      `es-7_${COURSE},es-7,"Ann, ""the"" 7",Last01433,${email(7)},,${at(7)},free,,,,,,0,1,0,`,
    );
    // Microseconds are cut, as a JavaScript Date cuts them; tabs and line breaks defused and quoted.
    expect(text).toContain(`,"'-Two\nlines13",`);
    expect(text).toContain(`,'\tTab11,`);
    // The same bytes as the rows read a batch at a time without a cursor (the pages' reader).
    const keyset = await new Response(
      csvStream(ROSTER_CSV_COLUMNS, readRoster(database.db, scope, filters, 1000)),
    ).text();
    expect(text).toBe(keyset);
    expect(text).toContain(",refunded,es-order-8,");
    // An order the session's own did not hold, read one by one.
    expect(text).toContain(",paid,es-order-12,paid,course,14900,");
    expect(text).toContain(",new-york revoked; texas revoked");
  });

  it("reads the same rows for every order and filter, in a snapshot or not", async () => {
    for (const query of [
      { sort: "watched", dir: "desc", paid: "yes" },
      { sort: "email", certificate: "yes", q: "es-" },
    ]) {
      const chosen = rosterFiltersSchema.parse(query);
      const read = (rows: AsyncIterable<unknown>) =>
        new Response(csvStream(ROSTER_CSV_COLUMNS as never, rows)).text();
      const snapshot = await read(
        readInSnapshot(database, (tx, { cursor }) =>
          readRosterCsv(tx, scope, chosen, 700, { cursor }),
        ),
      );
      // The rows through the cursor (the several sessions' export reads them) too.
      const rows = await read(
        readInSnapshot(database, (tx, { cursor }) =>
          readRoster(tx, scope, chosen, 700, { cursor }),
        ),
      );
      const keyset = await read(readRoster(database.db, scope, chosen, 700));
      expect(snapshot, JSON.stringify(query)).toBe(keyset);
      expect(rows, JSON.stringify(query)).toBe(keyset);
      expect(snapshot.split("\r\n").length, JSON.stringify(query)).toBeGreaterThan(3);
    }
  }, 120_000);

  it("ends its snapshot when the download is dropped", async () => {
    const stream = csvStream(
      ROSTER_CSV_COLUMNS,
      readInSnapshot(database, (tx, { cursor }) =>
        readRosterCsv(tx, scope, filters, 500, { cursor }),
      ),
    );
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    // No transaction is left open (on PGlite, this statement would wait for it).
    const { rows } = (await database.db.execute(
      kind === "postgres"
        ? sql`select count(*)::int as open from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`
        : sql`select 0 as open`,
    )) as unknown as { rows: { open: number }[] };
    expect(rows[0]?.open).toBe(0);
  });
});
