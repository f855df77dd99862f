import type { Database } from "~/db/client.server";
import { queryParam } from "~/lib/text-input";
import { findCourseIdByTitle } from "~/modules/catalogue/get-course.server";
import { namedProduct, type ProductRef } from "./products";

/**
 * The product a /payment address names: a bundle, the annual membership, or
 * a course by id or by the name the splash page carries. The price always
 * comes from the catalogue, never from the query. `named` says whether the
 * address names a product at all, for sale or not (a bare return does not).
 */
export async function findProduct(
  db: Database,
  params: URLSearchParams,
): Promise<{ product: ProductRef | null; named: boolean }> {
  const courseName = queryParam(params, "courseName");
  const product =
    namedProduct({ bundleId: queryParam(params, "bundleId"), plan: queryParam(params, "plan") }) ??
    namedProduct({
      courseId:
        queryParam(params, "courseId") ??
        (courseName ? await findCourseIdByTitle(db, courseName) : null),
    });
  const named =
    product !== null ||
    ["bundleId", "plan", "courseId", "courseName"].some((name) => params.has(name));
  return { product, named };
}
