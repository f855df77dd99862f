import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "~/db/schema/certificates";
import { emailOutbox } from "~/db/schema/email";
import { reissueCertificate } from "~/modules/certificates/reissue-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { loader as stateFormLoader } from "~/routes/certificates/state-form-pdf";
import { loader as verifyLoader } from "~/routes/certificates/verify";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext, outboxMailer } from "../setup/test-services";
import { START } from "../support/attendance-fixtures";
import { reportedCertificate } from "../support/bar-report-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";
import { pdfText } from "../support/pdf-text";
import { answerOf } from "../support/route-calls";

// The state's form as its owner downloads it (/certificates/{id}/state-form):
// only its owner; only where the state's form is filled in; a superseded
// certificate leads to the current version's form, which carries the
// correction; a revoked one has none. The certificate page offers it to its
// owner alone.

describe.each(DATABASE_KINDS)("downloading a state's form on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  /** A certificate in a state, made the member's. */
  const ownCertificate = async (uid: string, state: string) => {
    const { id } = await reportedCertificate(database.db, { state, completedOn: "2026-11-20" });
    await database.db.update(certificates).set({ uid }).where(eq(certificates.id, id));
    return id;
  };
  const download = (certificateId: string, cookie: string) =>
    answerOf(() =>
      stateFormLoader({
        request: browserRequest(`/certificates/${certificateId}/state-form`, { cookie }),
        params: { certificateId },
        context: { ...context },
        unstable_pattern: "",
      } as unknown as Parameters<typeof stateFormLoader>[0]),
    );
  const page = (certificateId: string, cookie: string) =>
    answerOf(() =>
      verifyLoader({
        request: browserRequest(`/certificates/${certificateId}`, { cookie }),
        params: { certificateId },
        context: { ...context },
        unstable_pattern: "",
      } as unknown as Parameters<typeof verifyLoader>[0]),
    );

  it("gives the owner Virginia's Form 2, follows a re-issue, and refuses a revoked one", async () => {
    const owner = await signUpMember(context, `forms-owner-${kind}`);
    const stranger = await signUpMember(context, `forms-stranger-${kind}`);
    const id = await ownCertificate(owner.user.id, "virginia");

    const mine = await download(id, owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.response?.headers.get("Content-Disposition")).toContain(
      `virginia-form-2-${id}.pdf`,
    );
    expect((await page(id, owner.cookie)).data).toMatchObject({
      stateForm: { title: "Virginia Certification of Attendance (Form 2)" },
    });
    // Someone else's certificate: as if there were none, and its page offers no form.
    expect((await download(id, stranger.cookie)).status).toBe(404);
    expect((await page(id, stranger.cookie)).data).toMatchObject({ stateForm: null });

    const mailer = outboxMailer(database.db);
    const reissued = await reissueCertificate(
      database.db,
      mailer,
      { baseUrl: "https://cle.test" },
      COMPLIANCE,
      {
        certificateId: id,
        reason: "Virginia State Bar number corrected.",
        correction: {
          attorneyName: "Zoe OConnor",
          barNumber: "VSB-0047111",
          completedOn: "2026-11-20",
          credits: { general: 1, ethics: 1 },
        },
      },
    );
    if (!reissued.ok) throw new Error(`refused: ${reissued.reason}`);
    const old = await download(id, owner.cookie);
    expect(old.status).toBe(303);
    expect(old.location).toBe(`/certificates/${reissued.id}/state-form`);
    const current = await download(reissued.id, owner.cookie);
    const text = (
      await pdfText(new Uint8Array(await (current.response as Response).arrayBuffer()))
    ).pages.join(" ");
    expect(text).toContain("VIRGINIA STATE BAR NUMBER VSB-0047111");
    expect(text).toContain("APPROVED HOURS 2.0");
    // The corrected certificate's mail carries the corrected form too.
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.uid, owner.user.id), eq(emailOutbox.template, "certificate-reissued")),
      );
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      `certificate-virginia-${reissued.id}.pdf`,
      `virginia-form-2-${reissued.id}.pdf`,
    ]);

    await revokeCertificate(database.db, mailer, { baseUrl: "https://cle.test" }, COMPLIANCE, {
      certificateId: reissued.id,
      reason: "Issued in error.",
    });
    for (const revoked of [id, reissued.id]) {
      expect((await download(revoked, owner.cookie)).status).toBe(410);
    }
  });

  it.each([
    ["new-york", "its field list is unconfirmed"],
    ["illinois", "it prescribes none"],
  ])("has no form for %s (%s)", async (state) => {
    const owner = await signUpMember(context, `forms-${state}-${kind}`);
    const id = await ownCertificate(owner.user.id, state);
    expect((await download(id, owner.cookie)).status).toBe(404);
    expect((await page(id, owner.cookie)).data).toMatchObject({ stateForm: null });
  });
});
