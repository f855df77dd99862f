import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "~/db/schema/certificates";
import { staffAuditLog } from "~/db/schema/staff";
import { reissueCertificate } from "~/modules/certificates/reissue-certificate.server";
import { resendCertificate } from "~/modules/certificates/resend-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { earnedIn, listCreditRows } from "~/modules/credit-tracker/list-earned-credits.server";
import { readDashboardRecords } from "~/modules/dashboard/read-dashboard-records.server";
import { listRoster } from "~/modules/rosters/list-roster.server";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import { loader as verifyLoader } from "~/routes/certificates/verify";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import {
  browserRequest,
  createTestContext,
  outboxMailer,
  outboxMessages,
} from "../setup/test-services";
import { COURSE, START } from "../support/attendance-fixtures";
import { COMPLIANCE, certifiedAttorney } from "../support/certificate-fixtures";

const OPTIONS = { baseUrl: "https://cle.test" };
const CORRECTION = {
  attorneyName: "Zoë O'Connor",
  barNumber: "NY-4412078",
  completedOn: "2026-11-20",
  credits: { general: 1, ethics: 0.5 },
};

describe.each(DATABASE_KINDS)("staff certificate changes on %s", (kind) => {
  let database: TestDatabase;
  const mailer = () => outboxMailer(database.db);
  const verify = (id: string) =>
    verifyLoader({
      request: browserRequest(`/certificates/${id}`),
      params: { certificateId: id },
      context: createTestContext(database),
      unstable_pattern: "",
    } as unknown as Parameters<typeof verifyLoader>[0]);
  const auditOf = (recordId: string) =>
    database.db.select().from(staffAuditLog).where(eq(staffAuditLog.recordId, recordId));
  const credits = async (uid: string) =>
    earnedIn(await listCreditRows(database.db, uid), "new-york").map((credit) => credit.id);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  it("re-issues a corrected certificate: a new version, the old one superseded, audited and mailed", async () => {
    const { uid, id, email } = await certifiedAttorney(database.db);
    const reissued = await reissueCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
      certificateId: id,
      correction: { ...CORRECTION, credits: { general: 1.5, ethics: 0.5 } },
      reason: "The name was misspelt.",
    });
    if (!reissued.ok) throw new Error(`refused: ${reissued.reason}`);
    expect(reissued.version).toBe(2);
    expect(reissued.id).not.toBe(id);

    const rows = await database.db.select().from(certificates).where(eq(certificates.uid, uid));
    const old = rows.find((row) => row.id === id);
    const next = rows.find((row) => row.id === reissued.id);
    expect(old).toMatchObject({ supersededReason: "The name was misspelt.", version: 1 });
    expect(old?.supersededAt).toBeInstanceOf(Date);
    expect(next).toMatchObject({
      version: 2,
      supersedesId: id,
      attorneyName: "Zoë O'Connor",
      credits: { general: 1.5, ethics: 0.5 },
      supersededAt: null,
      // What the attorney affirmed stays as they affirmed it.
      typedName: "Zoe OConnor",
    });

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "certificate.reissue",
      actorEmail: COMPLIANCE.email,
      reason: "The name was misspelt.",
      before: { id, attorneyName: "Zoe OConnor" },
      after: { id: reissued.id, attorneyName: "Zoë O'Connor", version: 2 },
    });
    const [mail] = await outboxMessages(database.db, email, "certificate-reissued");
    expect(mail?.text).toContain(reissued.id);
    expect(mail?.attachments).toHaveLength(1);

    // Credits, the dashboard and the verification page follow the new version.
    expect(await credits(uid)).toEqual([`course:${reissued.id}`]);
    expect(
      (await readDashboardRecords(database.db, uid, new Date())).certificates.map((row) => row.id),
    ).toEqual([reissued.id]);
    const page = await verify(id);
    expect(page.certificate).toMatchObject({
      status: "superseded",
      supersededReason: "The name was misspelt.",
    });
    expect(page.currentId).toBe(reissued.id);
    expect((await verify(reissued.id)).certificate).toMatchObject({
      status: "valid",
      attorneyName: "Zoë O'Connor",
    });

    // The old version can no longer change.
    expect(
      await reissueCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
        certificateId: id,
        correction: { ...CORRECTION, attorneyName: "Someone Else" },
        reason: "Again.",
      }),
    ).toEqual({ ok: false, reason: "superseded", currentId: reissued.id });
  });

  it("refuses a re-issue that changes nothing or leaves out a category's hours", async () => {
    const { id } = await certifiedAttorney(database.db);
    const base = { certificateId: id, reason: "Checking." };
    expect(
      await reissueCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
        ...base,
        correction: { ...CORRECTION, attorneyName: "Zoe OConnor" },
      }),
    ).toEqual({ ok: false, reason: "no-change" });
    expect(
      await reissueCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
        ...base,
        correction: { ...CORRECTION, credits: { general: 2 } },
      }),
    ).toEqual({ ok: false, reason: "credits", missing: ["ethics"] });
    expect(
      await reissueCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
        ...base,
        certificateId: "LX-AAAA-AAAA-AAAA",
        correction: CORRECTION,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await auditOf(id)).toHaveLength(0);
  });

  it("makes one new version of two re-issues at once", async () => {
    const { uid, id } = await certifiedAttorney(database.db);
    const attempt = (name: string) =>
      reissueCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
        certificateId: id,
        correction: { ...CORRECTION, attorneyName: name },
        reason: `Corrected to ${name}.`,
      });
    const outcomes = await Promise.all([attempt("Zoë O'Connor"), attempt("Zoe O'Connor")]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ reason: "superseded" });
    const rows = await database.db.select().from(certificates).where(eq(certificates.uid, uid));
    expect(rows).toHaveLength(2);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("revokes a certificate: no longer counted, the page says revoked, the attorney told", async () => {
    const { uid, id, email } = await certifiedAttorney(database.db);
    expect(await credits(uid)).toEqual([`course:${id}`]);
    expect(
      await revokeCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
        certificateId: id,
        reason: "Codes were shared.",
      }),
    ).toMatchObject({ ok: true, told: true });
    expect(await credits(uid)).toEqual([]);
    const page = await verify(id);
    expect(page.certificate).toMatchObject({ status: "revoked" });
    // The reason stays with staff and the attorney.
    expect(JSON.stringify(page)).not.toContain("Codes were shared");
    const [mail] = await outboxMessages(database.db, email, "certificate-revoked");
    expect(mail?.text.replace(/\s+/g, " ")).toContain("The reason: Codes were shared.");
    expect(await auditOf(id)).toMatchObject([
      { action: "certificate.revoke", reason: "Codes were shared." },
    ]);
    // Listed as revoked on the dashboard; on the roster it is revoked and not "certified".
    expect((await readDashboardRecords(database.db, uid, new Date())).certificates).toMatchObject([
      { id },
    ]);
    const roster = await listRoster(
      database.db,
      { kind: "course", courseId: COURSE },
      rosterFiltersSchema.parse({ certificate: "yes", q: uid }),
      null,
    );
    expect(roster.rows).toHaveLength(0);

    // A revoked certificate cannot change, be sent again, or be replaced by a new one.
    const again = { certificateId: id, reason: "Twice." };
    expect(await revokeCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, again)).toEqual({
      ok: false,
      reason: "revoked",
    });
    expect(await resendCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, id)).toEqual({
      ok: false,
      reason: "revoked",
    });
    expect(
      await reissueCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, {
        ...again,
        correction: { ...CORRECTION, attorneyName: "New Name" },
      }),
    ).toEqual({ ok: false, reason: "revoked" });
  });

  it("resends a valid certificate to the attorney's current address", async () => {
    const { id, email } = await certifiedAttorney(database.db);
    expect(await resendCertificate(database.db, mailer(), OPTIONS, COMPLIANCE, id)).toEqual({
      ok: true,
      to: email,
    });
    const sent = await outboxMessages(database.db, email, "certificates-issued");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attachments).toHaveLength(1);
    expect(await auditOf(id)).toMatchObject([
      { action: "certificate.resend", after: { to: email } },
    ]);
  });

  it("is held by the database: a reason with every supersession, one current certificate", async () => {
    const { uid, id } = await certifiedAttorney(database.db);
    await expect(
      database.db.update(certificates).set({ revokedAt: START }).where(eq(certificates.id, id)),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(certificates).where(eq(certificates.id, id));
    if (!row) throw new Error("no certificate");
    await expect(
      database.db.insert(certificates).values({ ...row, id: "LX-ZZZZ-ZZZZ-ZZZZ" }),
    ).rejects.toThrow();
    expect(
      await database.db
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.uid, uid))),
    ).toHaveLength(1);
  });
});
