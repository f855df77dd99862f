import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shreddedNotice } from "~/components/staff/audit-entries-table";
import { user } from "~/db/schema/auth";
import { faculty } from "~/db/schema/catalogue";
import { staffAuditLog, staffRoleGrants } from "~/db/schema/staff";
import { sentenceText } from "~/modules/staff/audit-sentence";
import { shredAuditEntries } from "~/modules/staff/shred-audit-entries.server";
import { loader as pageLoader } from "~/routes/staff/audit";
import { loader as exportLoader } from "~/routes/staff/audit-export";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";
import { getFrom } from "../support/route-calls";

// The audit log page's filters by day (From and To, whole UTC days, both
// included), its refusal of days that are not days, and its CSV export
// holding to the same filters.

const ENTRIES = [
  { at: "2026-03-09T23:59:59.999Z", actorEmail: "ann@example.com", action: "course.save" },
  { at: "2026-03-10T00:00:00.000Z", actorEmail: "ann@example.com", action: "course.publish" },
  { at: "2026-03-10T12:00:00.000Z", actorEmail: "bob@example.com", action: "course.save" },
  { at: "2026-03-10T23:59:59.999Z", actorEmail: "ann@example.com", action: "course.save" },
  { at: "2026-03-11T00:00:00.000Z", actorEmail: "bob@example.com", action: "course.save" },
];

