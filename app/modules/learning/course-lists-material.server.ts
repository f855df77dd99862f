import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courses } from "~/db/schema/catalogue";

/**
 * Whether the course lists this material now: one staff removed is no longer
 * served, though its PDF could still be generated.
 */
export async function courseListsMaterial(
  db: Database,
  courseId: string,
  materialId: string,
): Promise<boolean> {
  const materials = await cachedRead(db, `materials:${courseId}`, async () => {
    const [row] = await db
      .select({ materials: courses.materials })
      .from(courses)
      .where(eq(courses.id, courseId));
    return row?.materials.map((material) => material.id) ?? [];
  });
  return materials.includes(materialId);
}
