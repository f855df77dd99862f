import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AI_CLE_BUNDLE_CREDITS,
  AI_CLE_BUNDLE_ID,
  COURSE_BUNDLES,
  COURSES,
  FEATURED_COURSE_ID,
  SPLASH_COURSE_ID,
} from "~/content/catalogue";
import { APPROVED_STATES } from "~/content/states";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";
import { parseCourseFilters } from "~/modules/catalogue/course-filters.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listCourses, searchWords } from "~/modules/catalogue/list-courses.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

const published = COURSES.filter((course) => course.status === "published");
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

describe.each(DATABASE_KINDS)("catalogue search and filters on %s", (kind) => {
  let database: TestDatabase;
  const NOW = new Date("2026-11-23T12:00:00Z");
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, NOW);
  });
  afterAll(() => database?.destroy());

  it("lists every published course, in catalogue order, with credits and next live date", async () => {
    const rows = await listCourses(database.db, { status: "published" }, NOW);
    expect(rows.map((row) => row.id)).toEqual(published.map((course) => course.id));
    const featured = rows.find((row) => row.id === FEATURED_COURSE_ID);
    expect(featured?.credits).toEqual([{ creditType: "general", hours: 1 }]);
    expect(featured?.nextLiveAt).toBeInstanceOf(Date);
    expect(featured?.nextLiveAt?.getTime()).toBeGreaterThan(NOW.getTime());
    // The next date one can register for: sold-out dates are skipped.
    const splash = rows.find((row) => row.id === SPLASH_COURSE_ID);
    const sessions = await listLiveSessions(
      database.db,
      { courseId: SPLASH_COURSE_ID, from: NOW },
      NOW,
    );
    expect(sessions.some((session) => session.soldOut)).toBe(true);
    expect(splash?.nextLiveAt).toEqual(
      sessions.filter((session) => !session.soldOut).sort((a, b) => +a.startsAt - +b.startsAt)[0]
        ?.startsAt,
    );
    expect(rows.find((row) => row.format === "on_demand")?.nextLiveAt).toBeNull();
  });

  it("full-text search: stemmed words, word starts, every word required, ranked", async () => {
    const search = (query: string) => listCourses(database.db, { status: "published", query }, NOW);
    // "prompts" is stemmed to the same word as "prompting".
    expect(ids(await search("prompts"))).toContain("prompting-ai-legal-work-workshop");
    // A word typed in part finds the whole word.
    expect(ids(await search("hallucinat"))).toContain("hallucinated-citations-rule-11");
    expect(ids(await search("deposit"))).toContain("ai-assisted-deposition-trial-preparation");
    // Every word must match somewhere.
    const both = await search("ethics confidentiality");
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan((await search("ethics")).length + 1);
    expect(await search("deposition cybersecurity")).toEqual([]);
    // Titles weigh most: the title match comes first.
    expect((await search("governance"))[0]?.id).toBe("ai-governance-law-firms");
    // Upper case, accents and punctuation make no difference; nothing breaks the query.
    expect(ids(await search("DÉPOSITION!"))).toEqual(ids(await search("deposition")));
    for (const hostile of ["'", "a & | !", "foo:*", "(", "\\", "%_", "))) or 1=1 --"]) {
      await expect(search(hostile)).resolves.toBeInstanceOf(Array);
    }
    expect(await search("zzzzqqq")).toEqual([]);
    // A credit type is a word of every course that carries it.
    const ethicsCredit = await listCourses(
      database.db,
      { status: "published", creditType: "ethics" },
      NOW,
    );
    expect(ids(await search("ethics"))).toEqual(expect.arrayContaining(ids(ethicsCredit)));
    expect(ids(await search("ethics"))).toContain("hallucinated-citations-rule-11");
  });

  it("filters by state approval, optionally with pending approvals, with the state's credits", async () => {
    for (const state of APPROVED_STATES) {
      const approved = await listCourses(
        database.db,
        { status: "published", state: state.slug },
        NOW,
      );
      const withPending = await listCourses(
        database.db,
        { status: "published", state: state.slug, includePending: true },
        NOW,
      );
      const expected = published.filter((course) =>
        course.approvals.some((a) => a.state === state.slug && a.status === "approved"),
      );
      expect(ids(approved)).toEqual(expected.map((course) => course.id).sort());
      expect(approved.every((row) => row.stateApproval?.status === "approved")).toBe(true);
      // The state's own course number for each course, as seeded.
      expect(approved.map((row) => [row.id, row.stateApproval?.approvalNumber]).sort()).toEqual(
        expected
          .map((course) => [
            course.id,
            course.approvals.find((a) => a.state === state.slug)?.approvalNumber,
          ])
          .sort(),
      );
      expect(withPending.length).toBeGreaterThanOrEqual(approved.length);
    }
    const newYork = await listCourses(
      database.db,
      { status: "published", state: "new-york", includePending: true },
      NOW,
    );
    expect(
      newYork.find((row) => row.id === "prompting-ai-legal-work-workshop")?.stateApproval?.status,
    ).toBe("pending");
    // New York approved the cybersecurity course under its own category.
    expect(
      newYork.find((row) => row.id === "cybersecurity-privacy-ai-law-firms")?.stateApproval
        ?.credits,
    ).toEqual({ cybersecurity: 1 });
    const florida = await listCourses(database.db, { status: "published", state: "florida" }, NOW);
    expect(
      florida.find((row) => row.id === "algorithmic-bias-lawyers-duty")?.stateApproval?.credits,
    ).toEqual({
      bias: 1,
    });
  });

  it("filters by credit type and format, and combines filters", async () => {
    const ethics = await listCourses(
      database.db,
      { status: "published", creditType: "ethics" },
      NOW,
    );
    expect(ids(ethics)).toEqual(
      published
        .filter((course) => (course.credits.ethics ?? 0) > 0)
        .map((c) => c.id)
        .sort(),
    );
    const live = await listCourses(
      database.db,
      { status: "published", format: "live_webcast" },
      NOW,
    );
    expect(live.every((row) => row.format === "live_webcast")).toBe(true);
    const combined = await listCourses(
      database.db,
      {
        status: "published",
        format: "on_demand",
        creditType: "ethics",
        state: "texas",
        query: "ai",
      },
      NOW,
    );
    expect(combined.length).toBeGreaterThan(0);
    for (const row of combined) {
      expect(row.format).toBe("on_demand");
      expect(row.credits.some((credit) => credit.creditType === "ethics")).toBe(true);
      expect(row.stateApproval?.status).toBe("approved");
    }
  });

  it("course pages read their approvals by state, media and materials from the database", async () => {
    const course = await getCourse(database.db, "generative-ai-ediscovery-document-review");
    expect(course?.approvals).toHaveLength(APPROVED_STATES.length);
    expect(course?.approvals.map((a) => a.stateName)).toEqual(APPROVED_STATES.map((s) => s.name));
    expect(course?.media?.durationSeconds).toBeGreaterThan(60);
    expect(course?.materials.map((m) => m.id)).toEqual(["slides", "review-protocol"]);
  });

  it("seeds each state's own approval day and course number, and pending ones with the day applied", async () => {
    const approvals = (await getCourse(database.db, "competence-confidentiality-candor-ai"))
      ?.approvals;
    const approved = approvals?.filter((a) => a.status === "approved") ?? [];
    expect(approved).toHaveLength(APPROVED_STATES.length - 2);
    expect(new Set(approved.map((a) => a.approvedOn)).size).toBe(approved.length);
    expect(new Set(approved.map((a) => a.approvalNumber)).size).toBe(approved.length);
    for (const approval of approved) {
      expect(approval.approvalNumber).not.toMatch(/^[A-Z]{2}-\d{2}-\d{4}$/);
      expect(
        approval.appliedOn && approval.approvedOn && approval.appliedOn < approval.approvedOn,
      ).toBe(true);
    }
    const pending = approvals?.filter((a) => a.status === "pending") ?? [];
    expect(pending.map((a) => [a.stateSlug, a.approvalNumber, a.approvedOn])).toEqual([
      ["new-york", null, null],
      ["new-jersey", null, null],
    ]);
    expect(pending.every((a) => a.appliedOn !== null)).toBe(true);
  });
});

