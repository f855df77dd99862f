import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statePagePath } from "~/content/states";
import { user } from "~/db/schema/auth";
import { courses } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffRoleGrants } from "~/db/schema/staff";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { loader as dashboardLoader } from "~/routes/account/dashboard";
import { loader as playerLoader } from "~/routes/course-player";
import { loader as catalogueLoader } from "~/routes/courses/catalogue";
import { loader as courseLoader } from "~/routes/courses/course-detail";
import { loader as materialLoader } from "~/routes/courses/course-material";
import { loader as plansLoader } from "~/routes/plans";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { action as detailsAction } from "~/routes/staff/course/details";
import { action as statusAction } from "~/routes/staff/course/status";
import { loader as stateLoader } from "~/routes/states/state-page";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";
import { detailsFields } from "../support/course-form-fixtures";
import { getFrom, postTo } from "../support/route-calls";

// A course changed or unpublished in the console is what the public pages
// show on their next request: the catalogue and its
// search, the course's page and its structured data, the state pages, the
// plans page's price comparison and the sitemap. Those registered keep what
// they have: the player, the handouts and their dashboard.

/** One of the plans page's price examples, an on-demand course with a lecture. */
const COURSE = "prompting-ai-legal-work-workshop";
const TEXAS_PAGE = statePagePath("texas").slice("/states/".length);

describe.each(DATABASE_KINDS)("a course's changes on the public pages on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let manager: string;
  let registrant: string;
  let visitor: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
    const staff = await signUpMember(context, `public-manager-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: staff.user.id, role: "course_manager" });
    manager = staff.cookie;
    const attorney = await signUpMember(context, `public-registrant-${kind}`);
    await database.db.insert(courseRegistrations).values({
      id: registrationId(attorney.user.id, COURSE),
      uid: attorney.user.id,
      courseId: COURSE,
      courseName: COURSE,
      firstName: "Ada",
      lastName: "Lovelace",
      email: attorney.email,
      state: "new-york",
      attendLiveWebcast: false,
    });
    registrant = attorney.cookie;
    visitor = (await signUpMember(context, `public-visitor-${kind}`)).cookie;
  });
  afterAll(() => database?.destroy());

  const version = async () => {
    const [row] = await database.db
      .select({ version: courses.version })
      .from(courses)
      .where(eq(courses.id, COURSE));
    return String(row?.version);
  };
  const saveDetails = (form: Record<string, string>) =>
    postTo(
      detailsAction,
      context,
      `/staff/courses/${COURSE}?index`,
      { courseId: COURSE },
      form,
      manager,
    );
  const changeStatus = (form: Record<string, string>) =>
    postTo(
      statusAction,
      context,
      `/staff/courses/${COURSE}/status`,
      { courseId: COURSE },
      form,
      manager,
    );

  /** What the public pages offer of the course, each asked afresh as a visitor would. */
  async function publicPages() {
    const catalogue = await getFrom(catalogueLoader, context, "/courses", {});
    const search = await getFrom(catalogueLoader, context, "/courses?q=prompt", {});
    const idsOf = (answer: { data: unknown }) =>
      (answer.data as { courses: { id: string }[] }).courses.map((course) => course.id);
    const page = await getFrom(courseLoader, context, `/courses/${COURSE}`, { courseId: COURSE });
    const state = await getFrom(stateLoader, context, `/states/${TEXAS_PAGE}`, {
      statePage: TEXAS_PAGE,
    });
    const plans = await getFrom(plansLoader, context, "/plans", {});
    const sitemap = await getFrom(sitemapLoader, context, "/sitemap.xml", {});
    return {
      catalogue: idsOf(catalogue).includes(COURSE),
      search: idsOf(search).includes(COURSE),
      page: page.status,
      structuredData:
        page.status === 200 ? (page.data as { structuredData: unknown }).structuredData : null,
      state: idsOf(state).includes(COURSE),
      plans: (
        plans.data as {
          comparison: { key: string; item: string; regular: string; member: string }[];
        }
      ).comparison.find((line) => line.key === COURSE),
      sitemap: ((await sitemap.response?.text()) ?? "").includes(`/courses/${COURSE}<`),
    };
  }

  it("shows a new title and price on the next request: course page, its structured data, plans", async () => {
    const before = await publicPages();
    expect(before).toMatchObject({ catalogue: true, page: 200, plans: { regular: "$119" } });
    const saved = await saveDetails({
      ...(Object.fromEntries(
        Object.entries(
          detailsFields(Number(await version()), {
            title: "Prompting AI: The Revised Workshop",
            summary: "Prompts for legal work, revised.",
            price: "129",
            memberPrice: "99",
            categorySlug: "ai",
            format: "on_demand",
            facultyIds: "daniela-ruiz",
          }),
        ).map(([name, value]) => [name, String(value)]),
      ) as Record<string, string>),
    });
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });

    const after = await publicPages();
    expect(after.plans).toEqual({
      key: COURSE,
      item: "Prompting AI: The Revised Workshop",
      href: `/courses/${COURSE}`,
      regular: "$129",
      member: "$99",
      saving: "$30",
      coversMembership: expect.any(Boolean),
    });
    const graph = (after.structuredData as { "@graph": Record<string, unknown>[] })["@graph"];
    expect(graph).toContainEqual(
      expect.objectContaining({
        name: "Prompting AI: The Revised Workshop",
        description: "Prompts for legal work, revised.",
        offers: expect.objectContaining({ price: "129.00", priceCurrency: "USD" }),
      }),
    );
    // The saved approvals put it on the Texas page (approved there).
    expect(after).toMatchObject({ catalogue: true, search: true, state: true, sitemap: true });
  });

  it("takes an unpublished course off every public page at once; its registrants keep it", async () => {
    expect(await publicPages()).toMatchObject({
      catalogue: true,
      search: true,
      page: 200,
      state: true,
      sitemap: true,
      plans: { key: COURSE },
    });
    const unpublished = await changeStatus({
      intent: "status",
      change: "unpublish",
      version: await version(),
      confirmed: "unpublish",
    });
    expect(unpublished.status).toBeLessThan(400);

    // Not found at its address (404), and listed nowhere.
    expect(await publicPages()).toEqual({
      catalogue: false,
      search: false,
      page: 404,
      structuredData: null,
      state: false,
      plans: undefined,
      sitemap: false,
    });

    // The registrant still has the whole lecture and sees the course on their dashboard.
    const player = await getFrom(
      playerLoader,
      context,
      `/course-player/${COURSE}`,
      { courseId: COURSE },
      registrant,
    );
    expect(player.status).toBe(200);
    expect(player.data).toMatchObject({ course: { id: COURSE } });
    const dashboard = await getFrom(dashboardLoader, context, "/dashboard", {}, registrant);
    expect(JSON.stringify(dashboard.data)).toContain(COURSE);
    const material = (cookie: string) =>
      getFrom(
        materialLoader,
        context,
        `/courses/${COURSE}/materials/prompt-library`,
        { courseId: COURSE, materialId: "prompt-library" },
        cookie,
      );
    const handout = await material(registrant);
    expect(handout.status).toBe(200);
    expect(handout.response?.headers.get("Content-Type")).toBe("application/pdf");
    expect((await material(visitor)).status).toBe(403);
    // Anyone else finds nothing there.
    const other = await getFrom(
      playerLoader,
      context,
      `/course-player/${COURSE}`,
      { courseId: COURSE },
      visitor,
    );
    expect(other.status).toBe(404);
  });
});
