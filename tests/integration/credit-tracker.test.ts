import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COURSES } from "~/content/catalogue";
import type { CreditCategory } from "~/content/state-rules/types";
import { openDatabase } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { deadlineWarnings, outsideCredits, reportingPeriods } from "~/db/schema/compliance";
import { emailOutbox } from "~/db/schema/email";
import { addDays, formatDay, requireDay } from "~/lib/iso-dates";
import { saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { deleteAccount } from "~/modules/accounts/delete-account.server";
import { saveBirthDate } from "~/modules/accounts/profile.server";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { getSessionUser } from "~/modules/auth/session.server";
import {
  confirmPendingCertificates,
  newCertificateId,
} from "~/modules/certificates/certificates.server";
import {
  acceptSuggestedPeriod,
  addOutsideCredit,
  loadCreditSummary,
  loadCreditTracker,
  readOutsideCertificate,
  saveAssignedCycle,
  saveReportingPeriod,
} from "~/modules/compliance/credit-tracker.server";
import { TRACKER_LIMITS, TRACKER_MESSAGES } from "~/modules/compliance/credit-tracker-fields";
import type { StateTracker, TrackerActionResult } from "~/modules/compliance/credit-tracker-types";
import { sendDueDeadlineWarnings } from "~/modules/compliance/deadline-reminders.server";
import type { RequirementProgress } from "~/modules/compliance/evaluate-period";
import type { Logger } from "~/modules/logging/logger.server";
import { loader as certificateLoader } from "~/routes/account/credit-certificate";
import { action, loader as pageLoader } from "~/routes/account/credits";
import { startDeadlineReminders } from "../../server/background-jobs";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import {
  browserRequest,
  cookieFrom,
  createTestContext,
  outboxMailer,
  outboxMessages,
  TEST_BASE_URL,
} from "../setup/test-services";

const TODAY = "2026-11-23";
const [COURSE_A, COURSE_B, COURSE_C] = COURSES.map((course) => course.id);

/** A small but real PDF file's first bytes are what the upload checks. */
function pdfBytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n% tracker test\n"), 0);
  bytes.set(new TextEncoder().encode("\n%%EOF\n"), size - 7);
  return bytes;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function flatten(items: RequirementProgress[]): RequirementProgress[] {
  return items.flatMap((item) => [item, ...flatten(item.within)]);
}

function requirement(state: StateTracker, id: string): RequirementProgress {
  const found = flatten(state.evaluation?.requirements ?? []).find((item) => item.id === id);
  if (!found) throw new Error(`no requirement ${id} in ${state.slug}`);
  return found;
}

function stateOf(states: StateTracker[], slug: string): StateTracker {
  const found = states.find((state) => state.slug === slug);
  if (!found) throw new Error(`no ${slug} in the tracker`);
  return found;
}

describe.each(DATABASE_KINDS)("credit tracker on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  /** A whole account through the auth API (profile with its last name, session cookie). */
  async function attorney(lastName = "Lovelace") {
    counter += 1;
    const email = `tracker${counter}-${kind}-${randomUUID().slice(0, 6)}@example.com`;
    const password = `long-enough-pass-${counter}`;
    const result = await registerAccount(context, browserRequest("/register", { method: "POST" }), {
      firstName: "Ada",
      lastName,
      email,
      password,
      state: "new-york",
    });
    if (!result.ok) throw new Error(`sign-up failed: ${result.reason}`);
    const cookie = cookieFrom(result.headers);
    const current = await getSessionUser(browserRequest("/", { cookie }), context);
    if (!current) throw new Error("not signed in after sign-up");
    return { uid: current.id, email, cookie, password, user: current };
  }

  /** A bar admission and one reporting period in a state. */
  async function trackedPeriod(
    uid: string,
    stateSlug: string,
    barNumber: string,
    period: { startsOn: string; endsOn: string },
  ) {
    await saveBarAdmission(database.db, uid, { state: stateSlug, barNumber, admittedOn: null });
    const saved = await saveReportingPeriod(database.db, uid, { stateSlug, ...period });
    if (!saved.ok) throw new Error(saved.message);
    return saved;
  }

  async function certificate(
    uid: string,
    values: {
      courseId: string | undefined;
      stateSlug: string;
      completedOn: string;
      credits: Partial<Record<CreditCategory, number>>;
      format?: "live" | "self-study";
      approvalStatus?: "approved" | "pending";
    },
  ) {
    if (!values.courseId) throw new Error("no course");
    const approved = (values.approvalStatus ?? "approved") === "approved";
    const id = newCertificateId();
    await database.db.insert(certificates).values({
      id,
      uid,
      courseId: values.courseId,
      stateSlug: values.stateSlug,
      attorneyName: "Ada Lovelace",
      courseTitle: `Course ${values.courseId}`,
      format: values.format ?? "live",
      approvalStatus: approved ? "approved" : "pending",
      approvalNumber: approved ? "APP-1" : null,
      completedOn: values.completedOn,
      credits: values.credits,
      codesEntered: 3,
      codesTotal: 3,
      watchedSeconds: 3600,
      affirmationText: "I affirm.",
      typedName: "Ada Lovelace",
      affirmedAt: new Date(`${values.completedOn}T18:00:00Z`),
    });
    return id;
  }

  /** Posts a form (multipart when it carries a file) to the tracker's action. */
  async function post(
    cookie: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Uint8Array },
    search = "",
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) {
      form.append(
        "certificate",
        new Blob([new Uint8Array(file.bytes)], { type: file.type }),
        file.name,
      );
    }
    const request = new Request(new URL(`/dashboard/credits${search}`, TEST_BASE_URL), {
      method: "POST",
      headers: { Origin: TEST_BASE_URL, Cookie: cookie, "x-client-ip": "192.0.2.10" },
      body: form,
    });
    const result = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
    return { status: result.init?.status ?? 200, reply: result.data as TrackerActionResult };
  }

  const creditFields = (state: string, extra: Record<string, string> = {}) => ({
    intent: "add-credit",
    state,
    title: "Privacy and Data Protection Update",
    provider: "State Bar Section",
    completedOn: "2026-02-02",
    format: "self-study",
    "hours-bias": "1",
    "hours-cybersecurity": "1",
    ...extra,
  });

  it("an attorney in New York and Illinois sees each credit land in the right period, with what is still missing", async () => {
    const { uid, cookie } = await attorney("Lovelace");
    // Added through the page's action, as the attorney would.
    expect(
      (
        await post(cookie, {
          intent: "add-state",
          state: "new-york",
          barNumber: "NY-4455667",
          admittedOn: "2015-03-18",
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(cookie, { intent: "add-state", state: "illinois", barNumber: "6301234" })).status,
    ).toBe(200);
    // New York needs the date of birth before it can suggest a period.
    let tracker = await loadCreditTracker(database.db, uid, TODAY);
    const newYorkBefore = stateOf(tracker.states, "new-york");
    expect(newYorkBefore.suggestion).toMatchObject({ ok: false, needs: ["birthDate"] });
    expect(newYorkBefore.offerSuggestion).toBe(true);
    expect(stateOf(tracker.states, "illinois").suggestion).toMatchObject({
      ok: true,
      startsOn: "2026-07-01",
      endsOn: "2028-06-30",
    });
    expect(await saveBirthDate(database.db, uid, "1980-04-15")).toBe(true);

    for (const state of ["new-york", "illinois"]) {
      expect(await acceptSuggestedPeriod(database.db, uid, state, TODAY)).toMatchObject({
        ok: true,
      });
    }

    // New York: admitted in an odd year, so the period ends on the birthday in 2027.
    await certificate(uid, {
      courseId: COURSE_A,
      stateSlug: "new-york",
      completedOn: "2026-05-10",
      credits: { general: 1, ethics: 1 },
    });
    const beforePeriod = await certificate(uid, {
      courseId: COURSE_B,
      stateSlug: "new-york",
      completedOn: "2024-12-01",
      credits: { general: 2 },
    });
    const pendingId = await certificate(uid, {
      courseId: COURSE_C,
      stateSlug: "new-york",
      completedOn: "2026-06-01",
      credits: { general: 1.5 },
      approvalStatus: "pending",
    });
    // Illinois: the same course, as approved there, and one before the period.
    await certificate(uid, {
      courseId: COURSE_A,
      stateSlug: "illinois",
      completedOn: "2026-09-01",
      credits: { general: 1, ethics: 1 },
    });
    const earlyIllinois = await certificate(uid, {
      courseId: COURSE_B,
      stateSlug: "illinois",
      completedOn: "2026-03-01",
      credits: { general: 2 },
    });
    const outside = await post(
      cookie,
      creditFields("new-york"),
      { name: "privacy-certificate.pdf", type: "application/pdf", bytes: pdfBytes() },
      "?state=new-york",
    );
    expect(outside.status).toBe(200);
    expect(outside.reply.success).toBe("Credit added: Privacy and Data Protection Update.");

    tracker = await loadCreditTracker(database.db, uid, TODAY);
    expect(tracker.states.map((state) => state.slug)).toEqual(["new-york", "illinois"]);

    const newYork = stateOf(tracker.states, "new-york");
    expect(newYork.admission).toMatchObject({ barNumber: "NY-4455667", admittedOn: "2015-03-18" });
    expect(newYork.judged).toMatchObject({
      startsOn: "2025-04-16",
      endsOn: "2027-04-15",
      status: "current",
    });
    expect(newYork.judgedMatchesSuggestion).toBe(true);
    expect(newYork.offerSuggestion).toBe(false);
    expect(newYork.evaluation?.total).toMatchObject({ required: 24, counted: 4, missing: 20 });
    expect(newYork.evaluation?.hoursStillNeeded).toBe(20);
    expect(requirement(newYork, "ethics")).toMatchObject({ counted: 1, required: 4, missing: 3 });
    expect(requirement(newYork, "bias")).toMatchObject({ met: true });
    expect(requirement(newYork, "cybersecurity")).toMatchObject({ met: true });
    expect(newYork.evaluation?.reporting.who).toBe("attorney");
    expect(newYork.evaluation?.todo.join("\n")).toContain(
      "Ethics and professionalism: earn 3.0 more hours",
    );
    expect(newYork.evaluation?.deadline.completeBy).toBe("2027-04-15");
    // Credits outside the period are listed but not counted; pending ones apart.
    expect(newYork.credits.find((credit) => credit.id === beforePeriod)?.inPeriod).toBe(false);
    expect(newYork.credits.filter((credit) => credit.inPeriod)).toHaveLength(2);
    expect(newYork.pending.map((credit) => credit.id)).toEqual([pendingId]);
    expect(newYork.credits.some((credit) => credit.id === pendingId)).toBe(false);
    const uploaded = newYork.credits.find((credit) => credit.source === "outside");
    expect(uploaded).toMatchObject({
      provider: "State Bar Section",
      format: "self-study",
      hours: { bias: 1, cybersecurity: 1 },
      certificateFilename: "privacy-certificate.pdf",
      certificateBytes: 2048,
    });
    expect(uploaded?.certificateUrl).toBe(`/dashboard/credits/certificates/${uploaded?.id}`);
    // New York's own categories: ethics and professionalism are one.
    expect(newYork.categories).toEqual([
      { id: "general", label: "General" },
      { id: "ethics", label: "Ethics and professionalism" },
      { id: "cybersecurity", label: "Cybersecurity, privacy and data protection" },
      { id: "bias", label: "Diversity, inclusion and elimination of bias" },
    ]);

    const illinois = stateOf(tracker.states, "illinois");
    expect(illinois.judged).toMatchObject({ startsOn: "2026-07-01", endsOn: "2028-06-30" });
    expect(illinois.evaluation?.total).toMatchObject({ required: 30, counted: 2 });
    expect(requirement(illinois, "ethics")).toMatchObject({ counted: 1, required: 6 });
    // Professional responsibility still needs 5, which covers its two inner hours.
    expect(requirement(illinois, "ethics").stillNeeded).toBe(5);
    expect(requirement(illinois, "bias")).toMatchObject({ missing: 1, met: false });
    expect(requirement(illinois, "wellness")).toMatchObject({ missing: 1, met: false });
    expect(illinois.credits.find((credit) => credit.id === earlyIllinois)?.inPeriod).toBe(false);
    expect(illinois.evaluation?.reporting.who).toBe("both");
    // The New York outside credit is New York's only.
    expect(illinois.credits.some((credit) => credit.source === "outside")).toBe(false);
    // The period's name groups come from a secondary source: said so.
    expect(illinois.evaluation?.secondary).toContain("period");

    const summary = await loadCreditSummary(database.db, uid, TODAY);
    expect(summary).toEqual([
      expect.objectContaining({
        slug: "new-york",
        periodEndsOn: "2027-04-15",
        counted: 4,
        required: 24,
        stillNeeded: 20,
        complete: false,
        daysLeft: 143,
        status: "tracking",
        missing: [{ label: "Ethics and professionalism", hours: 3 }],
      }),
      expect.objectContaining({
        slug: "illinois",
        counted: 2,
        required: 30,
        stillNeeded: 28,
        status: "tracking",
      }),
    ]);

    // The page's loader shows the same to the signed-in attorney.
    const page = await pageLoader({
      request: browserRequest("/dashboard/credits", { cookie }),
      context,
      params: {},
    } as Parameters<typeof pageLoader>[0]);
    expect(page.states.map((state) => state.slug)).toEqual(["new-york", "illinois"]);
  });

  it("a certificate issued while the state's approval was pending takes it once granted, and the attorney is told", async () => {
    const { uid, email } = await attorney("Hopper");
    const pendingCourse = "prompting-ai-legal-work-workshop";
    const id = await certificate(uid, {
      courseId: pendingCourse,
      stateSlug: "new-york",
      completedOn: "2026-11-20",
      credits: { general: 1 },
      approvalStatus: "pending",
    });
    // Nothing to take while the approval is still pending.
    expect(await confirmPendingCertificates(database.db)).not.toContain(id);
    const where = and(
      eq(courseStateApprovals.courseId, pendingCourse),
      eq(courseStateApprovals.stateSlug, "new-york"),
    );
    const [before] = await database.db.select().from(courseStateApprovals).where(where);
    expect(before?.status).toBe("pending");
    try {
      await database.db
        .update(courseStateApprovals)
        .set({
          status: "approved",
          approvalNumber: "NY-2026-0999",
          approvedOn: "2026-11-22",
          credits: { general: 1.5, ethics: 0.5 },
        })
        .where(where);
      const notify = { mailer: outboxMailer(database.db), baseUrl: TEST_BASE_URL };
      expect(await confirmPendingCertificates(database.db, notify)).toContain(id);
      // Once: a second pass finds nothing pending and sends nothing.
      expect(await confirmPendingCertificates(database.db, notify)).not.toContain(id);
      const mail = await outboxMessages(database.db, email, "certificate-approved");
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toBe(
        "Approved in New York: Course prompting-ai-legal-work-workshop",
      );
      expect(mail[0]?.text).toContain("course approval number NY-2026-0999");
      expect(mail[0]?.text).toContain("1.5 General, 0.5 Ethics and professionalism");
      expect(mail[0]?.text).toContain(`${TEST_BASE_URL}/certificates/${id}`);
      expect(mail[0]?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
      const [row] = await database.db.select().from(certificates).where(eq(certificates.id, id));
      expect(row).toMatchObject({
        approvalStatus: "approved",
        approvalNumber: "NY-2026-0999",
        credits: { general: 1.5, ethics: 0.5 },
      });
    } finally {
      if (before) await database.db.update(courseStateApprovals).set(before).where(where);
    }
  });

  it("Texas: accredited on-demand courses count in full; only other self-study is capped at 3 hours", async () => {
    const { uid, cookie } = await attorney("Lovelace");
    await trackedPeriod(uid, "texas", "24012345", { startsOn: "2026-04-01", endsOn: "2027-03-31" });
    const add = (format: string, title: string) =>
      post(
        cookie,
        {
          intent: "add-credit",
          state: "texas",
          title,
          provider: "Texas provider",
          completedOn: "2026-06-01",
          format,
          "hours-general": "5",
        },
        undefined,
        "?state=texas",
      );
    expect((await add("self-study", "Recorded webinar")).status).toBe(200);
    expect((await add("other-self-study", "Law review article")).status).toBe(200);

    const tracker = await loadCreditTracker(database.db, uid, TODAY);
    const texas = tracker.states.find((state) => state.slug === "texas");
    expect(texas?.capsUnaccreditedSelfStudy).toBe(true);
    expect(
      texas?.credits.map((credit) => [credit.title, credit.format, credit.accredited]).sort(),
    ).toEqual([
      ["Law review article", "self-study", false],
      ["Recorded webinar", "self-study", true],
    ]);
    // 5 accredited on demand + 3 of the 5 other self-study hours.
    expect(texas?.evaluation?.total.counted).toBe(8);
    expect(
      texas?.evaluation?.formatChecks.find((check) => check.kind === "max-self-study"),
    ).toMatchObject({ earned: 5, counted: 3, over: 2 });

    // A credit dated in none of the attorney's periods is kept, and the reply says it counts nowhere.
    const early = await post(
      cookie,
      {
        intent: "add-credit",
        state: "texas",
        title: "Old seminar",
        provider: "Texas provider",
        completedOn: "2025-01-15",
        format: "live",
        "hours-general": "2",
      },
      undefined,
      "?state=texas",
    );
    expect(early.status).toBe(200);
    expect(early.reply.success).toBe(
      `Credit added: Old seminar. ${TRACKER_MESSAGES.creditOutsidePeriods}`,
    );
  });

  it("limits an account's hand-entered credits and the room their certificates take, even for uploads at once", async () => {
    const { uid, cookie } = await attorney("Lovelace");
    const input = (certificate: { name: string; bytes: Uint8Array } | null) => ({
      stateSlug: "new-york",
      title: "Outside course",
      provider: "Bar association",
      completedOn: "2026-02-02",
      format: "live" as const,
      accredited: true,
      hours: { general: 1 },
      certificate,
    });
    const limits = { maxCredits: 3, maxCertificateBytes: 5000 };
    const file = { name: "c.pdf", bytes: pdfBytes(3000) };

    // Two 3000-byte uploads at once against room for 5000: exactly one lands.
    const both = await Promise.all([
      addOutsideCredit(database.db, uid, input(file), limits),
      addOutsideCredit(database.db, uid, input(file), limits),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toEqual({
      ok: false,
      status: 409,
      field: "certificate",
      message: TRACKER_MESSAGES.certificateStorageFull,
    });
    // Without a certificate the credit still fits, until the count is reached.
    expect((await addOutsideCredit(database.db, uid, input(null), limits)).ok).toBe(true);
    expect((await addOutsideCredit(database.db, uid, input(null), limits)).ok).toBe(true);
    expect(await addOutsideCredit(database.db, uid, input(null), limits)).toEqual({
      ok: false,
      status: 409,
      field: null,
      message: TRACKER_MESSAGES.tooManyCredits,
    });
    const rows = await database.db
      .select({ id: outsideCredits.id })
      .from(outsideCredits)
      .where(eq(outsideCredits.uid, uid));
    expect(rows).toHaveLength(3);

    // Through the page, with the real limit: an account whose certificates fill it gets a 409.
    await database.db
      .update(outsideCredits)
      .set({ certificateBytes: TRACKER_LIMITS.certificateStorageMaxBytes })
      .where(eq(outsideCredits.uid, uid));
    const full = await post(
      cookie,
      creditFields("new-york"),
      { name: "one-more.pdf", type: "application/pdf", bytes: pdfBytes() },
      "?state=new-york",
    );
    expect(full.status).toBe(409);
    expect(full.reply).toMatchObject({
      state: "new-york",
      errors: { certificate: TRACKER_MESSAGES.certificateStorageFull },
      formError: TRACKER_MESSAGES.certificateStorageFull,
    });
  });

  it("validates periods: order, length, overlap, and only the owner's", async () => {
    const { uid } = await attorney("Nakamura");
    const other = await attorney("Okafor");
    await saveBarAdmission(database.db, uid, {
      state: "virginia",
      barNumber: "VA-1",
      admittedOn: null,
    });
    const save = (startsOn: string, endsOn: string, periodId?: string, who = uid) =>
      saveReportingPeriod(database.db, who, { stateSlug: "virginia", startsOn, endsOn, periodId });

    expect(await save("2026-11-01", "2026-10-31")).toMatchObject({
      ok: false,
      status: 400,
      field: "endsOn",
      message: TRACKER_MESSAGES.periodOrder,
    });
    expect(await save("2026-11-01", "2026-11-01")).toMatchObject({ ok: false, field: "endsOn" });
    expect(await save("2022-11-01", "2026-11-01")).toMatchObject({
      ok: false,
      message: TRACKER_MESSAGES.periodTooLong,
    });
    // Four years exactly is allowed.
    const long = await save("2010-01-01", "2013-12-31");
    expect(long.ok).toBe(true);

    const first = await save("2025-11-01", "2026-10-31");
    expect(first.ok).toBe(true);
    const overlap = await save("2026-06-01", "2027-05-31");
    expect(overlap).toMatchObject({ ok: false, status: 400, field: "startsOn" });
    if (overlap.ok) throw new Error("unexpected");
    expect(overlap.message).toContain("November 1, 2025 – October 31, 2026");
    // Touching is not overlapping.
    expect((await save("2026-11-01", "2027-10-31")).ok).toBe(true);
    // A period may be changed without clashing with itself.
    if (!first.ok) throw new Error("unexpected");
    expect((await save("2025-11-01", "2026-10-30", first.id)).ok).toBe(true);
    // Nobody else can change it.
    expect(await save("2025-11-01", "2026-10-31", first.id, other.uid)).toMatchObject({
      ok: false,
      status: 404,
    });
    // Two overlapping periods sent at once: one is saved.
    const racing = await Promise.all([
      save("2030-11-01", "2031-10-31"),
      save("2031-01-01", "2031-12-31"),
    ]);
    expect(racing.filter((outcome) => outcome.ok)).toHaveLength(1);

    // Florida's cycle from its last day; the page answers 400 with field messages.
    expect(await saveAssignedCycle(database.db, uid, "florida", "2027-06-30")).toMatchObject({
      ok: true,
      startsOn: "2024-07-01",
      endsOn: "2027-06-30",
    });
    const bad = await post(other.cookie, {
      intent: "save-period",
      state: "virginia",
      startsOn: "2026-11-01",
      endsOn: "not a date",
    });
    expect(bad.status).toBe(400);
    expect(bad.reply.errors.endsOn).toMatch(/^Enter the last day of the period as a date/);
    const reversed = await post(other.cookie, {
      intent: "save-period",
      state: "virginia",
      startsOn: "2026-11-01",
      endsOn: "2026-01-01",
    });
    expect(reversed).toMatchObject({
      status: 400,
      reply: { errors: { endsOn: TRACKER_MESSAGES.periodOrder } },
    });
    // Deleting someone else's period is refused as not found.
    const stolen = await post(other.cookie, { intent: "delete-period", periodId: first.id });
    expect(stolen.status).toBe(404);
    const rows = await database.db
      .select()
      .from(reportingPeriods)
      .where(eq(reportingPeriods.id, first.id));
    expect(rows).toHaveLength(1);
    // Unknown intents and bodies are 400, never 500.
    expect((await post(other.cookie, { intent: "drop-tables" })).status).toBe(400);
  });

  it("accepts a PDF certificate, refuses a PNG named .pdf (400) and 6 MB (413), and serves it only to its owner", async () => {
    const owner = await attorney("Lovelace");
    const stranger = await attorney("Moreau");
    await saveBarAdmission(database.db, owner.uid, {
      state: "new-york",
      barNumber: "NY-1",
      admittedOn: "2015-03-18",
    });

    const png = new Uint8Array(4096);
    png.set(PNG_MAGIC, 0);
    const refused = await post(
      owner.cookie,
      creditFields("new-york"),
      { name: "scan.pdf", type: "application/pdf", bytes: png },
      "?state=new-york",
    );
    expect(refused.status).toBe(400);
    expect(refused.reply).toMatchObject({
      intent: "add-credit",
      state: "new-york",
      errors: { certificate: TRACKER_MESSAGES.certificateNotPdf },
    });

    const big = pdfBytes(6 * 1024 * 1024);
    const tooLarge = await post(
      owner.cookie,
      creditFields("new-york"),
      { name: "big.pdf", type: "application/pdf", bytes: big },
      "?state=new-york",
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.reply).toMatchObject({
      state: "new-york",
      errors: { certificate: TRACKER_MESSAGES.certificateTooLarge },
    });

    // A body declared larger than the limit is refused without being read.
    let pulled = 0;
    const declared = new Request(new URL("/dashboard/credits?state=new-york", TEST_BASE_URL), {
      method: "POST",
      headers: {
        Origin: TEST_BASE_URL,
        Cookie: owner.cookie,
        "Content-Type": "multipart/form-data; boundary=----x",
        "Content-Length": String(6 * 1024 * 1024),
      },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 65_536;
          controller.enqueue(new Uint8Array(65_536));
          if (pulled >= 6 * 1024 * 1024) controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    const unread = await action({ request: declared, context, params: {} } as Parameters<
      typeof action
    >[0]);
    expect(unread.init?.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(65_536);

    // Just under the limit is fine.
    const justUnder = pdfBytes(5 * 1024 * 1024 - 1024);
    const accepted = await post(
      owner.cookie,
      creditFields("new-york", { title: "Large scan" }),
      { name: "C:\\Users\\ada\\large scan.PDF", type: "application/pdf", bytes: justUnder },
      "?state=new-york",
    );
    expect(accepted.status).toBe(200);
    expect(
      await database.db
        .select({ id: outsideCredits.id })
        .from(outsideCredits)
        .where(eq(outsideCredits.uid, owner.uid)),
    ).toHaveLength(1);

    // Field messages for the rest of the form; hours only in the state's categories.
    const empty = await post(owner.cookie, {
      intent: "add-credit",
      state: "new-york",
      title: " ",
      provider: "",
      completedOn: "2999-01-01",
      format: "video",
      "hours-general": "-1",
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.reply.errors).sort()).toEqual([
      "completedOn",
      "format",
      "hours-general",
      "provider",
      "title",
    ]);
    const noHours = await post(
      owner.cookie,
      creditFields("new-york", {
        "hours-bias": "",
        "hours-cybersecurity": "0",
        "hours-wellness": "3",
      }),
    );
    expect(noHours).toMatchObject({
      status: 400,
      reply: { errors: { hours: TRACKER_MESSAGES.noHours } },
    });

    const [stored] = await database.db
      .select({ id: outsideCredits.id })
      .from(outsideCredits)
      .where(eq(outsideCredits.uid, owner.uid));
    if (!stored) throw new Error("no credit stored");
    const download = (cookie: string) =>
      certificateLoader({
        request: browserRequest(`/dashboard/credits/certificates/${stored.id}`, { cookie }),
        context,
        params: { creditId: stored.id },
      } as Parameters<typeof certificateLoader>[0]);

    const mine = await download(owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers.get("Content-Disposition")).toBe(
      `attachment; filename="large scan.pdf"; filename*=UTF-8''large%20scan.pdf`,
    );
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    const body = new Uint8Array(await mine.arrayBuffer());
    expect(body.byteLength).toBe(justUnder.byteLength);
    expect(Buffer.from(body).equals(Buffer.from(justUnder))).toBe(true);

    expect((await download(stranger.cookie)).status).toBe(404);
    expect(await readOutsideCertificate(database.db, stranger.uid, stored.id)).toBeNull();
    // Signed out: sent to log in.
    await expect(download("")).rejects.toMatchObject({ status: 302 });

    // Only the owner deletes it.
    expect(
      (await post(stranger.cookie, { intent: "delete-credit", creditId: stored.id })).status,
    ).toBe(404);
    expect(
      (await post(owner.cookie, { intent: "delete-credit", creditId: stored.id })).status,
    ).toBe(200);
    expect((await download(owner.cookie)).status).toBe(404);
  });

  describe("deadline reminders", () => {
    const mailer = () => outboxMailer(database.db);
    const daysBefore = (end: string, days: number) =>
      formatDay(addDays(requireDay(end, "end"), -days));
    const mailFor = (email: string) =>
      database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.template, "deadline-%")));

    const virginiaPeriod = (uid: string) =>
      trackedPeriod(uid, "virginia", "VA-9", { startsOn: "2026-11-01", endsOn: "2027-10-31" });

    it("sends 60 and then 14 days before the deadline, once each, with what is missing", async () => {
      const { uid, email } = await attorney("Lovelace");
      const period = await virginiaPeriod(uid);
      await addOutsideCredit(database.db, uid, {
        stateSlug: "virginia",
        title: "Trial Advocacy",
        provider: "Virginia CLE",
        completedOn: "2027-01-15",
        format: "live",
        accredited: true,
        hours: { general: 4 },
        certificate: null,
      });
      // Other attorneys' periods get their reminders in the same runs: count this one's mail.
      const sendAndCount = async (today: string) => {
        await sendDueDeadlineWarnings(database.db, mailer(), { baseUrl: TEST_BASE_URL }, today);
        return (await mailFor(email)).length;
      };

      expect(await sendAndCount(daysBefore(period.endsOn, 61))).toBe(0);
      expect(await sendAndCount(daysBefore(period.endsOn, 60))).toBe(1);
      expect(await sendAndCount(daysBefore(period.endsOn, 60))).toBe(1);
      expect(await sendAndCount(daysBefore(period.endsOn, 30))).toBe(1);
      let mail = await mailFor(email);
      expect(mail[0]?.template).toBe("deadline-warning-60");
      expect(mail[0]?.subject).toBe(
        "Virginia CLE deadline October 31, 2027: 8.0 hours still needed",
      );
      expect(mail[0]?.text).toContain("in 60 days");
      expect(mail[0]?.text).toContain("4.0 hours of 12.0 hours counted");
      expect(mail[0]?.text).toContain("Ethics / professionalism: earn 2.0 more hours");
      expect(mail[0]?.text).toContain(`${TEST_BASE_URL}/dashboard/credits`);

      expect(await sendAndCount(daysBefore(period.endsOn, 14))).toBe(2);
      expect(await sendAndCount(daysBefore(period.endsOn, 3))).toBe(2);
      // After the period, nothing.
      expect(await sendAndCount(daysBefore(period.endsOn, -1))).toBe(2);
      mail = await mailFor(email);
      expect(mail.map((message) => message.template).sort()).toEqual([
        "deadline-warning-14",
        "deadline-warning-60",
      ]);
      const warnings = await database.db
        .select()
        .from(deadlineWarnings)
        .where(eq(deadlineWarnings.periodId, period.id));
      expect(warnings.map((row) => row.daysBefore).sort()).toEqual([14, 60]);

      // The period moved a year on: its new deadline gets its own warnings.
      const moved = await saveReportingPeriod(database.db, uid, {
        periodId: period.id,
        stateSlug: "virginia",
        startsOn: "2027-11-01",
        endsOn: "2028-10-31",
      });
      expect(moved.ok).toBe(true);
      expect(await sendAndCount(daysBefore("2028-10-31", 60))).toBe(3);
      expect(await sendAndCount(daysBefore("2028-10-31", 14))).toBe(4);
    });

    it("judges each state on its own calendar day: late evening in Seattle is still the deadline day", async () => {
      const { uid, email } = await attorney("Lovelace");
      for (const stateSlug of ["washington", "virginia"]) {
        const saved = await saveReportingPeriod(database.db, uid, {
          stateSlug,
          startsOn: stateSlug === "washington" ? "2024-01-01" : "2026-01-01",
          endsOn: "2026-12-31",
        });
        expect(saved.ok).toBe(true);
      }
      // 1 a.m. on January 1 in Richmond, 10 p.m. on December 31 in Seattle.
      const instant = new Date("2027-01-01T06:00:00Z");
      const tracker = await loadCreditTracker(database.db, uid, instant);
      const period = (slug: string) => tracker.states.find((state) => state.slug === slug)?.judged;
      expect(period("washington")?.status).toBe("current");
      expect(period("virginia")?.status).toBe("ended");
      const summary = await loadCreditSummary(database.db, uid, instant);
      expect(summary.find((line) => line.slug === "washington")?.daysLeft).toBe(0);

      await sendDueDeadlineWarnings(database.db, mailer(), { baseUrl: TEST_BASE_URL }, instant);
      const mail = await mailFor(email);
      expect(mail.map((message) => message.subject)).toEqual([
        expect.stringMatching(/^Washington CLE deadline December 31, 2026: /),
      ]);
      expect(mail[0]?.text).toContain("today");
    });

    it("sends nothing for a complete period", async () => {
      const { uid, email } = await attorney("Lovelace");
      const period = await virginiaPeriod(uid);
      await addOutsideCredit(database.db, uid, {
        stateSlug: "virginia",
        title: "Annual Update",
        provider: "Virginia CLE",
        completedOn: "2027-02-01",
        format: "live",
        accredited: true,
        hours: { general: 10, ethics: 2 },
        certificate: null,
      });
      for (const days of [60, 14]) {
        await sendDueDeadlineWarnings(
          database.db,
          mailer(),
          { baseUrl: TEST_BASE_URL },
          daysBefore(period.endsOn, days),
        );
      }
      expect(await mailFor(email)).toHaveLength(0);
      expect(
        await database.db
          .select()
          .from(deadlineWarnings)
          .where(eq(deadlineWarnings.periodId, period.id)),
      ).toHaveLength(0);
    });

    it("runs from a timer, logs a failed pass instead of throwing, and stops", async () => {
      const logged: unknown[] = [];
      const logger = {
        info: () => {},
        error: (details: unknown) => logged.push(details),
      } as unknown as Logger;
      const broken = {
        select: () => {
          throw new Error("database unavailable");
        },
      } as unknown as typeof database.db;
      const job = startDeadlineReminders({
        db: broken,
        mailer: mailer(),
        logger,
        baseUrl: TEST_BASE_URL,
        firstRunMs: 5,
        intervalMs: 10,
      });
      await vi.waitFor(() => expect(logged.length).toBeGreaterThanOrEqual(2));
      await job.stop();
      const after = logged.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged.length).toBe(after);
    });

    it.runIf(kind === "postgres")(
      "two instances running at once send each reminder once",
      async () => {
        const { uid, email } = await attorney("Lovelace");
        const period = await virginiaPeriod(uid);
        const url = database.url;
        if (!url) throw new Error("no url");
        const [a, b] = await Promise.all([
          openDatabase({ kind: "postgres", url, poolSize: 3 }),
          openDatabase({ kind: "postgres", url, poolSize: 3 }),
        ]);
        try {
          const instance = (db: typeof a.db) => outboxMailer(db);
          const today = daysBefore(period.endsOn, 60);
          const runs = await Promise.all([
            sendDueDeadlineWarnings(a.db, instance(a.db), { baseUrl: TEST_BASE_URL }, today),
            sendDueDeadlineWarnings(b.db, instance(b.db), { baseUrl: TEST_BASE_URL }, today),
            sendDueDeadlineWarnings(a.db, instance(a.db), { baseUrl: TEST_BASE_URL }, today),
          ]);
          expect(runs.every((run) => run.checked > 0)).toBe(true);
          expect(await mailFor(email)).toHaveLength(1);
          expect(
            await database.db
              .select()
              .from(deadlineWarnings)
              .where(eq(deadlineWarnings.periodId, period.id)),
          ).toHaveLength(1);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      },
    );
  });

  it("keeps the bar admission writes in one place: saving again updates it", async () => {
    const { uid } = await attorney("Lovelace");
    expect(
      await saveBarAdmission(database.db, uid, {
        state: "texas",
        barNumber: "TX-1",
        admittedOn: null,
      }),
    ).toBe("added");
    expect(
      await saveBarAdmission(database.db, uid, {
        state: "texas",
        barNumber: "TX-2",
        admittedOn: "2012-05-01",
      }),
    ).toBe("updated");
    const rows = await database.db.select().from(barAdmissions).where(eq(barAdmissions.uid, uid));
    expect(rows).toMatchObject([{ state: "texas", barNumber: "TX-2", admittedOn: "2012-05-01" }]);
  });

  it("goes with the account: periods, outside credits with their certificates, reminders", async () => {
    const { uid, cookie, password, user: current } = await attorney("Lovelace");
    const saved = await saveReportingPeriod(database.db, uid, {
      stateSlug: "virginia",
      startsOn: "2026-11-01",
      endsOn: "2027-10-31",
    });
    if (!saved.ok) throw new Error(saved.message);
    await addOutsideCredit(database.db, uid, {
      stateSlug: "virginia",
      title: "Evidence",
      provider: "Virginia CLE",
      completedOn: "2026-11-10",
      format: "live",
      accredited: true,
      hours: { general: 1 },
      certificate: { name: "evidence.pdf", bytes: pdfBytes() },
    });
    await database.db.insert(deadlineWarnings).values({ periodId: saved.id, daysBefore: 60 });
    const result = await deleteAccount(
      context,
      browserRequest("/delete-account", { method: "POST", cookie }),
      current,
      { uid, password },
    );
    expect(result.ok).toBe(true);
    const left = await Promise.all([
      database.db.select().from(reportingPeriods).where(eq(reportingPeriods.uid, uid)),
      database.db.select().from(outsideCredits).where(eq(outsideCredits.uid, uid)),
      database.db.select().from(deadlineWarnings).where(eq(deadlineWarnings.periodId, saved.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
  });
});