describe("the 10-credit AI CLE bundle", () => {
  it("holds on-demand courses whose credits add up to exactly 10", () => {
    const bundle = COURSE_BUNDLES.find((each) => each.id === AI_CLE_BUNDLE_ID);
    expect(bundle).toBeDefined();
    const courses = (bundle?.courseIds ?? []).map((id) =>
      COURSES.find((course) => course.id === id),
    );
    expect(
      courses.every((course) => course?.status === "published" && course.format === "on_demand"),
    ).toBe(true);
    const hours = courses.reduce(
      (sum, course) => sum + Object.values(course?.credits ?? {}).reduce((a, b) => a + (b ?? 0), 0),
      0,
    );
    expect(hours).toBeCloseTo(AI_CLE_BUNDLE_CREDITS, 5);
    expect(bundle?.memberPriceCents).toBeLessThan(bundle?.priceCents ?? 0);
  });
});

describe("catalogue filters from the URL", () => {
  it("keeps known values and drops the rest", () => {
    expect(
      parseCourseFilters(
        new URL("http://x/courses?q=%20ai%20&state=texas&credit=ethics&format=on_demand&pending=1"),
      ),
    ).toEqual({ q: "ai", state: "texas", credit: "ethics", format: "on_demand", pending: true });
    expect(
      parseCourseFilters(
        new URL("http://x/courses?state=atlantis&credit=x&format=vhs&pending=yes"),
      ),
    ).toEqual({ q: "", state: null, credit: null, format: null, pending: false });
    // Too long a search is cut to the limit, not dropped.
    expect(parseCourseFilters(new URL(`http://x/courses?q=${"a".repeat(500)}`)).q).toBe(
      "a".repeat(SEARCH_QUERY_MAX_LENGTH),
    );
    expect(searchWords("  Prompt-ing, É thics!! ")).toEqual(["prompt", "ing", "e", "thics"]);
  });
});
