import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { courses } from "~/db/schema/catalogue";
import { staffRoleGrants } from "~/db/schema/staff";
import { loader as documentsLoader } from "~/routes/staff/application-documents";
import {
  action as accreditationAction,
  loader as accreditationLoader,
} from "~/routes/staff/course/accreditation";
import { loader as overviewLoader } from "~/routes/staff/overview";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";
import { getFrom, postTo } from "../support/route-calls";

// The pages of applications to the bars, as the server answers them: who may
// see and download, and a bad or stale release day refused with a 4xx and
// nothing written.

const UPCOMING = "ai-legal-research-best-practices";
const PUBLISHED = "persuasive-brief-writing-ai";
const tab = (courseId: string) => `/staff/courses/${courseId}/accreditation`;

describe.each(DATABASE_KINDS)("applications to the bars, page by page, on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let officer: string;
  let manager: string;

  async function staffMember(name: string, role: "compliance_officer" | "course_manager") {
    const staff = await signUpMember(context, `${name}-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db.insert(staffRoleGrants).values({ userId: staff.user.id, role });
    return staff.cookie;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
    officer = await staffMember("applications-officer", "compliance_officer");
    manager = await staffMember("applications-manager", "course_manager");
  });
  afterAll(() => database?.destroy());

  const version = async (courseId: string) =>
    (
      await database.db
        .select({ version: courses.version, releaseOn: courses.releaseOn })
        .from(courses)
        .where(eq(courses.id, courseId))
    )[0];

  const postReleaseDay = (form: Record<string, string>, cookie = officer, courseId = UPCOMING) =>
    postTo(
      accreditationAction,
      context,
      `${tab(courseId)}?intent=release-day`,
      { courseId },
      form,
      cookie,
    );

  it("shows each state's application and the checklist on the accreditation tab", async () => {
    const page = await getFrom(
      accreditationLoader,
      context,
      tab(PUBLISHED),
      { courseId: PUBLISHED },
      officer,
    );
    expect(page.status).toBe(200);
    const { applications } = page.data as {
      applications: { rows: { standing: string }[]; checklist: { present: boolean }[] };
    };
    expect(applications.rows).toHaveLength(13);
    expect(applications.rows.every((row) => row.standing === "approved")).toBe(true);
    expect(applications.checklist.every((item) => item.present)).toBe(true);
  });

  it("refuses a release day that is not a day, or from an older version, writing nothing", async () => {
    const before = await version(UPCOMING);
    if (!before) throw new Error("no course");
    const bad = await postReleaseDay({ releaseOn: "2027-02-30", version: String(before.version) });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, errors: { releaseOn: expect.any(String) } });
    const stale = await postReleaseDay({
      releaseOn: "2027-05-01",
      version: String(before.version - 1 || 99),
    });
    expect(stale.status).toBe(409);
    expect(await version(UPCOMING)).toEqual(before);
    const saved = await postReleaseDay({
      releaseOn: "2027-05-01",
      version: String(before.version),
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, intent: "release-day" });
    expect(await version(UPCOMING)).toEqual({
      version: before.version + 1,
      releaseOn: "2027-05-01",
    });
    // A live course has none.
    const live = "competence-confidentiality-candor-ai";
    const liveVersion = (await version(live))?.version ?? 0;
    const refused = await postReleaseDay(
      { releaseOn: "2027-05-01", version: String(liveVersion) },
      officer,
      live,
    );
    expect(refused.status).toBe(409);
  });

  it("lets only those who record decisions see the tab, the overview's list and the documents", async () => {
    const asManager = await getFrom(
      accreditationLoader,
      context,
      tab(PUBLISHED),
      { courseId: PUBLISHED },
      manager,
    );
    expect(asManager.status).toBe(403);
    const download = (cookie: string, courseId = PUBLISHED) =>
      getFrom(
        documentsLoader,
        context,
        `/staff/courses/${courseId}/application-documents.zip`,
        { courseId },
        cookie,
      );
    expect((await download(manager)).status).toBe(403);
    expect((await download(officer, "no-such-course")).status).toBe(404);
    // An address no course could have: a 404, never a query the database refuses.
    expect((await download(officer, "a\u0000b")).status).toBe(404);
    expect((await download(officer, "../../etc")).status).toBe(404);
    const zip = await download(officer);
    expect(zip.status).toBe(200);
    expect(zip.response?.headers.get("Content-Type")).toBe("application/zip");
    const bytes = new Uint8Array(await (zip.response as Response).arrayBuffer());
    // A ZIP's local file header.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    const overview = (cookie: string) => getFrom(overviewLoader, context, "/staff", {}, cookie);
    expect(((await overview(manager)).data as { applications: unknown }).applications).toBeNull();
    expect(
      Array.isArray(((await overview(officer)).data as { applications: unknown }).applications),
    ).toBe(true);
  });
});
