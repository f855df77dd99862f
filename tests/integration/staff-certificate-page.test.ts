import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { staffRoleGrants } from "~/db/schema/staff";
import { reissueCertificate } from "~/modules/certificates/reissue-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { keepRecordsOfClosingAccount } from "~/modules/retention/keep-records-of-closing-account.server";
import { loader as pdfLoader } from "~/routes/certificates/certificate-pdf";
import { action, loader } from "~/routes/staff/certificate";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext, outboxMailer } from "../setup/test-services";
import { START } from "../support/attendance-fixtures";
import { COMPLIANCE, certifiedAttorney } from "../support/certificate-fixtures";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

/** What a route threw or returned: a data() answer's status and body, or a Response. */
async function answer(run: () => Promise<unknown>) {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, data: null, response: result };
  const shaped = result as { init?: { status?: number } | null; data?: unknown };
  return { status: shaped.init?.status ?? 200, data: shaped.data, response: null };
}

describe.each(DATABASE_KINDS)("the staff certificate page on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let officer: string;
  let officerId: string;
  let attorneyCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    context = createTestContext(database);
    const staff = await signUpMember(context, `certs-officer-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: staff.user.id, role: "compliance_officer" });
    officer = staff.cookie;
    officerId = staff.user.id;
    attorneyCookie = (await signUpMember(context, `certs-attorney-${kind}`)).cookie;
  });
  afterAll(() => database?.destroy());

  const post = (id: string, form: Record<string, string>, cookie = officer) =>
    answer(() =>
      action({
        request: browserRequest(`/staff/certificates/${id}`, { form, cookie }),
        params: { certificateId: id },
        context: { ...context },
        unstable_pattern: "",
      } as unknown as ActionArgs),
    );
  const get = (id: string, cookie = officer) =>
    answer(() =>
      loader({
        request: browserRequest(`/staff/certificates/${id}`, { cookie }),
        params: { certificateId: id },
        context: { ...context },
        unstable_pattern: "",
      } as unknown as LoaderArgs),
    );

  it("shows a certificate with its versions; an unknown or malformed number is 404", async () => {
    const { id } = await certifiedAttorney(database.db);
    const page = await get(id);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      status: "valid",
      recentSignIn: true,
      versions: [{ id, version: 1 }],
    });
    for (const bad of ["LX-AAAA-AAAA-AAAA", "LX-1", "", "x".repeat(300)]) {
      expect((await get(bad)).status, bad).toBe(404);
    }
    // An attorney without a staff role is told, and gets no data.
    expect((await get(id, attorneyCookie)).status).toBe(403);
    expect((await post(id, { intent: "resend" }, attorneyCookie)).status).toBe(403);
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const { uid, id } = await certifiedAttorney(database.db);
    const reissue = {
      intent: "reissue",
      attorneyName: "Zoe OConnor",
      barNumber: "NY-4412078",
      completedOn: "2026-11-20",
      "credit-general": "1",
      "credit-ethics": "0.5",
      reason: "A reason",
    };
    const noReason = await post(id, { ...reissue, attorneyName: "Zoë O'Connor", reason: " " });
    expect(noReason).toMatchObject({
      status: 400,
      data: { errors: { reason: expect.any(String) } },
    });
    const badHours = await post(id, { ...reissue, "credit-general": "-1" });
    expect(badHours).toMatchObject({
      status: 400,
      data: { errors: { "credit-general": expect.any(String) } },
    });
    const future = await post(id, { ...reissue, completedOn: "2999-01-01" });
    expect(future).toMatchObject({
      status: 400,
      data: { errors: { completedOn: expect.any(String) } },
    });
    const unchanged = await post(id, reissue);
    expect(unchanged).toMatchObject({
      status: 400,
      data: { message: expect.stringMatching(/^Nothing to re-issue/) },
    });
    const missing = await post(id, {
      ...reissue,
      attorneyName: "Zoë O'Connor",
      "credit-ethics": "",
    });
    expect(missing).toMatchObject({
      status: 400,
      data: { errors: { "credit-ethics": expect.any(String) } },
    });
    const revokeWithout = await post(id, { intent: "revoke", confirmed: "revoke", reason: "" });
    expect(revokeWithout).toMatchObject({
      status: 400,
      data: { errors: { reason: expect.any(String) } },
    });
    expect((await post("LX-AAAA-AAAA-AAAA", { intent: "resend" })).status).toBe(404);
    expect((await post(id, { intent: "unknown" })).status).toBe(400);
    const rows = await database.db.select().from(certificates).where(eq(certificates.uid, uid));
    expect(rows).toMatchObject([{ id, supersededAt: null, revokedAt: null }]);

    // A re-issue leads to the new version's page; the old one then refuses changes (409).
    const done = await post(id, { ...reissue, attorneyName: "Zoë O'Connor" });
    expect(done.status).toBe(302);
    expect(done.response?.headers.get("Location")).toMatch(
      new RegExp(`^/staff/certificates/LX-[A-Z0-9-]+\\?reissued=${id}$`),
    );
    expect((await post(id, { intent: "revoke", confirmed: "revoke", reason: "Late" })).status).toBe(
      409,
    );
  });

  it("asks for the password again when the sign-in is not recent", async () => {
    const { id } = await certifiedAttorney(database.db);
    // Signed in an hour ago, no password confirmed since.
    await database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(session.userId, officerId));
    const refused = await post(id, { intent: "resend" });
    expect(refused.status).toBe(302);
    expect(refused.response?.headers.get("Location")).toMatch(/^\/staff\/confirm\?redirectTo=/);
  });

  it("the owner's PDF: a superseded one leads to the current one, a revoked one is refused", async () => {
    const owner = await signUpMember(context, `certs-owner-${kind}`);
    const { id } = await certifiedAttorney(database.db, { uid: owner.user.id, email: owner.email });
    const pdf = (certificateId: string) =>
      answer(() =>
        pdfLoader({
          request: browserRequest(`/certificates/${certificateId}/pdf`, { cookie: owner.cookie }),
          params: { certificateId },
          context: { ...context },
          unstable_pattern: "",
        } as unknown as Parameters<typeof pdfLoader>[0]),
      );
    const mailer = outboxMailer(database.db);
    const reissued = await reissueCertificate(
      database.db,
      mailer,
      { baseUrl: "https://cle.test" },
      COMPLIANCE,
      {
        certificateId: id,
        reason: "Bar number corrected.",
        correction: {
          attorneyName: "Zoe OConnor",
          barNumber: "NY-4412079",
          completedOn: "2026-11-20",
          credits: { general: 1, ethics: 0.5 },
        },
      },
    );
    if (!reissued.ok) throw new Error(`refused: ${reissued.reason}`);
    const old = await pdf(id);
    expect(old.status).toBe(303);
    expect(old.response?.headers.get("Location")).toBe(`/certificates/${reissued.id}/pdf`);
    const current = await pdf(reissued.id);
    expect(current.status).toBe(200);
    expect(current.response?.headers.get("Content-Type")).toBe("application/pdf");

    await revokeCertificate(database.db, mailer, { baseUrl: "https://cle.test" }, COMPLIANCE, {
      certificateId: reissued.id,
      reason: "Issued in error.",
    });
    for (const revoked of [id, reissued.id]) {
      const refused = await pdf(revoked);
      expect(refused.status).toBe(410);
      expect(await refused.response?.text()).toMatch(/^This certificate was revoked on /);
    }
  });

  it("shows a closed account's certificate as such: no holder, not sent again, revoked telling no one", async () => {
    // Signed in just now (an earlier test aged the session).
    await database.db
      .update(session)
      .set({ createdAt: new Date() })
      .where(eq(session.userId, officerId));
    const { uid, id } = await certifiedAttorney(database.db);
    await keepRecordsOfClosingAccount(database.db, uid);
    await database.db.delete(user).where(eq(user.id, uid));
    const page = await get(id);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      holder: null,
      status: "valid",
      certificate: { uid: null, retainUntil: "2030-11-20" },
      versions: [{ id, version: 1 }],
    });
    expect(await post(id, { intent: "resend" })).toMatchObject({
      status: 409,
      data: { message: expect.stringMatching(/account is closed/) },
    });
    expect(
      await post(id, { intent: "revoke", confirmed: "revoke", reason: "Issued in error." }),
    ).toMatchObject({
      status: 200,
      data: { ok: true, message: expect.stringMatching(/account is closed, so nobody is told/) },
    });
  });
});
