import { isCourseId } from "~/content/catalogue";
import { downloadResponse } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { hasCourseAccess } from "~/modules/learning/course-access.server";
import { courseListsMaterial } from "~/modules/learning/course-lists-material.server";
import { renderCourseMaterial } from "~/modules/learning/render-course-material.server";
import { handoutFileId, readCurrentHandout } from "~/modules/media/read-lecture-files.server";
import { serveStoredFile } from "~/modules/media/serve-stored-file.server";
import type { Route } from "./+types/course-material";

const MATERIAL_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// A course's slides or handout as PDF, for attorneys registered for it: one
// staff uploaded (from the media store), or one generated for the catalogue.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const uploadedId = handoutFileId(params.materialId);
  if (!isCourseId(params.courseId) || !MATERIAL_ID.test(params.materialId)) {
    return new Response("Not Found", { status: 404 });
  }
  const { database, mediaStore } = context.services;
  if (!(await hasCourseAccess(database.db, user.id, params.courseId))) {
    return new Response("Register for this course to download its materials.", { status: 403 });
  }
  if (uploadedId) {
    const handout = await readCurrentHandout(database.db, params.courseId, uploadedId);
    if (!handout) return new Response("Not Found", { status: 404 });
    return serveStoredFile(request, mediaStore, handout.storageKey, {
      contentType: "application/pdf",
      cacheControl: "private, no-store",
      downloadName: handout.fileName.toLowerCase().endsWith(".pdf")
        ? handout.fileName
        : `${handout.fileName}.pdf`,
    });
  }
  if (!(await courseListsMaterial(database.db, params.courseId, params.materialId))) {
    return new Response("Not Found", { status: 404 });
  }
  const pdf = await renderCourseMaterial(database.db, params.courseId, params.materialId);
  if (!pdf) return new Response("Not Found", { status: 404 });
  return downloadResponse(pdf, {
    filename: `${params.courseId}-${params.materialId}.pdf`,
    contentType: "application/pdf",
  });
}
