import { describe, expect, it } from "vitest";
import {
  APPLICATION_RULES,
  applicationRulesInForce,
} from "~/content/state-rules/application-rules";
import { APPROVED_STATES } from "~/content/states";
import {
  applicationStanding,
  deriveCourseApplications,
  documentsAskedBy,
  fileByDay,
  firstPresentation,
} from "~/modules/bar-applications/derive-applications";

// Applications to the bars, without a database: each state's "file by" day
// from the research's lead times (cases worked out by hand from the
// calendar), where an application stands, and a course's first presentation.
// The same rules over the database: tests/integration/bar-applications.test.ts.

type FileByCase = {
  state: string;
  format: "live_webcast" | "on_demand";
  first: string;
  fileBy: string | null;
  confidence: "official" | "secondary" | "unconfirmed";
};

const FILE_BY: FileByCase[] = [
  // 1 March 2027; February 2027 has 28 days.
  {
    state: "new-york",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2026-12-31",
    confidence: "official",
  },
  {
    state: "california",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2026-12-31",
    confidence: "official",
  },
  {
    state: "missouri",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2026-12-31",
    confidence: "official",
  },
  {
    state: "ohio",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2026-12-31",
    confidence: "official",
  },
  // Ohio's self-study: within 30 days after it is first available.
  {
    state: "ohio",
    format: "on_demand",
    first: "2027-03-01",
    fileBy: "2027-03-31",
    confidence: "official",
  },
  {
    state: "north-carolina",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2027-01-10",
    confidence: "official",
  },
  {
    state: "new-jersey",
    format: "on_demand",
    first: "2027-03-01",
    fileBy: "2027-01-30",
    confidence: "official",
  },
  {
    state: "colorado",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2027-02-08",
    confidence: "official",
  },
  {
    state: "washington",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2027-02-14",
    confidence: "official",
  },
  // Illinois: on or before the start date.
  {
    state: "illinois",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: "2027-03-01",
    confidence: "official",
  },
  // A leap year: 1 March 2028 less 60 days (29 in February).
  {
    state: "new-york",
    format: "live_webcast",
    first: "2028-03-01",
    fileBy: "2028-01-01",
    confidence: "official",
  },
  // Across a year's end.
  {
    state: "washington",
    format: "live_webcast",
    first: "2027-01-10",
    fileBy: "2026-12-26",
    confidence: "official",
  },
  // Not confirmed: no date is given.
  {
    state: "texas",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: null,
    confidence: "unconfirmed",
  },
  {
    state: "virginia",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: null,
    confidence: "unconfirmed",
  },
  {
    state: "florida",
    format: "on_demand",
    first: "2027-03-01",
    fileBy: null,
    confidence: "unconfirmed",
  },
  {
    state: "georgia",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: null,
    confidence: "unconfirmed",
  },
  {
    state: "wisconsin",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: null,
    confidence: "unconfirmed",
  },
  {
    state: "pennsylvania",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: null,
    confidence: "unconfirmed",
  },
  // A state the research does not cover at all.
  {
    state: "alaska",
    format: "live_webcast",
    first: "2027-03-01",
    fileBy: null,
    confidence: "unconfirmed",
  },
];

describe("the file-by day per state", () => {
  it.each(FILE_BY)("$state, $format, first presented $first: $fileBy", (row) => {
    const rules = applicationRulesInForce(row.state, "2026-12-05");
    const fact = (row.format === "on_demand" && rules.onDemandLead) || rules.lead;
    expect(fileByDay(row.first, fact.value)).toBe(row.fileBy);
    expect(fact.confidence).toBe(row.confidence);
    // Every confirmed figure names its source; an unconfirmed one says so.
    if (row.confidence === "official") expect(fact.sources.length).toBeGreaterThan(0);
    else expect(fact.text).toMatch(/not confirmed/i);
  });

  it("gives no day without a first presentation", () => {
    expect(fileByDay(null, { kind: "days-before", days: 60 })).toBeNull();
  });

  it("derives every approved state's application of a course", () => {
    const rows = deriveCourseApplications({
      format: "live_webcast",
      first: { day: "2027-03-01", from: "live-session" },
      decisions: [{ stateSlug: "new-york", status: "pending", appliedOn: "2026-12-20" }],
      today: "2027-01-15",
    });
    expect(rows).toHaveLength(13);
    const of = (slug: string) => rows.find((row) => row.stateSlug === slug);
    expect(of("new-york")).toMatchObject({ standing: "applied", appliedOn: "2026-12-20" });
    expect(of("north-carolina")).toMatchObject({ fileBy: "2027-01-10", standing: "late" });
    expect(of("new-jersey")).toMatchObject({ fileBy: "2027-01-30", standing: "due" });
    expect(of("illinois")).toMatchObject({ fileBy: "2027-03-01", standing: "later" });
    expect(of("texas")).toMatchObject({ fileBy: null, standing: "no-date", lead: "Not confirmed" });
  });
});