describe.each(DATABASE_KINDS)("the audit log page's day filter and export on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let cookie: string;
  let officerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
    const officer = await signUpMember(context, `audit-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, officer.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: officer.user.id, role: "compliance_officer" });
    cookie = officer.cookie;
    officerId = officer.user.id;
    await database.db.insert(staffAuditLog).values(
      ENTRIES.map((entry, index) => ({
        ...entry,
        at: new Date(entry.at),
        actorRoles: ["course_manager"],
        recordType: "course",
        recordId: `course-${index}`,
      })),
    );
  });
  afterAll(() => database?.destroy());

  const page = async (query: string) => {
    const answer = await getFrom(pageLoader, context, `/staff/audit?${query}`, {}, cookie);
    const shown = answer.data as {
      entries: { at: Date }[];
      total: { count: number; more: boolean };
      problem: string | null;
    };
    return {
      status: answer.status,
      ...shown,
      // The page's count is bounded (decision 0077); these few entries are all counted.
      total: shown.total.more ? Number.NaN : shown.total.count,
      at: shown.entries.map((e) => e.at.toISOString()),
    };
  };
  const csv = async (query: string) => {
    const answer = await getFrom(
      exportLoader,
      context,
      `/staff/audit/export.csv?${query}`,
      {},
      cookie,
    );
    const text = (await answer.response?.text()) ?? "";
    return {
      status: answer.status,
      text,
      at: text
        .split("\n")
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(",")[1]),
    };
  };

  it("includes both days whole, from the first instant of From to the last of To", async () => {
    const oneDay = await page("from=2026-03-10&to=2026-03-10");
    expect(oneDay).toMatchObject({ status: 200, total: 3, problem: null });
    expect(oneDay.at).toEqual([
      "2026-03-10T23:59:59.999Z",
      "2026-03-10T12:00:00.000Z",
      "2026-03-10T00:00:00.000Z",
    ]);
    expect((await page("from=2026-03-10")).total).toBe(4);
    expect((await page("to=2026-03-10")).total).toBe(4);
    expect((await page("from=2026-03-09&to=2026-03-11")).total).toBe(5);
    expect((await page("from=2026-03-12")).total).toBe(0);
    // With the other filters.
    const ann = await page("from=2026-03-10&to=2026-03-10&person=ANN@&action=course.save");
    expect(ann.at).toEqual(["2026-03-10T23:59:59.999Z"]);
  });

  it("refuses a day that is not a day, or a From after the To, with a message", async () => {
    for (const [query, message] of [
      ["from=2026-02-30", /^The From day "2026-02-30" is not a date \(use YYYY-MM-DD/],
      ["to=2026-13-01", /^The To day "2026-13-01" is not a date/],
      ["from=yesterday&to=2026-03-10", /^The From day "yesterday" is not a date/],
      ["from=2026-03-11&to=2026-03-10", /^The From day is after the To day/],
    ] as const) {
      const refused = await page(query);
      expect(refused.status, query).toBe(400);
      expect(refused.problem, query).toMatch(message);
    }
    // The bad day is not applied; the good one still is.
    expect((await page("from=yesterday&to=2026-03-10")).total).toBe(4);
    // An empty field is no filter, not a mistake.
    expect(await page("from=&to=")).toMatchObject({ status: 200, total: 5, problem: null });
  });

  it("exports what the filters show, and nothing for a day that is not one", async () => {
    const all = await csv("");
    expect(all.status).toBe(200);
    expect(all.text.split("\n")[0]).toMatch(/^id,at \(UTC\),actor e-mail/);
    expect(all.at).toHaveLength(5);
    const oneDay = await csv("from=2026-03-10&to=2026-03-10");
    expect(oneDay.at).toEqual((await page("from=2026-03-10&to=2026-03-10")).at);
    const bob = await csv("person=bob&from=2026-03-10");
    expect(bob.at).toEqual(["2026-03-11T00:00:00.000Z", "2026-03-10T12:00:00.000Z"]);
    expect((await csv("action=course.publish")).at).toEqual(["2026-03-10T00:00:00.000Z"]);
    const refused = await csv("from=2026-02-30");
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/^Nothing exported: The From day "2026-02-30" is not a date/);
  });

  it("shows and exports a shredded entry as such: who, what and when, no details", async () => {
    const [written] = await database.db
      .insert(staffAuditLog)
      .values({
        at: new Date("2026-04-01T09:00:00Z"),
        actorEmail: "ann@example.com",
        actorRoles: ["compliance_officer"],
        action: "certificate.revoke",
        recordType: "certificate",
        recordId: "LX-SHRED-0001",
        before: { status: "valid" },
        after: { status: "revoked" },
        reason: "Zoë did not attend.",
      })
      .returning({ id: staffAuditLog.id });
    const at = new Date("2030-11-21T01:00:00Z");
    await shredAuditEntries(database.db, eq(staffAuditLog.id, written?.id ?? 0), at);
    const shown = await getFrom(
      pageLoader,
      context,
      "/staff/audit?record=LX-SHRED-0001",
      {},
      cookie,
    );
    expect((shown.data as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({
        actorEmail: "ann@example.com",
        action: "certificate.revoke",
        recordId: "LX-SHRED-0001",
        before: null,
        after: null,
        reason: null,
        shreddedAt: at,
      }),
    ]);
    expect(shreddedNotice(at)).toBe(
      "Details removed when the retention period ended on November 21, 2030.",
    );
    const exported = await csv("record=LX-SHRED-0001");
    const [header, line] = exported.text.trim().split(/\r?\n/);
    expect(header?.split(",").slice(-5)).toEqual([
      "before",
      "after",
      "reason",
      "address",
      "details removed at (UTC)",
    ]);
    expect(line?.split(",").slice(-5)).toEqual(["", "", "", "", "2030-11-21T01:00:00.000Z"]);
    expect(exported.text).not.toContain("Zoë");
  });

  it("says each entry in words, the names read for the whole page, and finds people by name", async () => {
    // A faculty profile stands for any record: the catalogue is not seeded here.
    const member = { id: "grace-hopper", title: "Grace Hopper" };
    await database.db.insert(faculty).values({
      id: member.id,
      name: member.title,
      title: "Rear Admiral",
      organisation: "US Navy",
      bio: "Wrote the first compiler.",
    });
    await database.db.insert(staffAuditLog).values([
      {
        at: new Date("2026-05-01T09:00:00Z"),
        actorId: officerId,
        actorEmail: "officer@example.com",
        actorRoles: ["course_manager"],
        action: "faculty.portrait",
        recordType: "faculty",
        recordId: member.id,
        before: { portrait: "old.jpg" },
        after: { portrait: "new.jpg" },
      },
      {
        at: new Date("2026-05-01T10:00:00Z"),
        actorId: officerId,
        actorEmail: "officer@example.com",
        actorRoles: ["administrator"],
        action: "firm.retired-code",
        recordType: "firm",
        recordId: "f_123",
      },
    ]);
    const shown = await getFrom(
      pageLoader,
      context,
      "/staff/audit?from=2026-05-01&to=2026-05-01",
      {},
      cookie,
    );
    const data = shown.data as {
      entries: { sentence: Parameters<typeof sentenceText>[0] }[];
      actions: { label: string; options: { value: string; label: string }[] }[];
    };
    expect(data.entries.map((entry) => sentenceText(entry.sentence))).toEqual([
      "Ada Lovelace did firm.retired-code on firm f_123",
      `Ada Lovelace changed the portrait of ${member.title}`,
    ]);
    expect(data.entries[1]?.sentence).toContainEqual({
      text: member.title,
      href: `/staff/faculty/${member.id}`,
    });
    expect(data.actions.at(-1)?.options).toContainEqual({
      value: "firm.retired-code",
      label: "firm.retired-code",
    });
    // By the actor's name as well as the address; the record's own id finds it too.
    expect((await page("person=lovelace&from=2026-05-01")).total).toBe(2);
    expect((await page("person=nobody-by-that-name&from=2026-05-01")).total).toBe(0);
    expect((await page(`record=${member.id}&from=2026-05-01`)).total).toBe(1);
    const exported = await csv("from=2026-05-01&to=2026-05-01");
    expect(exported.text.split(/\r?\n/)[0]).toContain("record id,what happened,before");
    expect(exported.text).toContain(`Ada Lovelace changed the portrait of ${member.title}`);
  });
});
