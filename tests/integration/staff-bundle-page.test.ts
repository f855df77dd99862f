import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_CLE_BUNDLE_ID, COURSE_BUNDLES } from "~/content/catalogue";
import { user } from "~/db/schema/auth";
import { courseBundles } from "~/db/schema/catalogue";
import { staffRoleGrants } from "~/db/schema/staff";
import { action as bundleAction, loader as bundleLoader } from "~/routes/staff/bundle";
import { action as bundlesAction } from "~/routes/staff/bundles";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

// The bundle pages' actions called with a Request: bad input is a 4xx with
// field messages and nothing written; a stale save is a 409 naming who saved.

const SEEDED = COURSE_BUNDLES.find((bundle) => bundle.id === AI_CLE_BUNDLE_ID);
if (!SEEDED) throw new Error("no seeded bundle");

/** What a route threw or returned: a data() answer's status and body, or a Response. */
async function answer(run: () => Promise<unknown>) {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, data: null };
  const shaped = result as { init?: { status?: number } | null; data?: unknown };
  return { status: shaped.init?.status ?? 200, data: shaped.data as Record<string, unknown> };
}

describe.each(DATABASE_KINDS)("the staff bundle pages on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let manager: string;
  let attorney: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
    const staff = await signUpMember(context, `bundles-manager-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: staff.user.id, role: "course_manager" });
    manager = staff.cookie;
    attorney = (await signUpMember(context, `bundles-attorney-${kind}`)).cookie;
  });
  afterAll(() => database?.destroy());

  const post = (id: string, form: Record<string, string>, cookie = manager) =>
    answer(() =>
      bundleAction({
        request: browserRequest(`/staff/bundles/${id}`, { form, cookie }),
        params: { bundleId: id },
        context: { ...context },
      } as unknown as Parameters<typeof bundleAction>[0]),
    );
  const version = async () =>
    (
      await database.db
        .select({ version: courseBundles.version })
        .from(courseBundles)
        .where(eq(courseBundles.id, AI_CLE_BUNDLE_ID))
    )[0]?.version ?? 0;
  const details = (over: Record<string, string>) => ({
    intent: "save",
    title: SEEDED.title,
    summary: SEEDED.summary,
    price: "399",
    memberPrice: "299",
    ...over,
  });

  it("answers an attorney 403 and an unknown bundle 404, never data", async () => {
    expect((await post(AI_CLE_BUNDLE_ID, details({ version: "1" }), attorney)).status).toBe(403);
    const missing = await answer(() =>
      bundleLoader({
        request: browserRequest("/staff/bundles/no-such-bundle", { cookie: manager }),
        params: { bundleId: "no-such-bundle" },
        context: { ...context },
      } as unknown as Parameters<typeof bundleLoader>[0]),
    );
    expect(missing.status).toBe(404);
    expect((await post("no-such-bundle", details({ version: "1" }))).status).toBe(404);
  });

  it("refuses bad input field by field (400), writing nothing", async () => {
    const before = await version();
    const refused = await post(
      AI_CLE_BUNDLE_ID,
      details({ version: String(before), price: "free", memberPrice: "500", title: " " }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toMatchObject({
      title: "Enter the bundle's title.",
      price: "Enter an amount in dollars, such as 49.00.",
    });
    expect(await version()).toBe(before);
    const added = await answer(() =>
      bundlesAction({
        request: browserRequest("/staff/bundles", {
          form: { id: "Not An Id", title: "", summary: "", price: "", memberPrice: "" },
          cookie: manager,
        }),
        params: {},
        context: { ...context },
      } as unknown as Parameters<typeof bundlesAction>[0]),
    );
    expect(added.status).toBe(400);
    expect(Object.keys(added.data?.errors as object)).toEqual(
      expect.arrayContaining(["id", "title", "summary", "price", "memberPrice", "courseIds"]),
    );
  });

  it("saves once; the same version again is a 409 naming who saved", async () => {
    const seen = String(await version());
    const saved = await post(AI_CLE_BUNDLE_ID, details({ version: seen, memberPrice: "289" }));
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    const stale = await post(AI_CLE_BUNDLE_ID, details({ version: seen, memberPrice: "279" }));
    expect(stale.status).toBe(409);
    expect(String(stale.data?.message)).toMatch(
      new RegExp(
        `^Not saved: member\\d+-bundles-manager-${kind}@example\\.com changed this bundle at \\d{1,2}:\\d\\d [AP]M E[SD]T on \\w+ \\d{1,2}, \\d{4}\\.`,
      ),
    );
  });
});
