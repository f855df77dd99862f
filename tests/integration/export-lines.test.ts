import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInSnapshot } from "~/db/read-in-snapshot.server";
import { type CsvColumn, type CsvLines, csvStream } from "~/lib/csv-stream.server";
import { ORDER_CSV_COLUMNS } from "~/modules/payments/order-csv.server";
import { readOrderCsv, readOrderExport } from "~/modules/payments/read-order-export.server";
import { ATTENDEE_CSV_COLUMNS } from "~/modules/rosters/attendee-csv.server";
import { readAttendeeCsv, readAttendeeExport } from "~/modules/rosters/read-attendee-export.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

// On PostgreSQL the orders' and attendees' exports have their lines written
// by the database (csvLineSql): the same bytes as the JavaScript encoder's
// from the keyset reader's rows, on values that quote, defuse and trim.
const text = <Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row | CsvLines>) =>
  new Response(csvStream(columns, rows)).text();

describe.each(DATABASE_KINDS)("CSV lines written by the database on %s", (kind) => {
  let database: TestDatabase;
  const tag = `el-${kind}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const names = [
      "Plain",
      "=SUM(A1)",
      'Ann, "the"',
      "\tTab",
      "-Two\nlines",
      "\u00a0Spaced\u3000",
      "@home",
      "",
      "Ünïcødé 🙂",
    ];
    for (const [index, name] of names.entries()) {
      const id = `${tag}-${index}`;
      // Microseconds that a JavaScript Date cuts.
      const at = sql`timestamptz '2026-11-20 10:00:00.123999+00' + ${index} * interval '1 minute'`;
      await database.db.execute(
        sql`insert into "user" (id, name, email, created_at) values (${id}, ${name || "x"}, ${`${id}@example.com`}, ${at})`,
      );
      if (index % 2 === 0) {
        await database.db.execute(
          sql`insert into bar_admissions (id, uid, state, bar_number) values (${`${id}-b1`}, ${id}, 'texas', ${`+T${index}`}), (${`${id}-b2`}, ${id}, 'new-york', ${`N,${index}`})`,
        );
      }
      const attendee = {
        firstName: name,
        lastName: index === 5 ? "" : `Last${index}`,
        email: name,
      };
      await database.db.execute(
        sql`insert into orders (id, uid, product, course_name, amount_cents, discount_code, discount_cents, price_kind, status, provider, idempotency_key, attendee, hold_expires_at, paid_at, created_at, currency)
          values (${`${id}-o`}, ${id}, 'membership', ${name}, ${index === 3 ? 5 : 14900 + index}, ${index === 1 ? "=CODE" : null}, ${index * 7}, 'regular',
            ${index === 4 ? "refunded" : index === 6 ? "pending" : "paid"}, 'test', ${`${id}-o`}, ${JSON.stringify(attendee)}::jsonb,
            ${at}, ${index === 6 ? null : sql`${at} + interval '1 second'`}, ${at}, ${index === 7 ? "eur" : "usd"})`,
      );
    }
    await database.db.execute(
      sql`insert into order_refunds (id, order_id, amount_cents, reason, status, requested_by, completed_at, created_at)
        values (${`${tag}-r1`}, ${`${tag}-4-o`}, 100, 'Could not, "attend"', 'succeeded', 'support@example.com', timestamptz '2026-11-25 10:00:00.987654+00', timestamptz '2026-11-25 09:00:00+00'),
               (${`${tag}-r2`}, ${`${tag}-4-o`}, 50, '=again', 'succeeded', 'support@example.com', timestamptz '2026-11-25 11:00:00+00', timestamptz '2026-11-25 09:30:00+00')`,
    );
  }, 120_000);

  afterAll(async () => {
    await database?.destroy();
  });

  it("writes the orders as the encoder does", async () => {
    const choice = { filters: { q: undefined, status: undefined } };
    const lines = await text(
      ORDER_CSV_COLUMNS,
      readInSnapshot(database, (tx, { cursor }) => readOrderCsv(tx, choice, 3, { cursor })),
    );
    expect(lines).toBe(await text(ORDER_CSV_COLUMNS, readOrderExport(database.db, choice, 3)));
    expect(lines).toContain(`"Could not, ""attend"" | =again"`);
    expect(lines).toContain(",2026-11-25T11:00:00.000Z,");
    expect(lines).toContain(",'=CODE,");
  });

  it("writes the attendees as the encoder does", async () => {
    const choice = { ids: Array.from({ length: 9 }, (_, index) => `${tag}-${index}`) };
    const lines = await text(
      ATTENDEE_CSV_COLUMNS,
      readInSnapshot(database, (tx, { cursor }) => readAttendeeCsv(tx, choice, 4, { cursor })),
    );
    expect(lines).toBe(
      await text(ATTENDEE_CSV_COLUMNS, readAttendeeExport(database.db, choice, 4)),
    );
    expect(lines).toContain(`,"new-york N,0; texas +T0",`);
    expect(lines).toContain(",2026-11-20T10:00:00.123Z,");
    expect(lines.split("\r\n")).toHaveLength(11);
  });

  it("exports every account when nothing was searched, admitted to a bar or not", async () => {
    const result = await database.db.execute(sql`select count(*)::int as n from "user"`);
    const [{ n }] = (result as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    const everyone = await text(
      ATTENDEE_CSV_COLUMNS,
      readAttendeeExport(database.db, { q: "" }, 4),
    );
    // The header, a line per account (four of the nine have no bar admission), and the last line's end.
    expect(everyone.split("\r\n")).toHaveLength(Number(n) + 2);
  });
});
