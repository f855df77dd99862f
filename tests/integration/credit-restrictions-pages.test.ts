// State restrictions on credit where an attorney reads them, on both
// databases: the payment page's loader before paying, the notices the course
// and registration pages show, a pending certificate's note on the tracker,
// and the certificate page's note for its owner.

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AI_CLE_BUNDLE_ID } from "~/content/catalogue";
import type { CreditCategory } from "~/content/state-rules/types";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { certificateFormatNotes } from "~/modules/credit-tracker/certificate-format-notes.server";
import { describeCourseRestrictions } from "~/modules/credit-tracker/describe-format-restrictions";
import { loadCourseFormatNotices } from "~/modules/credit-tracker/load-course-format-notices.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { loader as paymentLoader } from "~/routes/payment/payment";
import { DATABASE_KINDS } from "../setup/test-database";
import { browserRequest } from "../setup/test-services";
import {
  COURSE_A,
  openTrackerWorld,
  stateOf,
  trackerActions,
} from "../support/credit-tracker-world";

// An on-demand course sold for a price; New York approves it as skills credit here.
const COURSE = "ai-assisted-deposition-trial-preparation";
const NOW = new Date("2026-12-05T15:00:00Z");

describe.each(DATABASE_KINDS)("state restrictions on credit, on the pages, on %s", (kind) => {
  const world = openTrackerWorld(kind);
  const { attorney, certificate } = trackerActions(world, kind);

  async function skillsInNewYork() {
    await world.database.db
      .update(courseStateApprovals)
      .set({ credits: { skills: 1.5 } })
      .where(
        and(
          eq(courseStateApprovals.courseId, COURSE),
          eq(courseStateApprovals.stateSlug, "new-york"),
        ),
      );
  }

  it("the payment page tells a newly admitted New Yorker before paying; an experienced one is told nothing", async () => {
    await skillsInNewYork();
    const newly = await attorney();
    await saveBarAdmission(world.database.db, newly.uid, {
      state: "new-york",
      barNumber: "5550101",
      admittedOn: "2026-01-15",
    });
    const experienced = await attorney();
    await saveBarAdmission(world.database.db, experienced.uid, {
      state: "new-york",
      barNumber: "5550102",
      admittedOn: "2011-01-15",
    });
    const load = async (cookie: string) => {
      const result = await paymentLoader({
        request: browserRequest(`/payment?courseId=${COURSE}`, { cookie }),
        context: world.context,
        params: {},
      } as Parameters<typeof paymentLoader>[0]);
      return result.data;
    };
    const told = await load(newly.cookie);
    expect(told.quote?.priceCents).toBeGreaterThan(0);
    expect(told.formatNotices.map((notice) => notice.stateSlug)).toEqual(["new-york"]);
    expect(told.formatNotices[0]?.text).toContain(
      "the skills credit of this course does not count for you in New York if you watch it on demand",
    );
    expect((await load(experienced.cookie)).formatNotices).toEqual([]);

    // A bundle: each of its courses that carries such credit, named.
    const bundle = await paymentLoader({
      request: browserRequest(`/payment?bundleId=${AI_CLE_BUNDLE_ID}`, { cookie: newly.cookie }),
      context: world.context,
      params: {},
    } as Parameters<typeof paymentLoader>[0]);
    expect(
      bundle.data.formatNotices.map((notice) => [notice.courseTitle, notice.stateSlug]),
    ).toEqual(
      expect.arrayContaining([
        ["Ethics of AI in Legal Practice", "new-york"],
        ["AI-Assisted Deposition and Trial Preparation", "new-york"],
      ]),
    );
  });

  it("the course and registration pages' notices: Missouri's self-study to a Missouri attorney", async () => {
    const { uid } = await attorney();
    await saveBarAdmission(world.database.db, uid, {
      state: "missouri",
      barNumber: "60101",
      admittedOn: "2014-09-01",
    });
    const notices = await loadCourseFormatNotices(world.database.db, uid, COURSE, {
      live: false,
      now: NOW,
    });
    // Signed up choosing New York but with no admission there: nothing on New York.
    expect(notices.map((notice) => notice.stateSlug)).toEqual(["missouri"]);
    expect(notices[0]?.text).toContain("counts only as self-study");

    // A New York admission without its day: told on a condition.
    await saveBarAdmission(world.database.db, uid, {
      state: "new-york",
      barNumber: "5550104",
      admittedOn: null,
    });
    const withNewYork = await loadCourseFormatNotices(world.database.db, uid, COURSE, {
      live: false,
      now: NOW,
    });
    expect(withNewYork.find((notice) => notice.stateSlug === "new-york")?.text).toContain(
      "If you were admitted to the New York bar less than two years ago",
    );
  });

  it("a pending certificate says what the rule will do once approved; the certificate page tells its owner", async () => {
    const { uid } = await attorney();
    await saveBarAdmission(world.database.db, uid, {
      state: "new-york",
      barNumber: "5550103",
      admittedOn: "2026-01-15",
    });
    await certificate(uid, {
      courseId: COURSE_A,
      stateSlug: "new-york",
      completedOn: "2026-11-02",
      credits: { skills: 1 },
      format: "self-study",
      approvalStatus: "pending",
    });
    const newYork = stateOf(
      (await loadCreditTracker(world.database.db, uid, "2026-11-23")).states,
      "new-york",
    );
    expect(newYork.pending[0]?.formatNotes.map((note) => note.outcome)).toEqual(["refused"]);

    const notes = await certificateFormatNotes(world.database.db, uid, {
      id: "LX-TEST",
      stateSlug: "new-york",
      courseTitle: "Skills course",
      completedOn: "2026-11-02",
      format: "self-study",
      credits: { skills: 1, "law-practice-management": 1 },
    });
    expect(notes.map((note) => [note.category, note.outcome])).toEqual([["skills", "refused"]]);
  });
});

