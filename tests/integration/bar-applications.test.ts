import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { courseStateApprovals, courses, liveSessions } from "~/db/schema/catalogue";
import { staffAuditLog } from "~/db/schema/staff";
import {
  buildApplicationChecklist,
  type ChecklistItem,
} from "~/modules/bar-applications/build-application-checklist";
import { listApplicationsToFile } from "~/modules/bar-applications/list-applications-to-file.server";
import { loadApplicationDossier } from "~/modules/bar-applications/load-application-dossier.server";
import { setReleaseDay } from "~/modules/bar-applications/set-release-day.server";
import { openApplicationArchive } from "~/modules/bar-applications/write-application-archive.server";
import { saveAidPolicy } from "~/modules/financial-aid/save-aid-policy.server";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";

// Applications to the bars over the database: the console's list of late and
// soon-due ones (each state's "file by" day, from a live course's first
// session and an on-demand course's release day), the checklist built from a
// course, and the archive of its documents. The rules alone, case by case:
// tests/unit/bar-application-rules.test.ts.

const PATHS = { media: "/m", materials: "/x", details: "/d" };
const CONTACT = { contactEmail: "help@example.com" };
const presence = (items: ChecklistItem[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.present]));

async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) =>
      error || !file ? reject(error) : resolve(file),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return files;
}

