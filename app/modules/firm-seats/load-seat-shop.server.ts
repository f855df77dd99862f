import type { Database } from "~/db/client.server";
import { listBundleOffers } from "~/modules/catalogue/list-bundle-offers.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { quoteMembership } from "~/modules/payments/quote-product.server";
import { productValue } from "./firm-seat-forms";

export type SeatProductOption = { value: string; label: string };

/** What a firm may buy seats of: published courses with a price, bundles on sale, the membership. */
export async function listSeatProducts(db: Database): Promise<SeatProductOption[]> {
  const [courses, bundles] = await Promise.all([
    listCourses(db, { status: "published" }),
    listBundleOffers(db),
  ]);
  return [
    ...courses
      .filter((course) => course.priceCents)
      .map((course) => ({
        value: productValue({ kind: "course", courseId: course.id }),
        label: `Course: ${course.title}`,
      })),
    ...bundles.map((bundle) => ({
      value: productValue({ kind: "bundle", bundleId: bundle.id }),
      label: `Bundle: ${bundle.title}`,
    })),
    { value: productValue({ kind: "membership" }), label: `Membership: ${quoteMembership().name}` },
  ];
}