/** Before purchase: what the course page and the payment page tell an attorney (pure; today fixed). */
const NOTICE_CASES: {
  name: string;
  admissions: { state: string; admittedOn: string | null }[];
  homeState: string | null;
  credits: Partial<Record<CreditCategory, number>>;
  live: boolean;
  says: string[] | null;
}[] = [
  {
    name: "a newly admitted New Yorker, an on-demand skills course",
    admissions: [{ state: "new-york", admittedOn: "2026-01-15" }],
    homeState: "new-york",
    credits: { skills: 1.5 },
    live: false,
    says: [
      "You are a newly admitted New York attorney (until January 14, 2028), so the skills credit of this course does not count for you in New York if you watch it on demand.",
    ],
  },
  {
    name: "a newly admitted New Yorker, a course with a live webcast too",
    admissions: [{ state: "new-york", admittedOn: "2026-01-15" }],
    homeState: null,
    credits: { skills: 1, ethics: 1 },
    live: true,
    says: [
      "skills and ethics and professionalism credit",
      "skills credit must be earned in a live classroom",
      "it must be earned live, with questions allowed during the program",
      "Attend a live webcast of this course to earn that credit.",
    ],
  },
  {
    name: "an experienced New Yorker: nothing to say",
    admissions: [{ state: "new-york", admittedOn: "2010-01-15" }],
    homeState: null,
    credits: { skills: 1.5 },
    live: false,
    says: null,
  },
  {
    name: "a New Yorker whose admission day is not known: told on a condition",
    admissions: [{ state: "new-york", admittedOn: null }],
    homeState: "new-york",
    credits: { skills: 1.5 },
    live: false,
    says: ["If you were admitted to the New York bar less than two years ago"],
  },
  {
    name: "New York chosen at sign-up, no admission recorded: nothing to say",
    admissions: [],
    homeState: "new-york",
    credits: { skills: 1.5 },
    live: false,
    says: null,
  },
  {
    name: "Missouri chosen at sign-up, no admission recorded: on demand counts as self-study",
    admissions: [],
    homeState: "missouri",
    credits: { general: 1 },
    live: true,
    says: [
      "counts only as self-study",
      "Attend a live webcast of this course for accredited credit.",
    ],
  },
  {
    name: "a newly admitted New Yorker, a general course: nothing to say",
    admissions: [{ state: "new-york", admittedOn: "2026-01-15" }],
    homeState: null,
    credits: { general: 1 },
    live: false,
    says: null,
  },
  {
    name: "a Missouri attorney: on demand counts as self-study",
    admissions: [{ state: "missouri", admittedOn: "2001-09-01" }],
    homeState: null,
    credits: { general: 1 },
    live: false,
    says: [
      "Missouri: watched on demand, this course counts only as self-study.",
      "At most 6 hours",
    ],
  },
];

describe("what an attorney is told before buying", () => {
  it.each(NOTICE_CASES)("$name", (rule) => {
    const state = rule.admissions[0]?.state ?? rule.homeState ?? "new-york";
    const notices = describeCourseRestrictions({
      approvals: [{ stateSlug: state, credits: rule.credits }],
      onDemand: true,
      live: rule.live,
      attorney: { admissions: rule.admissions, homeState: rule.homeState },
      today: "2026-12-05",
    });
    if (rule.says === null) {
      expect(notices).toEqual([]);
      return;
    }
    expect(notices).toHaveLength(1);
    for (const text of rule.says) expect(notices[0]?.text).toContain(text);
  });
});
