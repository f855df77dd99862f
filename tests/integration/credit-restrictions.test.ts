// State restrictions on credit, from tables of rule cases: which formats count
// in a state and how (Missouri's on-demand only as self-study, New York's
// newly admitted attorneys refused skills and ethics credit on demand), judged
// by the rule in force on the completion day, on both databases. Each case is
// a certificate in an attorney's tracker; the tracker says what became of it.

import { describe, expect, it } from "vitest";
import type { CreditCategory } from "~/content/state-rules/types";
import { saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { listEarnedCredits } from "~/modules/credit-tracker/list-earned-credits.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { saveReportingPeriod } from "~/modules/credit-tracker/save-reporting-period.server";
import { DATABASE_KINDS } from "../setup/test-database";
import {
  COURSE_A,
  COURSE_B,
  COURSE_C,
  openTrackerWorld,
  stateOf,
  TODAY,
  trackerActions,
} from "../support/credit-tracker-world";

type Outcome = "counted" | "self-study" | "refused" | "counted, not confirmed";

/** state × format × category × admission day × completion day → what the tracker does, and why. */
const CASES: {
  name: string;
  state: "missouri" | "new-york" | "illinois";
  format: "live" | "self-study";
  category: CreditCategory;
  admittedOn: string | null;
  completedOn: string;
  outcome: Outcome;
  because?: string;
}[] = [
  {
    name: "Missouri on demand counts as self-study",
    state: "missouri",
    format: "self-study",
    category: "general",
    admittedOn: "2010-09-01",
    completedOn: "2026-03-02",
    outcome: "self-study",
    because: "At most 6 hours of self-study count in a reporting period, and none toward ethics.",
  },
  {
    name: "Missouri live webcast counts as accredited",
    state: "missouri",
    format: "live",
    category: "general",
    admittedOn: "2010-09-01",
    completedOn: "2026-03-02",
    outcome: "counted",
  },
  {
    name: "a state without format rules: on demand counts as it is",
    state: "illinois",
    format: "self-study",
    category: "general",
    admittedOn: "2025-06-01",
    completedOn: "2026-03-02",
    outcome: "counted",
  },
  {
    name: "New York, newly admitted: skills on demand refused",
    state: "new-york",
    format: "self-study",
    category: "skills",
    admittedOn: "2025-06-01",
    completedOn: "2026-03-02",
    outcome: "refused",
    because:
      "skills credit must be earned in a live classroom or by fully interactive videoconference",
  },
  {
    name: "New York, newly admitted: ethics on demand refused (no synchronous questions)",
    state: "new-york",
    format: "self-study",
    category: "ethics",
    admittedOn: "2025-06-01",
    completedOn: "2026-03-02",
    outcome: "refused",
    because: "with questions allowed during the program",
  },
  {
    name: "New York, newly admitted: law practice management on demand counts",
    state: "new-york",
    format: "self-study",
    category: "law-practice-management",
    admittedOn: "2025-06-01",
    completedOn: "2026-03-02",
    outcome: "counted",
  },
  {
    name: "New York, experienced: skills on demand counts",
    state: "new-york",
    format: "self-study",
    category: "skills",
    admittedOn: "2015-06-01",
    completedOn: "2026-03-02",
    outcome: "counted",
  },
  {
    name: "New York, newly admitted: skills by live webcast on the exception's last day",
    state: "new-york",
    format: "live",
    category: "skills",
    admittedOn: "2025-06-01",
    completedOn: "2025-12-31",
    outcome: "counted, not confirmed",
    because:
      "temporary exception let newly admitted attorneys earn skills credit by web conference until December 31, 2025",
  },
  {
    name: "New York, newly admitted: skills by live webcast the day after the exception",
    state: "new-york",
    format: "live",
    category: "skills",
    admittedOn: "2025-06-01",
    completedOn: "2026-01-01",
    outcome: "counted, not confirmed",
    because: "whether it continues was not found",
  },
  {
    name: "New York, newly admitted: law practice management on demand the day before the 2016 change",
    state: "new-york",
    format: "self-study",
    category: "law-practice-management",
    admittedOn: "2015-03-01",
    completedOn: "2015-12-31",
    outcome: "refused",
    because: "Until December 31, 2015",
  },
  {
    name: "New York, newly admitted: law practice management on demand the day the 2016 change took effect",
    state: "new-york",
    format: "self-study",
    category: "law-practice-management",
    admittedOn: "2015-03-01",
    completedOn: "2016-01-01",
    outcome: "counted",
  },
  {
    name: "New York: skills on demand on the last day of being newly admitted",
    state: "new-york",
    format: "self-study",
    category: "skills",
    admittedOn: "2024-06-01",
    completedOn: "2026-05-31",
    outcome: "refused",
  },
  {
    name: "New York: skills on demand on the second anniversary of admission",
    state: "new-york",
    format: "self-study",
    category: "skills",
    admittedOn: "2024-06-01",
    completedOn: "2026-06-01",
    outcome: "counted",
  },
  {
    name: "New York, admission day not on file: counted (the tracker asks for the day)",
    state: "new-york",
    format: "self-study",
    category: "skills",
    admittedOn: null,
    completedOn: "2026-03-02",
    outcome: "counted",
  },
];

describe.each(DATABASE_KINDS)("state restrictions on credit on %s", (kind) => {
  const world = openTrackerWorld(kind);
  const { attorney, certificate } = trackerActions(world, kind);

  it.each(CASES)("$name", async (rule) => {
    const { uid } = await attorney();
    await saveBarAdmission(world.database.db, uid, {
      state: rule.state,
      barNumber: "1234567",
      admittedOn: rule.admittedOn,
    });
    const id = await certificate(uid, {
      courseId: COURSE_A,
      stateSlug: rule.state,
      completedOn: rule.completedOn,
      // A second category beside the case's: a rule refuses only the hours it covers.
      credits: { general: 0.5, [rule.category]: 1 },
      format: rule.format,
    });
    const tracker = await loadCreditTracker(world.database.db, uid, TODAY);
    const credit = stateOf(tracker.states, rule.state).credits.find((row) => row.id === id);
    if (!credit) throw new Error("the certificate is not in the tracker");
    const note = credit.formatNotes.find((item) => item.category === rule.category);
    const outcome: Outcome = !note
      ? "counted"
      : note.outcome === "counted"
        ? "counted, not confirmed"
        : note.outcome;
    expect(outcome).toBe(rule.outcome);
    if (rule.because) expect(note?.reason).toContain(rule.because);

    // What the rules engine is fed (the reminders read the same): refused hours are gone.
    const earned = await listEarnedCredits(world.database.db, uid, rule.state);
    const hours = earned.find((row) => row.id === `course:${id}`)?.hours ?? {};
    expect(hours[rule.category] ?? 0).toBe(rule.outcome === "refused" ? 0 : 1);
    // Before 2016 New York refused every category on demand to the newly admitted.
    if (rule.category !== "general" && rule.completedOn >= "2016-01-01") {
      expect(hours.general).toBe(0.5);
    }
  });

  it("a newly admitted New Yorker's period counts neither skills nor ethics earned on demand, and the tracker says why", async () => {
    const { uid } = await attorney();
    await saveBarAdmission(world.database.db, uid, {
      state: "new-york",
      barNumber: "5550001",
      admittedOn: "2025-06-01",
    });
    const period = await saveReportingPeriod(world.database.db, uid, {
      stateSlug: "new-york",
      startsOn: "2025-06-01",
      endsOn: "2027-05-31",
    });
    expect(period.ok).toBe(true);
    await certificate(uid, {
      courseId: COURSE_A,
      stateSlug: "new-york",
      completedOn: "2026-02-02",
      credits: { skills: 2, ethics: 1, "law-practice-management": 1.5 },
      format: "self-study",
    });
    await certificate(uid, {
      courseId: COURSE_B,
      stateSlug: "new-york",
      completedOn: "2026-03-03",
      credits: { ethics: 1 },
      format: "live",
    });
    const newYork = stateOf(
      (await loadCreditTracker(world.database.db, uid, TODAY)).states,
      "new-york",
    );
    // 1.5 law practice management on demand + 1 ethics live; 3 hours on demand refused.
    expect(newYork.evaluation?.total.earned).toBe(2.5);
    expect(newYork.formatNotice?.text).toContain(
      "You are a newly admitted New York attorney until May 31, 2027",
    );
    expect(newYork.formatNotice?.caution).toContain("whether it continues was not found");
  });

  it("Missouri: on-demand hours go against the 6-hour self-study cap, and the tracker says so", async () => {
    const { uid } = await attorney();
    await saveBarAdmission(world.database.db, uid, {
      state: "missouri",
      barNumber: "60001",
      admittedOn: "2012-09-01",
    });
    const period = await saveReportingPeriod(world.database.db, uid, {
      stateSlug: "missouri",
      startsOn: "2026-07-01",
      endsOn: "2027-06-30",
    });
    expect(period.ok).toBe(true);
    for (const [courseId, day] of [
      [COURSE_A, "2026-08-03"],
      [COURSE_B, "2026-09-07"],
    ] as const) {
      await certificate(uid, {
        courseId,
        stateSlug: "missouri",
        completedOn: day,
        credits: { general: 4 },
        format: "self-study",
      });
    }
    await certificate(uid, {
      courseId: COURSE_C,
      stateSlug: "missouri",
      completedOn: "2026-10-05",
      credits: { general: 2 },
      format: "live",
    });
    const missouri = stateOf(
      (await loadCreditTracker(world.database.db, uid, TODAY)).states,
      "missouri",
    );
    expect(missouri.evaluation?.selfStudy).toEqual({ earned: 8, counted: 6 });
    expect(missouri.evaluation?.total.counted).toBe(8);
    expect(missouri.formatNotice?.text).toContain("they count only as self-study");
    expect(
      missouri.credits.filter((credit) => credit.formatNotes[0]?.outcome === "self-study"),
    ).toHaveLength(2);
  });

  it("the tracker asks a New Yorker without an admission day for it", async () => {
    const { uid } = await attorney();
    await saveBarAdmission(world.database.db, uid, {
      state: "new-york",
      barNumber: "5550002",
      admittedOn: null,
    });
    const newYork = stateOf(
      (await loadCreditTracker(world.database.db, uid, TODAY)).states,
      "new-york",
    );
    expect(newYork.formatNotice?.text).toContain("Add your New York admission date");
  });
});
