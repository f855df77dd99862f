import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import { barAdmissions } from "~/db/schema/accounts";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { outsideCredits } from "~/db/schema/compliance";
import { enrolments } from "~/db/schema/learning";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { listEvaluationsToGive } from "~/modules/evaluations/list-evaluations-to-give.server";
import { listMyWaitingLists } from "~/modules/waiting-lists/list-my-waiting-lists.server";
import { loader as trackerLoader } from "~/routes/account/credits";
import { loader as dashboardLoader } from "~/routes/account/dashboard";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";
import { getFrom } from "../support/route-calls";

// An attorney's dashboard and credit tracker read their records from the
// accounts cache (decision 0075): a repeated request sends no SQL at all, and
// a committed write behind them shows on the very next request; a write to
// one attorney's rows leaves the others' entries in place.

describe.each(DATABASE_KINDS)("the accounts cache on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  const dashboard = (cookie: string) => getFrom(dashboardLoader, context, "/dashboard", {}, cookie);
  const tracker = (cookie: string) =>
    getFrom(trackerLoader, context, "/dashboard/credits", {}, cookie);

  it("answers a repeated dashboard and tracker from memory: no statement", async () => {
    const { cookie } = await signUpMember(context, `${kind}-repeat`);
    expect((await dashboard(cookie)).status).toBe(200);
    expect((await tracker(cookie)).status).toBe(200);
    const before = database.statementCount();
    for (let i = 0; i < 3; i += 1) {
      expect((await dashboard(cookie)).status).toBe(200);
      expect((await tracker(cookie)).status).toBe(200);
    }
    expect(database.statementCount()).toBe(before);
  });

  it("shows a committed change on the very next request", async () => {
    // Three rounds: a notice that came late by chance could not pass all three.
    for (let round = 1; round <= 3; round += 1) {
      const { cookie, user } = await signUpMember(context, `${kind}-fresh-${round}`);
      const shown = async () => JSON.stringify((await dashboard(cookie)).data);
      expect(await shown()).not.toContain("Started in round");
      await database.db.insert(enrolments).values({
        id: randomUUID(),
        uid: user.id,
        courseId: FEATURED_COURSE_ID,
        courseName: `Started in round ${round}`,
      });
      expect(await shown()).toContain(`Started in round ${round}`);
      // A catalogue table's write empties it too (the page shows course details).
      await database.db
        .update(enrolments)
        .set({ progress: 40 + round })
        .where(eq(enrolments.uid, user.id));
      expect(await shown()).toContain(`"progress":${40 + round}`);

      const listed = async () => JSON.stringify((await tracker(cookie)).data);
      expect(await listed()).toContain('"states":[]');
      await database.db
        .insert(barAdmissions)
        .values({ id: randomUUID(), uid: user.id, state: "new-york", barNumber: `NY-${round}` });
      expect(await listed()).toContain(`"barNumber":"NY-${round}"`);
      expect(await listed()).not.toContain(`Outside ${round}`);
      await database.db.insert(outsideCredits).values({
        id: randomUUID(),
        uid: user.id,
        stateSlug: "new-york",
        title: `Outside ${round}`,
        provider: "Bar association",
        completedOn: "2026-01-15",
        format: "live",
        hours: { general: 1 },
      });
      expect(await listed()).toContain(`Outside ${round}`);
    }
  });

  it("lists the courses to evaluate and the waiting places as the modules' own reads do", async () => {
    const { cookie, user } = await signUpMember(context, `${kind}-folded`);
    await database.db.insert(enrolments).values({
      id: randomUUID(),
      uid: user.id,
      courseId: FEATURED_COURSE_ID,
      courseName: "Watched to the end",
      progress: 100,
      completedAt: new Date(),
    });
    const [session] = await database.db.select({ id: liveSessions.id }).from(liveSessions).limit(1);
    if (!session) throw new Error("the seed has no live session");
    await database.db
      .insert(waitingListEntries)
      .values([{ id: randomUUID(), liveSessionId: session.id, uid: user.id, position: 2 }]);
    const data = (await dashboard(cookie)).data as {
      toEvaluate: unknown[];
      waitingLists: unknown[];
    };
    expect(data.toEvaluate).toEqual(await listEvaluationsToGive(database.db, user.id));
    expect(data.toEvaluate).toHaveLength(1);
    expect(data.waitingLists).toEqual(await listMyWaitingLists(database.db, user.id));
    expect(data.waitingLists).toMatchObject([{ sessionId: session.id, place: 1 }]);
  });

  it("drops only the writer's entries when an attorney's own rows change", async () => {
    const a = await signUpMember(context, `${kind}-writer`);
    const b = await signUpMember(context, `${kind}-bystander`);
    const listed = async (cookie: string) => JSON.stringify((await tracker(cookie)).data);
    for (const { cookie } of [a, b]) {
      await dashboard(cookie);
      await listed(cookie);
    }
    // PostgreSQL's other pool connections hear the sign-ups' notices a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const { cookie } of [a, b]) {
      await dashboard(cookie);
      await listed(cookie);
    }
    await database.db
      .insert(barAdmissions)
      .values({ id: randomUUID(), uid: a.user.id, state: "new-york", barNumber: "NY-A" });
    const afterWrite = database.statementCount();
    await dashboard(b.cookie);
    expect(await listed(b.cookie)).not.toContain("NY-A");
    expect(database.statementCount()).toBe(afterWrite);
    expect(await listed(a.cookie)).toContain('"barNumber":"NY-A"');
    expect(database.statementCount()).toBeGreaterThan(afterWrite);
  });

  it("is emptied by a catalogue table's write as well", async () => {
    const { cookie } = await signUpMember(context, `${kind}-catalogue`);
    await dashboard(cookie);
    const before = database.statementCount();
    await database.db
      .update(courses)
      .set({ updatedAt: new Date() })
      .where(eq(courses.id, FEATURED_COURSE_ID));
    const after = database.statementCount();
    await dashboard(cookie);
    expect(database.statementCount()).toBeGreaterThan(after);
    expect(after).toBe(before + 1);
  });
});
