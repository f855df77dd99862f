import { isCatalogueCourse } from "~/content/catalogue";
import { downloadResponse } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { hasCourseAccess } from "~/modules/learning/course-access.server";
import { renderCourseMaterial } from "~/modules/learning/render-course-material.server";
import type { Route } from "./+types/course-material";

const MATERIAL_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// A course's slides or handout as PDF, for attorneys registered for it.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!isCatalogueCourse(params.courseId) || !MATERIAL_ID.test(params.materialId)) {
    return new Response("Not Found", { status: 404 });
  }
  if (!(await hasCourseAccess(context.services.database.db, user.id, params.courseId))) {
    return new Response("Register for this course to download its materials.", { status: 403 });
  }
  const pdf = await renderCourseMaterial(params.courseId, params.materialId);
  if (!pdf) return new Response("Not Found", { status: 404 });
  return downloadResponse(pdf, {
    filename: `${params.courseId}-${params.materialId}.pdf`,
    contentType: "application/pdf",
  });
}
