import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { COURSE_MEDIA } from "~/content/course-media";
import { barAdmissions } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { emailOutbox } from "~/db/schema/email";
import { courseRegistrations } from "~/db/schema/registrations";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { CERTIFICATE_MESSAGES } from "~/modules/certificates/certificate-messages";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { issueCertificates } from "~/modules/certificates/issue-certificates.server";
import { printCertificate } from "~/modules/certificates/print-certificate.server";
import { openEnrolment } from "~/modules/learning/player-progress.server";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { loader as verifyLoader } from "~/routes/certificates/verify";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext, outboxMailer } from "../setup/test-services";
import { attorney, COURSE, START, seconds, watch } from "../support/attendance-fixtures";
import { pdfText } from "../support/pdf-text";

/** The course's number in New York, as the catalogue seeds it. */
const NEW_YORK_NUMBER = COURSES.find((course) => course.id === COURSE)?.approvals.find(
  (approval) => approval.state === "new-york",
)?.approvalNumber;

describe.each(DATABASE_KINDS)("certificates of attendance on %s", (kind) => {
  let database: TestDatabase;
  const mailer = () => outboxMailer(database.db);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  it("issues a certificate per chosen state with every required field, e-mails it, and verifies it", async () => {
    const uid = await attorney(database.db);
    const course = (await database.db.select().from(courses).where(eq(courses.id, COURSE)))[0];
    if (!course) throw new Error("no course");
    await openEnrolment(database.db, uid, course, START);
    const duration = COURSE_MEDIA[COURSE]?.durationSeconds ?? 0;
    const input = {
      uid,
      email: `${uid}@example.com`,
      courseId: COURSE,
      typedName: "zoe  o'connor",
      accountName: "Zoë O'Connor",
    };

    // Not before the course is watched and its code entered.
    expect(
      await issueCertificates(
        database.db,
        mailer(),
        { baseUrl: "https://cle.test" },
        { ...input, states: ["new-york"] },
      ),
    ).toMatchObject({ ok: false, status: 409 });
    const { reveals, clock } = await watch(database.db, uid, 0, duration, 0);
    const code = reveals[0]?.code ?? "";
    expect((await enterAttendanceCode(database.db, uid, COURSE, code, seconds(clock + 5))).ok).toBe(
      true,
    );

    await database.db.insert(barAdmissions).values([
      { id: randomUUID(), uid, state: "new-york", barNumber: "NY-4412078" },
      { id: randomUUID(), uid, state: "illinois", barNumber: "6312345" },
    ]);
    const eligibility = await certificateEligibility(database.db, uid, COURSE, seconds(clock + 10));
    expect(eligibility).toMatchObject({
      eligible: true,
      format: "self-study",
      codes: { entered: 1, total: 1 },
    });
    expect(
      eligibility?.states.filter((state) => state.admitted).map((state) => state.slug),
    ).toEqual(["new-york", "illinois"]);

    // Bad input: no state, an unknown state, no name.
    const issue = (states: string[], typedName = input.typedName) =>
      issueCertificates(
        database.db,
        mailer(),
        { baseUrl: "https://cle.test" },
        { ...input, states, typedName },
        seconds(clock + 20),
      );
    expect(await issue([])).toMatchObject({ ok: false, field: "states" });
    expect(await issue(["atlantis"])).toMatchObject({ ok: false, field: "states" });
    expect(await issue(["new-york"], " ")).toMatchObject({ ok: false, field: "typedName" });
    // Another person's name is refused: the certificate carries the account's name.
    expect(await issue(["new-york"], "Someone Else")).toMatchObject({
      ok: false,
      status: 400,
      field: "typedName",
      message: CERTIFICATE_MESSAGES.nameMismatch("Zoë O'Connor"),
    });
    expect(await database.db.select().from(certificates).where(eq(certificates.uid, uid))).toEqual(
      [],
    );

    // Submitted twice at once (a double click): two certificates, and both answers name them.
    const [first, second] = await Promise.all([
      issue(["new-york", "illinois"]),
      issue(["new-york", "illinois"]),
    ]);
    if (!first.ok || !second.ok) throw new Error("not issued");
    const result = first.issued.length > 0 ? first : second;
    const other = result === first ? second : first;
    expect(result.issued).toHaveLength(2);
    expect(other.issued).toEqual([]);
    expect([...other.existing].sort()).toEqual([...result.issued].sort());
    // Asking again issues nothing new.
    expect(await issue(["new-york"])).toMatchObject({
      ok: true,
      issued: [],
      existing: [expect.any(String)],
    });

    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.uid, uid));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.attachments.map((file) => file.contentType)).toEqual([
      "application/pdf",
      "application/pdf",
    ]);
    expect(
      Buffer.from(mail[0]?.attachments[0]?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const newYork = await getCertificate(database.db, result.issued[0] ?? "");
    if (!newYork) throw new Error("certificate missing");
    expect(newYork.stateSlug).toBe("new-york");
    const text = (
      await pdfText((await printCertificate(newYork, "https://cle.test")).pdf)
    ).pages.join(" ");
    for (const field of [
      "Certificate of Attendance",
      "Zoë O'Connor",
      "NY-4412078",
      "New York",
      "LexEdge CLE",
      "Persuasive Brief Writing with AI Assistants",
      NEW_YORK_NUMBER ?? "no seeded number",
      "On-Demand",
      "1.0",
      "General",
      "50 minutes",
      "1 of 1",
      "I affirm that I personally watched the whole",
      newYork.id,
      `https://cle.test/certificates/${newYork.id}`,
    ]) {
      expect(text, field).toContain(field);
    }

    // The verification page: genuine for a real number, 404 for a forged one.
    const context = createTestContext(database);
    const genuine = await verifyLoader({
      request: browserRequest(`/certificates/${newYork.id}`),
      params: { certificateId: newYork.id },
      context,
      unstable_pattern: "",
    } as unknown as Parameters<typeof verifyLoader>[0]);
    expect(genuine.certificate).toMatchObject({
      attorneyName: "Zoë O'Connor",
      stateName: "New York",
      approvalNumber: NEW_YORK_NUMBER,
      barNumber: "•••••••078",
    });
    for (const forged of ["LX-AAAA-AAAA-AAAA", "LX-123", "../etc/passwd", "x".repeat(500)]) {
      await expect(
        verifyLoader({
          request: browserRequest(`/certificates/${encodeURIComponent(forged)}`),
          params: { certificateId: forged },
          context,
          unstable_pattern: "",
        } as unknown as Parameters<typeof verifyLoader>[0]),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }
    // Typed in lower case: sent to the printed number.
    const typed = newYork.id.toLowerCase();
    const redirected = await verifyLoader({
      request: browserRequest(`/certificates/${typed}`),
      params: { certificateId: typed },
      context,
      unstable_pattern: "",
    } as unknown as Parameters<typeof verifyLoader>[0]).catch((thrown: unknown) => thrown);
    expect(redirected).toBeInstanceOf(Response);
    expect((redirected as Response).status).toBe(301);
    expect((redirected as Response).headers.get("Location")).toBe(`/certificates/${newYork.id}`);
  });

  it("says 'approval pending' rather than promising credit where the state has not approved", async () => {
    const pendingCourse = "prompting-ai-legal-work-workshop";
    const uid = `att-${randomUUID().slice(0, 12)}`;
    await database.db
      .insert(user)
      .values({ id: uid, name: "Sam Lee", email: `${uid}@example.com` });
    await database.db.insert(courseRegistrations).values({
      id: registrationId(uid, pendingCourse),
      uid,
      courseId: pendingCourse,
      courseName: pendingCourse,
      firstName: "Sam",
      lastName: "Lee",
      email: `${uid}@example.com`,
      state: "new-york",
    });
    const eligibility = await certificateEligibility(database.db, uid, pendingCourse, START);
    expect(eligibility?.states.find((state) => state.slug === "new-york")).toMatchObject({
      approvalStatus: "pending",
      approvalNumber: null,
    });
    expect(eligibility?.eligible).toBe(false);
  });
});
