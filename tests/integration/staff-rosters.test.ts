import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barAdmissions } from "~/db/schema/accounts";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { emailOutbox } from "~/db/schema/email";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { csvStream } from "~/lib/csv-stream.server";
import { decodeCursorKey, type KeysetCursor } from "~/lib/keyset-cursor";
import { listAttendees } from "~/modules/rosters/list-attendees.server";
import { listRoster, rosterKeyset } from "~/modules/rosters/list-roster.server";
import { loadAttendee } from "~/modules/rosters/load-attendee.server";
import { loadRosterScope } from "~/modules/rosters/load-roster-scope.server";
import { readRoster } from "~/modules/rosters/read-roster.server";
import { ROSTER_CSV_COLUMNS } from "~/modules/rosters/roster-csv.server";
import { ROSTER_PAGE_SIZE } from "~/modules/rosters/roster-fields";
import { type RosterFilters, rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import type { RosterScope } from "~/modules/rosters/roster-scope";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { COURSE, START } from "../support/attendance-fixtures";

const filters = (query: Record<string, string> = {}): RosterFilters =>
  rosterFiltersSchema.parse(query);

type Person = {
  key: string;
  first: string;
  last: string;
  bar?: [string, string];
  paid?: boolean;
  codes?: number;
  watched?: number;
  certificate?: boolean;
  minutes: number;
  session?: boolean;
};

// Five in the live session, one watching the recording (the course's roster only).
const PEOPLE: Person[] = [
  {
    key: "ada",
    first: "Ada",
    last: "Lovelace",
    bar: ["new-york", "NY1234567"],
    paid: true,
    codes: 2,
    certificate: true,
    minutes: 5,
  },
  { key: "bob", first: "Bob", last: "Brown", bar: ["texas", "TX-999"], watched: 600, minutes: 1 },
  { key: "carol", first: "Carol", last: "Chen", minutes: 3 },
  { key: "dan", first: '=HYPERLINK("x")', last: "Drake", paid: true, codes: 1, minutes: 2 },
  { key: "eve", first: "eve", last: "adams", bar: ["new-york", "NY7654321"], minutes: 4 },
  { key: "fay", first: "Fay", last: "Finch", watched: 60, minutes: 6, session: false },
];

describe.each(DATABASE_KINDS)("staff rosters on %s", (kind) => {
  let database: TestDatabase;
  const sessionId = `roster-session-${kind}`;
  const bigSessionId = `roster-big-${kind}`;
  const session: RosterScope = { kind: "session", sessionId };
  const course: RosterScope = { kind: "course", courseId: COURSE };
  const uid = (key: string) => `roster-${key}-${kind}`;
  const names = (rows: { lastName: string }[]) => rows.map((row) => row.lastName);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    const db = database.db;
    await db.insert(liveSessions).values(
      [sessionId, bigSessionId].map((id) => ({
        id,
        courseId: COURSE,
        startsAt: START,
        durationMinutes: 60,
        capacity: 500,
      })),
    );
    const checkpoints = [1, 2].map((position) => ({
      id: `${sessionId}-cp${position}`,
      courseId: COURSE,
      liveSessionId: sessionId,
      position,
      atSeconds: position * 600,
      code: `CODE${position}`,
    }));
    await db.insert(attendanceCheckpoints).values(checkpoints);
    for (const person of PEOPLE) {
      const id = uid(person.key);
      const email = `${person.key}-${kind}@example.com`;
      await db.insert(user).values({ id, name: `${person.first} ${person.last}`, email });
      if (person.bar) {
        await db
          .insert(barAdmissions)
          .values({ id: `${id}-bar`, uid: id, state: person.bar[0], barNumber: person.bar[1] });
      }
      let orderId: string | null = null;
      if (person.paid) {
        orderId = `order-${id}`;
        await db.insert(orders).values({
          id: orderId,
          uid: id,
          courseId: COURSE,
          courseName: "A course",
          liveSessionId: sessionId,
          amountCents: 14_900,
          priceKind: "member",
          status: "paid",
          provider: "test",
          idempotencyKey: orderId,
          attendee: { firstName: person.first, lastName: person.last, email, state: "new-york" },
          holdExpiresAt: START,
          paidAt: START,
        });
      }
      await db.insert(courseRegistrations).values({
        id: `${id}_${COURSE}`,
        uid: id,
        courseId: COURSE,
        courseName: "A course",
        firstName: person.first,
        lastName: person.last,
        email,
        state: "new-york",
        liveSessionId: person.session === false ? null : sessionId,
        orderId,
        registeredAt: new Date(START.getTime() + person.minutes * 60_000),
      });
      for (const checkpoint of checkpoints.slice(0, person.codes ?? 0)) {
        await db
          .insert(attendanceCodeEntries)
          .values({ uid: id, checkpointId: checkpoint.id, enteredAt: START });
      }
      if (person.watched) {
        await db.insert(enrolments).values({
          id: `${id}-enrolment`,
          uid: id,
          courseId: COURSE,
          courseName: "A course",
          watchedSeconds: person.watched,
        });
      }
      if (person.certificate) {
        await db.insert(certificates).values({
          id: `CERT-${kind}-${person.key}`.toUpperCase(),
          uid: id,
          courseId: COURSE,
          stateSlug: "new-york",
          attorneyName: `${person.first} ${person.last}`,
          barNumber: person.bar?.[1] ?? null,
          courseTitle: "A course",
          format: "live",
          approvalStatus: "approved",
          approvalNumber: "NY-1",
          completedOn: "2026-11-23",
          credits: {},
          codesEntered: 2,
          codesTotal: 2,
          watchedSeconds: 0,
          affirmationText: "I attended.",
          typedName: "Ada Lovelace",
          affirmedAt: START,
        });
      }
    }
    // 120 more in a session of their own, made in one statement each as the bench does.
    await db.execute(sql`insert into "user" (id, name, email)
      select 'bulk-' || ${kind} || '-' || n, 'Bulk ' || n, 'bulk-' || ${kind} || '-' || n || '@example.com'
      from generate_series(1, 120) n`);
    await db.execute(sql`insert into course_registrations
        (id, uid, course_id, course_name, first_name, last_name, email, state, live_session_id, registered_at)
      select 'bulk-' || ${kind} || '-' || n || '_' || ${COURSE}, 'bulk-' || ${kind} || '-' || n, ${COURSE}, 'A course',
        'Bulk', 'Same', 'bulk-' || ${kind} || '-' || n || '@example.com', 'new-york', ${bigSessionId},
        timestamptz '2026-11-01 00:00:00+00' + (n % 7) * interval '1.234567 second'
      from generate_series(1, 120) n`);
    await db.insert(emailOutbox).values({
      id: `mail-${kind}`,
      toAddress: `ada-${kind}@example.com`,
      uid: uid("ada"),
      subject: "You are registered",
      html: "<p>Hi</p>",
      text: "Hi",
      template: "registration-confirmation",
    });
  });
  afterAll(() => database?.destroy());

  it("lists a live session's registrants by name, either way, case aside", async () => {
    const { rows, total } = await listRoster(database.db, session, filters(), null);
    expect(total).toBe(5);
    expect(names(rows)).toEqual(["adams", "Brown", "Chen", "Drake", "Lovelace"]);
    const desc = await listRoster(database.db, session, filters({ dir: "desc" }), null);
    expect(names(desc.rows)).toEqual(["Lovelace", "Drake", "Chen", "Brown", "adams"]);
  });

  it("sorts by e-mail, registration time and watching time", async () => {
    const byEmail = await listRoster(database.db, session, filters({ sort: "email" }), null);
    expect(names(byEmail.rows)).toEqual(["Lovelace", "Brown", "Chen", "Drake", "adams"]);
    const byTime = await listRoster(database.db, session, filters({ sort: "registered" }), null);
    expect(names(byTime.rows)).toEqual(["Brown", "Drake", "Chen", "adams", "Lovelace"]);
    const byWatching = await listRoster(
      database.db,
      course,
      filters({ sort: "watched", dir: "desc" }),
      null,
    );
    expect(names(byWatching.rows).slice(0, 2)).toEqual(["Brown", "Finch"]);
  });

  it("shows each registrant's bar admissions, payment, codes, watching time and certificates", async () => {
    const { rows } = await listRoster(database.db, session, filters({ q: "lovelace" }), null);
    expect(rows).toHaveLength(1);
    // Any case, across the first and last names, as ILIKE matched before.
    const acrossNames = await listRoster(database.db, session, filters({ q: "ADA LOVE" }), null);
    expect(acrossNames.rows.map((row) => row.uid)).toEqual([uid("ada")]);
    expect(acrossNames.total).toBe(1);
    expect(rows[0]).toMatchObject({
      uid: uid("ada"),
      barAdmissions: [{ state: "new-york", number: "NY1234567" }],
      orderStatus: "paid",
      amountCents: 14_900,
      codesEntered: 2,
      codesTotal: 2,
      watchedSeconds: 0,
      certificates: [{ state: "new-york", status: "approved" }],
    });
    const [bob] = (await listRoster(database.db, session, filters({ q: "bob" }), null)).rows;
    expect(bob).toMatchObject({
      orderId: null,
      codesEntered: 0,
      watchedSeconds: 600,
      barAdmissions: [{ state: "texas" }],
      certificates: [],
    });
  });

  it("filters by payment, attendance, certificate and bar admission state", async () => {
    // The count matches the rows (its filters are written as sets, the page's per row).
    const by = async (query: Record<string, string>) => {
      const { rows, total } = await listRoster(database.db, session, filters(query), null);
      expect(total, JSON.stringify(query)).toBe(rows.length);
      return names(rows);
    };
    expect(await by({ paid: "yes" })).toEqual(["Drake", "Lovelace"]);
    expect(await by({ paid: "no" })).toEqual(["adams", "Brown", "Chen"]);
    expect(await by({ attended: "yes" })).toEqual(["Brown", "Drake", "Lovelace"]);
    expect(await by({ attended: "no" })).toEqual(["adams", "Chen"]);
    expect(await by({ certificate: "yes" })).toEqual(["Lovelace"]);
    expect(await by({ certificate: "no" })).toEqual(["adams", "Brown", "Chen", "Drake"]);
    expect(await by({ state: "new-york" })).toEqual(["adams", "Lovelace"]);
    expect(await by({ state: "new-york", attended: "no" })).toEqual(["adams"]);
    // Anything unreadable is no filter rather than an error.
    expect(await by({ paid: "maybe", state: "New York!", sort: "bogus", page: "-3" })).toHaveLength(
      5,
    );
    // The course's roster counts the recording's viewer too.
    const inCourse = async (query: Record<string, string>) => {
      const { rows, total } = await listRoster(database.db, course, filters(query), null);
      return { names: names(rows), total };
    };
    expect(await inCourse({ attended: "yes" })).toEqual({
      names: ["Brown", "Drake", "Finch", "Lovelace"],
      total: 4,
    });
    expect(await inCourse({ certificate: "yes" })).toEqual({ names: ["Lovelace"], total: 1 });
  });

  it("searches names, e-mail addresses and bar numbers, taking % and _ literally", async () => {
    const by = async (q: string) =>
      names((await listRoster(database.db, session, filters({ q }), null)).rows);
    expect(await by("ADA LOVE")).toEqual(["Lovelace"]);
    expect(await by(`bob-${kind}@`)).toEqual(["Brown"]);
    expect(await by("tx-99")).toEqual(["Brown"]);
    expect(await by("NY")).toEqual(["adams", "Lovelace"]);
    expect(await by("%")).toEqual([]);
    expect(await by("_")).toEqual([]);
  });

  it("keeps a course's roster apart from a session's", async () => {
    const { total } = await listRoster(database.db, course, filters({ q: `-${kind}@` }), null);
    expect(total).toBe(6);
    expect(await loadRosterScope(database.db, session)).toMatchObject({
      courseId: COURSE,
      session: { id: sessionId, capacity: 500 },
    });
    expect(await loadRosterScope(database.db, { kind: "session", sessionId: "nope" })).toBeNull();
    expect(await loadRosterScope(database.db, { kind: "course", courseId: "nope" })).toBeNull();
  });

  it("pages without overlap or gap, and the export reads the same order in batches", async () => {
    const big: RosterScope = { kind: "session", sessionId: bigSessionId };
    const queries: Record<string, string>[] = [
      {},
      { sort: "registered" },
      { sort: "registered", dir: "desc" },
      { sort: "watched", dir: "desc" },
      { sort: "email" },
    ];
    for (const query of queries) {
      const chosen = filters(query);
      // Page after page, each from the last row of the one before (keyset).
      const kinds = keyKinds(rosterKeyset(chosen.sort, chosen.dir));
      const at = (token: string | null, direction: "after" | "before"): KeysetCursor => ({
        direction,
        key: decodeCursorKey(token ?? "", kinds) ?? [],
      });
      const pages = [await listRoster(database.db, big, chosen, null)];
      for (let last = pages[0]; last?.cursors.next; last = pages.at(-1)) {
        pages.push(await listRoster(database.db, big, chosen, at(last.cursors.next, "after")));
      }
      expect(pages.map((page) => page.rows.length)).toEqual([
        ROSTER_PAGE_SIZE,
        ROSTER_PAGE_SIZE,
        20,
      ]);
      expect(pages.every((page) => page.total === 120)).toBe(true);
      expect(pages[0]?.cursors.previous).toBeNull();
      // Back from the last page: the one before it, again.
      const back = await listRoster(
        database.db,
        big,
        chosen,
        at(pages[2]?.cursors.previous ?? null, "before"),
      );
      expect(back.rows.map((row) => row.id)).toEqual(pages[1]?.rows.map((row) => row.id));
      const paged = pages.flatMap((page) => page.rows.map((row) => row.id));
      expect(new Set(paged).size).toBe(120);
      const exported: string[] = [];
      for await (const row of readRoster(database.db, big, chosen, 7)) exported.push(row.id);
      expect(exported, JSON.stringify(query)).toEqual(paged);
    }
    // An exact multiple of the batch ends too.
    let counted = 0;
    for await (const _row of readRoster(database.db, big, filters(), 40)) counted += 1;
    expect(counted).toBe(120);
  });

  it("exports CSV with formulas disarmed and the filters applied", async () => {
    const text = await new Response(
      csvStream(ROSTER_CSV_COLUMNS, readRoster(database.db, session, filters({ paid: "yes" }))),
    ).text();
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "registration id,account id,first name,last name,e-mail,bar admissions,registered at (UTC),paid,order id,order status,order product,order total (cents),joined at (UTC),codes entered,codes in all,watching time (seconds),certificates",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")",Drake,`);
    expect(lines[2]).toContain(",new-york NY1234567,");
    expect(lines[2]).toContain(",paid,");
    expect(lines[2]).toMatch(/,2,2,0,new-york approved$/);
  });

  it("finds attendees and shows one person's registrations, orders, certificates and mail", async () => {
    const found = await listAttendees(database.db, `ada-${kind}`, null);
    expect(found.people.map((person) => person.id)).toEqual([uid("ada")]);
    expect(found.people[0]?.registrations).toBe(1);
    expect((await listAttendees(database.db, "NY7654321", null)).people.map((p) => p.id)).toEqual([
      uid("eve"),
    ]);
    const attendee = await loadAttendee(database.db, uid("ada"));
    expect(attendee?.admissions).toEqual([{ state: "new-york", barNumber: "NY1234567" }]);
    expect(attendee?.registrations).toMatchObject([
      { courseId: COURSE, codesEntered: 2, orderId: `order-${uid("ada")}` },
    ]);
    expect(attendee?.orders.map((order) => order.status)).toEqual(["paid"]);
    expect(attendee?.certificates).toHaveLength(1);
    expect(attendee?.mail.map((mail) => mail.subject)).toEqual(["You are registered"]);
    expect(await loadAttendee(database.db, "no-such-user")).toBeNull();
  });

  it("does not call a refunded order that kept its place paid, nor show another account's mail", async () => {
    const db = database.db;
    const drake = `order-${uid("dan")}`;
    await db.update(orders).set({ status: "refunded" }).where(eq(orders.id, drake));
    try {
      const by = async (query: Record<string, string>) =>
        names((await listRoster(db, session, filters(query), null)).rows);
      expect(await by({ paid: "yes" })).toEqual(["Lovelace"]);
      expect(await by({ paid: "no" })).toContain("Drake");
      const csv = await new Response(
        csvStream(ROSTER_CSV_COLUMNS, readRoster(db, session, filters({ q: "Drake" }))),
      ).text();
      expect(csv).toContain(",refunded,order-");
    } finally {
      await db.update(orders).set({ status: "paid" }).where(eq(orders.id, drake));
    }
    // Ada's address once belonged to another account: that account's mail is not hers;
    // mail to the address that names no account (sent before sign-up) is.
    const address = `ada-${kind}@example.com`;
    const mail = { html: "<p>Hi</p>", text: "Hi", template: "contact-reply", toAddress: address };
    await db.insert(emailOutbox).values([
      { ...mail, id: `mail-other-${kind}`, uid: uid("eve"), subject: "Eve's receipt" },
      { ...mail, id: `mail-anon-${kind}`, uid: null, subject: "Your free guide" },
    ]);
    const subjects = (await loadAttendee(db, uid("ada")))?.mail.map((item) => item.subject);
    expect(subjects?.sort()).toEqual(["You are registered", "Your free guide"]);
  });
});
