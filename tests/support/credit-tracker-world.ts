// The credit tracker's integration tests share this world: a seeded database
// per kind, attorneys signed up through the auth API, their certificates, and
// posts to the tracker page's action.

import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { COURSES } from "~/content/catalogue";
import type { CreditCategory } from "~/content/state-rules/types";
import { certificates } from "~/db/schema/certificates";
import { saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import type { StateTracker } from "~/modules/credit-tracker/credit-tracker-types";
import type { RequirementProgress } from "~/modules/credit-tracker/period-evaluation-types";
import { saveReportingPeriod } from "~/modules/credit-tracker/save-reporting-period.server";
import type { TrackerReply } from "~/modules/credit-tracker/tracker-reply";
import { action } from "~/routes/account/credits";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../setup/test-database";
import {
  browserRequest,
  cookieFrom,
  createTestContext,
  TEST_BASE_URL,
} from "../setup/test-services";
import { minimalPdf } from "./minimal-pdf";

export const TODAY = "2026-11-23";
export const [COURSE_A, COURSE_B, COURSE_C] = COURSES.map((course) => course.id);

/** A real PDF of `size` bytes, as an uploaded certificate. */
export function pdfBytes(size = 2048): Uint8Array {
  return new Uint8Array(minimalPdf(size));
}

export const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function flatten(items: RequirementProgress[]): RequirementProgress[] {
  return items.flatMap((item) => [item, ...flatten(item.within)]);
}

export function requirement(state: StateTracker, id: string): RequirementProgress {
  const found = flatten(state.evaluation?.requirements ?? []).find((item) => item.id === id);
  if (!found) throw new Error(`no requirement ${id} in ${state.slug}`);
  return found;
}

export function stateOf(states: StateTracker[], slug: string): StateTracker {
  const found = states.find((state) => state.slug === slug);
  if (!found) throw new Error(`no ${slug} in the tracker`);
  return found;
}

type TrackerWorld = { database: TestDatabase; context: AppLoadContext };

/** A database of `kind`, seeded, open for the suite that calls this (closed after it). */
export function openTrackerWorld(kind: DatabaseKind): TrackerWorld {
  const world = {} as TrackerWorld;
  beforeAll(async () => {
    world.database = await createTestDatabase(kind);
    await seedDatabase(world.database.db);
    world.context = createTestContext(world.database);
  });
  afterAll(() => world.database?.destroy());
  return world;
}

/** What the tests do in the world: sign attorneys up, record their credits, post to the page. */
export function trackerActions(world: TrackerWorld, kind: DatabaseKind) {
  let counter = 0;

  /** A whole account through the auth API (profile with its last name, session cookie). */
  async function attorney(lastName = "Lovelace") {
    counter += 1;
    const email = `tracker${counter}-${kind}-${randomUUID().slice(0, 6)}@example.com`;
    const password = `long-enough-pass-${counter}`;
    const result = await registerAccount(
      world.context,
      browserRequest("/register", { method: "POST" }),
      {
        firstName: "Ada",
        lastName,
        email,
        password,
        state: "new-york",
      },
    );
    if (!result.ok) throw new Error(`sign-up failed: ${result.reason}`);
    const cookie = cookieFrom(result.headers);
    const current = await getSessionUser(browserRequest("/", { cookie }), world.context);
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
    await saveBarAdmission(world.database.db, uid, {
      state: stateSlug,
      barNumber,
      admittedOn: null,
    });
    const saved = await saveReportingPeriod(world.database.db, uid, { stateSlug, ...period });
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
    await world.database.db.insert(certificates).values({
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
    const result = await action({ request, context: world.context, params: {} } as Parameters<
      typeof action
    >[0]);
    return { status: result.init?.status ?? 200, reply: result.data as TrackerReply };
  }

  return { attorney, trackedPeriod, certificate, post };
}

export const creditFields = (state: string, extra: Record<string, string> = {}) => ({
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