describe.each(DATABASE_KINDS)("applications to the bars on %s", (kind) => {
  let database: TestDatabase;
  let mediaRoot: string;
  const db = () => database.db;
  const NOW = new Date("2027-03-15T15:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    mediaRoot = await mkdtemp(path.join(tmpdir(), "bar-applications-"));
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(mediaRoot, { recursive: true, force: true });
  });

  async function draftCourse(id: string, format: "live_webcast" | "on_demand") {
    await db()
      .insert(courses)
      .values({
        id,
        title: `Course ${id}`,
        summary: "A course for the application tests.",
        description: "A course for the application tests.",
        categorySlug: "ai",
        status: "draft",
        format,
        imagePath: "/images/courses/placeholder.svg",
        imageAlt: "",
        slug: id,
        position: 900,
      });
  }

  it("lists the late applications and those due within 30 days, not those filed or decided", async () => {
    await draftCourse("apps-live", "live_webcast");
    // A cancelled earlier session does not count; the first live one is 14 April in New York.
    await db()
      .insert(liveSessions)
      .values([
        {
          id: "apps-live-cancelled",
          courseId: "apps-live",
          startsAt: new Date("2027-03-01T17:00:00Z"),
          durationMinutes: 60,
          capacity: 10,
          cancelledAt: new Date("2027-02-01T00:00:00Z"),
        },
        {
          id: "apps-live-1",
          courseId: "apps-live",
          startsAt: new Date("2027-04-14T17:00:00Z"),
          durationMinutes: 60,
          capacity: 10,
        },
        {
          id: "apps-live-2",
          courseId: "apps-live",
          startsAt: new Date("2027-05-14T17:00:00Z"),
          durationMinutes: 60,
          capacity: 10,
        },
      ]);
    await db()
      .insert(courseStateApprovals)
      .values([
        {
          courseId: "apps-live",
          stateSlug: "new-york",
          status: "pending",
          appliedOn: "2027-02-01",
          credits: {},
        },
        {
          courseId: "apps-live",
          stateSlug: "missouri",
          status: "approved",
          approvalNumber: "MO1",
          approvedOn: "2027-03-01",
          credits: {},
        },
      ]);
    const listed = (await listApplicationsToFile(db(), NOW)).filter(
      (row) => row.courseId === "apps-live",
    );
    // 14 April less: Ohio 60 = 13 Feb, North Carolina 50 = 23 Feb (late); New Jersey 30 =
    // 15 March (today), Colorado 21 = 24 March, Washington 15 = 30 March, Illinois 0 =
    // 14 April (30 days on). New York applied for, Missouri approved; the rest unconfirmed.
    expect(listed.map((row) => [row.stateSlug, row.fileBy, row.late])).toEqual([
      ["ohio", "2027-02-13", true],
      ["north-carolina", "2027-02-23", true],
      ["new-jersey", "2027-03-15", false],
      ["colorado", "2027-03-24", false],
      ["washington", "2027-03-30", false],
      ["illinois", "2027-04-14", false],
    ]);
    // The seeded catalogue is decided everywhere, or has no date yet: nothing else is listed.
    expect(
      (await listApplicationsToFile(db(), NOW)).every((row) => row.courseId === "apps-live"),
    ).toBe(true);
  });

  it("counts an on-demand course from its release day, set with the stale-save rule and audited", async () => {
    await draftCourse("apps-od", "on_demand");
    const before = await listApplicationsToFile(db(), NOW);
    expect(before.some((row) => row.courseId === "apps-od")).toBe(false);
    expect(
      await setReleaseDay(db(), COMPLIANCE, "apps-od", { releaseOn: "2027-04-04", version: 1 }),
    ).toEqual({ ok: true });
    // A save from the version before is refused.
    expect(
      await setReleaseDay(db(), COMPLIANCE, "apps-od", { releaseOn: "2027-06-01", version: 1 }),
    ).toMatchObject({ ok: false, reason: "overtaken" });
    // A live course has no release day.
    expect(
      await setReleaseDay(db(), COMPLIANCE, "apps-live", { releaseOn: "2027-06-01", version: 1 }),
    ).toMatchObject({ ok: false, reason: "invalid" });
    const listed = (await listApplicationsToFile(db(), NOW)).filter(
      (row) => row.courseId === "apps-od",
    );
    // 4 April less: New York, Missouri 60 = 3 Feb, North Carolina 50 = 13 Feb (late);
    // New Jersey 30 = 5 March (late); Colorado 21 = 14 March (late); Washington 15 =
    // 20 March; Illinois = 4 April; Ohio's self-study: 30 days after = 4 May (later).
    expect(listed.map((row) => [row.stateSlug, row.fileBy, row.late])).toEqual([
      ["new-york", "2027-02-03", true],
      ["missouri", "2027-02-03", true],
      ["north-carolina", "2027-02-13", true],
      ["new-jersey", "2027-03-05", true],
      ["colorado", "2027-03-14", true],
      ["washington", "2027-03-20", false],
      ["illinois", "2027-04-04", false],
    ]);
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.recordId, "apps-od"), eq(staffAuditLog.action, "course.release-day")),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({ releaseOn: "2027-04-04" });
  });

  it("builds the checklist from the course: a bare draft misses everything it can", async () => {
    const dossier = await loadApplicationDossier(db(), "apps-live", CONTACT);
    if (!dossier) throw new Error("no dossier");
    const { items, agenda } = buildApplicationChecklist(dossier, PATHS);
    expect(agenda).toEqual([]);
    expect(presence(items)).toEqual({
      agenda: false,
      materials: false,
      faculty: false,
      verification: false,
      "financial-aid": true,
      price: false,
    });
    expect(items.find((item) => item.id === "financial-aid")?.href).toBe("/financial-aid");
  });

  it("builds the checklist from a seeded course: everything present, the agenda from its chapters", async () => {
    const dossier = await loadApplicationDossier(db(), "persuasive-brief-writing-ai", CONTACT);
    if (!dossier) throw new Error("no dossier");
    const { items, agenda } = buildApplicationChecklist(dossier, PATHS);
    expect(Object.values(presence(items)).every(Boolean)).toBe(true);
    expect(agenda.length).toBe(dossier.course.media?.chapters.length);
    expect(agenda[0]?.from).toBe("0:00");
  });

  it("gives a live course's agenda in clock times from its first session", async () => {
    const dossier = await loadApplicationDossier(
      db(),
      "competence-confidentiality-candor-ai",
      CONTACT,
    );
    if (!dossier?.session) throw new Error("no session");
    const { agenda } = buildApplicationChecklist(dossier, PATHS);
    expect(agenda[0]?.from).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
  });

  it("zips the documents and audits the download", async () => {
    const store = createLocalMediaStore(mediaRoot);
    const archive = await openApplicationArchive(
      { db: db(), mediaStore: store, ...CONTACT },
      COMPLIANCE,
      "persuasive-brief-writing-ai",
      PATHS,
    );
    if (!archive) throw new Error("no archive");
    const bytes = Buffer.from(await new Response(archive.body).arrayBuffer());
    const files = await readZip(bytes);
    const names = [...files.keys()].sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "checklist.txt",
        "timed-agenda.csv",
        "faculty-bios.txt",
        "verification-method.txt",
        "price-sheet.csv",
        "financial-aid-policy.txt",
      ]),
    );
    const pdfs = names.filter((name) => name.startsWith("materials/"));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const name of pdfs) expect(files.get(name)?.subarray(0, 5).toString()).toBe("%PDF-");
    expect(files.get("timed-agenda.csv")?.toString()).toMatch(/^from,to,minutes,part\r\n0:00,/);
    expect(files.get("checklist.txt")?.toString()).toContain("[present] Timed agenda");
    // Until staff save one, the default policy is the published one.
    expect(files.get("checklist.txt")?.toString()).toContain("[present] Financial-aid policy");
    const policy = files.get("financial-aid-policy.txt")?.toString() ?? "";
    expect(policy).toMatch(/^Financial-aid policy \(version 0\)\r\n/);
    expect(policy).toContain("help@example.com");
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.recordId, "persuasive-brief-writing-ai"),
          eq(staffAuditLog.action, "course.application-documents"),
        ),
      );
    expect(audit).toHaveLength(1);
    expect((audit[0]?.after as { files: string[] } | undefined)?.files.sort()).toEqual(names);
  });

  it("has no archive for a course that does not exist", async () => {
    const store = createLocalMediaStore(mediaRoot);
    expect(
      await openApplicationArchive(
        { db: db(), mediaStore: store, ...CONTACT },
        COMPLIANCE,
        "no-such-course",
        PATHS,
      ),
    ).toBeNull();
  });

  it.each([
    { policy: null, present: false, detail: /No financial-aid policy is published/ },
    { policy: { version: 0, updatedAt: null }, present: true, detail: /^The default policy text/ },
    {
      policy: { version: 3, updatedAt: new Date("2026-11-02T10:00:00Z") },
      present: true,
      detail: /^Version 3, published November 2, 2026/,
    },
  ])("the financial-aid item with policy $policy: present $present", async (row) => {
    const dossier = await loadApplicationDossier(db(), "persuasive-brief-writing-ai", CONTACT);
    if (!dossier) throw new Error("no dossier");
    const { items } = buildApplicationChecklist({ ...dossier, aidPolicy: row.policy }, PATHS);
    const item = items.find((entry) => entry.id === "financial-aid");
    expect(item?.present).toBe(row.present);
    expect(item?.detail).toMatch(row.detail);
  });

  it("zips the policy staff published, at its version", async () => {
    const text = "Aid for hardship: half off any course, on request to help@example.com.";
    expect(await saveAidPolicy(db(), COMPLIANCE, { version: 0, body: text })).toMatchObject({
      ok: true,
      version: 1,
    });
    const archive = await openApplicationArchive(
      { db: db(), mediaStore: createLocalMediaStore(mediaRoot), ...CONTACT },
      COMPLIANCE,
      "persuasive-brief-writing-ai",
      PATHS,
    );
    if (!archive) throw new Error("no archive");
    const files = await readZip(Buffer.from(await new Response(archive.body).arrayBuffer()));
    expect(files.get("financial-aid-policy.txt")?.toString()).toBe(
      `Financial-aid policy (version 1)\r\n\r\n${text}\r\n`,
    );
    expect(files.get("checklist.txt")?.toString()).toMatch(
      /\[present\] Financial-aid policy: Version 1, published/,
    );
  });
});