const STANDINGS = [
  {
    name: "due yesterday, not applied",
    fileBy: "2027-03-14",
    decision: undefined,
    standing: "late",
  },
  { name: "due today", fileBy: "2027-03-15", decision: undefined, standing: "due" },
  { name: "due in 30 days", fileBy: "2027-04-14", decision: undefined, standing: "due" },
  { name: "due in 31 days", fileBy: "2027-04-15", decision: undefined, standing: "later" },
  { name: "no date", fileBy: null, decision: undefined, standing: "no-date" },
  { name: "late but applied for", fileBy: "2027-01-01", decision: "pending", standing: "applied" },
  { name: "approved", fileBy: "2027-01-01", decision: "approved", standing: "approved" },
  { name: "denied", fileBy: "2027-03-20", decision: "denied", standing: "denied" },
] as const;

describe("where an application stands on 15 March 2027", () => {
  it.each(STANDINGS)("$name: $standing", ({ fileBy, decision, standing }) => {
    expect(
      applicationStanding(
        decision ? { stateSlug: "ohio", status: decision, appliedOn: null } : undefined,
        fileBy,
        "2027-03-15",
      ),
    ).toBe(standing);
  });
});

const FIRST_PRESENTATIONS = [
  {
    name: "a live course's first session",
    format: "live_webcast",
    releaseOn: null,
    session: "2027-04-02",
    first: { day: "2027-04-02", from: "live-session" },
  },
  {
    name: "a live course without sessions",
    format: "live_webcast",
    releaseOn: "2027-01-01",
    session: null,
    first: null,
  },
  {
    name: "an on-demand course's release",
    format: "on_demand",
    releaseOn: "2027-05-01",
    session: null,
    first: { day: "2027-05-01", from: "release" },
  },
  {
    name: "an on-demand course launched live before its release",
    format: "on_demand",
    releaseOn: "2027-05-01",
    session: "2027-04-20",
    first: { day: "2027-04-20", from: "live-session" },
  },
  {
    name: "an on-demand course released before a later webcast",
    format: "on_demand",
    releaseOn: "2027-05-01",
    session: "2027-06-01",
    first: { day: "2027-05-01", from: "release" },
  },
  {
    name: "an on-demand course without a release day",
    format: "on_demand",
    releaseOn: null,
    session: null,
    first: null,
  },
] as const;

describe("a course's first presentation", () => {
  it.each(FIRST_PRESENTATIONS)("$name", ({ format, releaseOn, session, first }) => {
    expect(firstPresentation({ format, releaseOn, firstSessionDay: session })).toEqual(first);
  });
});

describe("the application timing data", () => {
  it.each(APPLICATION_RULES.map((state) => [state.slug, state] as const))(
    "%s: versions back to back, each fact's sources listed, the last in force",
    (_slug, state) => {
      expect(state.versions.length).toBeGreaterThan(0);
      state.versions.forEach((version, index) => {
        const next = state.versions[index + 1];
        expect(version.effectiveUntil).toBe(next ? next.effectiveFrom : null);
        for (const fact of [
          version.lead,
          ...(version.onDemandLead ? [version.onDemandLead] : []),
        ]) {
          for (const key of fact.sources) expect(Object.keys(state.sources)).toContain(key);
          if (fact.value === null) expect(fact.confidence).toBe("unconfirmed");
        }
      });
    },
  );

  it("covers each of the 13 states where credits are offered", () => {
    const covered = new Set(APPLICATION_RULES.map((state) => state.slug));
    for (const state of APPROVED_STATES) expect(covered).toContain(state.slug);
  });
});

describe("which states ask for each document", () => {
  // From the research's §3 and §5, in the states' order on the site.
  it.each([
    ["agenda", ["Florida", "Virginia", "New York", "New Jersey", "North Carolina"]],
    ["materials", ["Virginia", "New York", "New Jersey", "North Carolina"]],
    ["faculty", ["Florida", "Virginia", "Ohio", "New Jersey", "North Carolina", "Missouri"]],
    ["verification", ["New York"]],
    ["financial-aid", ["New York", "Illinois", "New Jersey"]],
    ["price", []],
  ] as const)("%s: %j", (document, states) => {
    expect(documentsAskedBy("2026-12-05")[document]).toEqual(states);
  });
});
