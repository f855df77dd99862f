import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courseBundles } from "~/db/schema/catalogue";
import { type BundleOffer, getBundleOffer } from "./get-bundle-offer.server";

/** Every bundle on sale, in the order staff gave them, as the pricing page shows them. */
export async function listBundleOffers(db: Database): Promise<BundleOffer[]> {
  const ids = await cachedRead(db, "bundles:published", async () =>
    (
      await db
        .select({ id: courseBundles.id })
        .from(courseBundles)
        .where(eq(courseBundles.status, "published"))
        .orderBy(asc(courseBundles.position))
    ).map((row) => row.id),
  );
  const offers = await Promise.all(ids.map((id) => getBundleOffer(db, id)));
  return offers.filter((offer): offer is BundleOffer => offer !== null);
}

/**
 * The first bundle on sale in staff's order (from the read cache), or null:
 * the one the plans and on-demand pages name beside the courses. Staff choose
 * it by ordering the bundles; no page names a bundle in code.
 */
export async function getFirstBundleOffer(db: Database): Promise<BundleOffer | null> {
  return (await listBundleOffers(db))[0] ?? null;
}
