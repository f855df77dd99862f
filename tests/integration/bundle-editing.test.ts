import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_CLE_BUNDLE_ID, COURSE_BUNDLES } from "~/content/catalogue";
import { courseBundles, courses } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { bundleIntents, newBundleSchema } from "~/modules/bundle-editing/bundle-forms";
import {
  listStaffBundles,
  loadBundleEditor,
} from "~/modules/bundle-editing/load-bundle-editor.server";
import {
  changeBundleCourses,
  changeBundleStatus,
  createBundle,
  deleteBundle,
  saveBundleDetails,
} from "~/modules/bundle-editing/save-bundle.server";
import { getBundleOffer } from "~/modules/catalogue/get-bundle-offer.server";
import { listBundleOffers } from "~/modules/catalogue/list-bundle-offers.server";
import { quoteBundle } from "~/modules/payments/quote-product.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};
const OTHER: StaffActor = { ...MANAGER, email: "other-manager@example.com" };

const SEEDED = COURSE_BUNDLES.find((bundle) => bundle.id === AI_CLE_BUNDLE_ID);
if (!SEEDED) throw new Error("no seeded bundle");
const [FIRST, SECOND, THIRD] = SEEDED.courseIds as [string, string, string];

const NEW_BUNDLE = {
  id: "ethics-pair",
  title: "Ethics Pair",
  summary: "Two ethics courses at one price.",
  price: "99.00",
  memberPrice: "79.00",
  courseIds: [FIRST, SECOND],
};

async function versionOf(database: TestDatabase, id: string): Promise<number> {
  return (await loadBundleEditor(database.db, id))?.bundle.version ?? 0;
}

describe.each(DATABASE_KINDS)("bundle editing on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database?.destroy());

  it("refuses a bundle with one course, a members' price above the regular, or no title", () => {
    const parsed = newBundleSchema.safeParse({
      ...NEW_BUNDLE,
      title: " ",
      memberPrice: "120",
      courseIds: [FIRST],
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toMatchObject({
      title: "Enter the bundle's title.",
      courseIds: "Choose at least 2 courses.",
    });
    const prices = newBundleSchema.safeParse({ ...NEW_BUNDLE, memberPrice: "120" });
    expect(prices.error?.issues[0]?.message).toBe(
      "The members' price cannot be above the regular price.",
    );
  });

  it("adds a draft bundle (not on sale), refuses a taken id and a course that does not exist", async () => {
    const form = newBundleSchema.parse(NEW_BUNDLE);
    expect(await createBundle(database.db, MANAGER, form)).toEqual({ ok: true });
    expect(await createBundle(database.db, MANAGER, form)).toEqual({ ok: false, reason: "taken" });
    expect(
      await createBundle(database.db, MANAGER, {
        ...form,
        id: "ghost-pair",
        courseIds: [FIRST, "no-such-course"],
      }),
    ).toEqual({ ok: false, reason: "invalid", message: "A course chosen no longer exists." });
    expect(await getBundleOffer(database.db, "ethics-pair")).toBeNull();
    const listed = await listStaffBundles(database.db);
    expect(listed.map((bundle) => [bundle.id, bundle.status, bundle.courses])).toEqual([
      [AI_CLE_BUNDLE_ID, "published", SEEDED.courseIds.length],
      ["ethics-pair", "draft", 2],
    ]);
    const { entries } = await listAuditLog(database.db, { record: "ethics-pair" }, null);
    expect(entries[0]).toMatchObject({
      action: "bundle.create",
      actorEmail: MANAGER.email,
      after: expect.objectContaining({ priceCents: 9900, courseIds: [FIRST, SECOND] }),
    });
  });

  it("publishes it: the pricing page's list and checkout's quote have it on the next read", async () => {
    // Read through the cache first, so the change must invalidate it.
    expect((await listBundleOffers(database.db)).map((offer) => offer.id)).toEqual([
      AI_CLE_BUNDLE_ID,
    ]);
    const version = await versionOf(database, "ethics-pair");
    expect(
      await changeBundleStatus(database.db, MANAGER, "ethics-pair", "publish", version),
    ).toEqual({ ok: true });
    expect((await listBundleOffers(database.db)).map((offer) => offer.id)).toEqual([
      AI_CLE_BUNDLE_ID,
      "ethics-pair",
    ]);
    const offer = await getBundleOffer(database.db, "ethics-pair");
    expect(offer).toMatchObject({ priceCents: 9900, memberPriceCents: 7900 });
    expect(offer?.courses.map((course) => course.id)).toEqual([FIRST, SECOND]);
  });

  it("saves title and prices (the public offer follows at once) and audits only what changed", async () => {
    await getBundleOffer(database.db, AI_CLE_BUNDLE_ID);
    const version = await versionOf(database, AI_CLE_BUNDLE_ID);
    const form = bundleIntents.save.parse({
      version: String(version),
      title: "AI CLE Bundle, 10 Credits",
      summary: SEEDED.summary,
      price: "379",
      memberPrice: "279.50",
    });
    expect(await saveBundleDetails(database.db, MANAGER, AI_CLE_BUNDLE_ID, form)).toEqual({
      ok: true,
    });
    expect(await getBundleOffer(database.db, AI_CLE_BUNDLE_ID)).toMatchObject({
      title: "AI CLE Bundle, 10 Credits",
      priceCents: 37_900,
      memberPriceCents: 27_950,
    });
    const { entries } = await listAuditLog(
      database.db,
      { record: AI_CLE_BUNDLE_ID, action: "bundle.update" },
      null,
    );
    expect(entries[0]?.before).toEqual({
      title: SEEDED.title,
      priceCents: SEEDED.priceCents,
      memberPriceCents: SEEDED.memberPriceCents,
    });
    expect(entries[0]?.after).toEqual({
      title: "AI CLE Bundle, 10 Credits",
      priceCents: 37_900,
      memberPriceCents: 27_950,
    });
  });

  it("refuses the later of two saves from the same version, naming who saved first", async () => {
    const version = await versionOf(database, "ethics-pair");
    const form = (title: string) =>
      bundleIntents.save.parse({ ...NEW_BUNDLE, title, version: String(version) });
    expect(await saveBundleDetails(database.db, OTHER, "ethics-pair", form("First"))).toEqual({
      ok: true,
    });
    const second = await saveBundleDetails(database.db, MANAGER, "ethics-pair", form("Second"));
    expect(second).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    expect((await loadBundleEditor(database.db, "ethics-pair"))?.bundle.title).toBe("First");
    // A course change from the stale page is refused the same way.
    expect(
      await changeBundleCourses(
        database.db,
        MANAGER,
        "ethics-pair",
        { kind: "add", courseId: THIRD },
        version,
      ),
    ).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    expect(await saveBundleDetails(database.db, MANAGER, "no-such-bundle", form("Third"))).toEqual({
      ok: false,
      reason: "gone",
    });
  });

  it("adds, moves and removes courses; never below two; checkout registers the new order", async () => {
    const change = async (
      courseChange: Parameters<typeof changeBundleCourses>[3],
    ): Promise<unknown> =>
      changeBundleCourses(
        database.db,
        MANAGER,
        "ethics-pair",
        courseChange,
        await versionOf(database, "ethics-pair"),
      );
    expect(await change({ kind: "add", courseId: THIRD })).toEqual({ ok: true });
    expect(await change({ kind: "move", courseId: THIRD, direction: "up" })).toEqual({ ok: true });
    expect(await change({ kind: "add", courseId: THIRD })).toMatchObject({
      reason: "invalid",
      message: "That course is in the bundle already.",
    });
    expect(
      (await getBundleOffer(database.db, "ethics-pair"))?.courses.map((course) => course.id),
    ).toEqual([FIRST, THIRD, SECOND]);
    expect(await change({ kind: "remove", courseId: FIRST })).toEqual({ ok: true });
    expect(await change({ kind: "remove", courseId: SECOND })).toMatchObject({
      reason: "invalid",
      message: expect.stringContaining("a bundle needs at least 2 courses"),
    });
    const quote = await quoteBundle(database.db, "no-such-user", "ethics-pair");
    expect(quote?.items?.map((item) => item.courseId)).toEqual([THIRD, SECOND]);
    const { entries } = await listAuditLog(
      database.db,
      { record: "ethics-pair", action: "bundle.remove-course" },
      null,
    );
    expect(entries[0]).toMatchObject({
      before: { courseIds: [FIRST, THIRD, SECOND] },
      after: { courseIds: [THIRD, SECOND] },
    });
  });

  it("a bundle on sale takes only published courses, and is published only with them", async () => {
    await database.db.insert(courses).values({
      id: "draft-course-for-bundles",
      slug: "draft-course-for-bundles",
      title: "A Draft Course",
      summary: "",
      description: "",
      categorySlug: "ai",
      status: "draft",
      format: "on_demand",
      imagePath: "/images/courses/ai.svg",
      imageAlt: "",
      position: 999,
    });
    expect(
      await changeBundleCourses(
        database.db,
        MANAGER,
        "ethics-pair",
        { kind: "add", courseId: "draft-course-for-bundles" },
        await versionOf(database, "ethics-pair"),
      ),
    ).toMatchObject({ reason: "invalid", message: expect.stringContaining("A Draft Course") });
    const form = newBundleSchema.parse({
      ...NEW_BUNDLE,
      id: "draft-holder",
      courseIds: [FIRST, "draft-course-for-bundles"],
    });
    expect(await createBundle(database.db, MANAGER, form)).toEqual({ ok: true });
    expect(
      await changeBundleStatus(
        database.db,
        MANAGER,
        "draft-holder",
        "publish",
        await versionOf(database, "draft-holder"),
      ),
    ).toMatchObject({ reason: "invalid", message: expect.stringMatching(/^Not published\./) });
    // Never ordered: it may be deleted, and the audit log keeps what it was.
    expect(
      await deleteBundle(
        database.db,
        MANAGER,
        "draft-holder",
        await versionOf(database, "draft-holder"),
      ),
    ).toEqual({ ok: true });
    expect(await loadBundleEditor(database.db, "draft-holder")).toBeNull();
    const { entries } = await listAuditLog(database.db, { record: "draft-holder" }, null);
    expect(entries[0]).toMatchObject({
      action: "bundle.delete",
      before: expect.objectContaining({ courseIds: [FIRST, "draft-course-for-bundles"] }),
    });
  });

  it("never deletes a bundle anyone ordered; archiving takes it off sale", async () => {
    await database.db.insert(orders).values({
      id: "order-of-a-bundle",
      product: "bundle",
      bundleId: "ethics-pair",
      courseName: "Ethics Pair",
      amountCents: 9900,
      priceKind: "regular",
      provider: "test",
      idempotencyKey: "bundle-editing-order",
      attendee: { firstName: "A", lastName: "B", email: "a@example.com", state: "texas" },
      holdExpiresAt: new Date(),
    });
    const unpublished = await changeBundleStatus(
      database.db,
      MANAGER,
      "ethics-pair",
      "unpublish",
      await versionOf(database, "ethics-pair"),
    );
    expect(unpublished).toEqual({ ok: true });
    expect(
      await deleteBundle(
        database.db,
        MANAGER,
        "ethics-pair",
        await versionOf(database, "ethics-pair"),
      ),
    ).toEqual({ ok: false, reason: "bought" });
    expect(
      await changeBundleStatus(
        database.db,
        MANAGER,
        "ethics-pair",
        "archive",
        await versionOf(database, "ethics-pair"),
      ),
    ).toEqual({ ok: true });
    expect(await getBundleOffer(database.db, "ethics-pair")).toBeNull();
    const [row] = await database.db
      .select({ status: courseBundles.status })
      .from(courseBundles)
      .where(eq(courseBundles.id, "ethics-pair"));
    expect(row?.status).toBe("archived");
    expect((await loadBundleEditor(database.db, "ethics-pair"))?.ordered).toBe(true);
  });
});
