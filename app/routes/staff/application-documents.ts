import { data } from "react-router";
import { isCourseId } from "~/content/catalogue";
import { contentDisposition } from "~/lib/download-response";
import { openApplicationArchive } from "~/modules/bar-applications/write-application-archive.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/application-documents";

/**
 * A course's application documents as one ZIP, streamed: the checklist, the
 * timed agenda, the materials, the faculty's bios, the verification method
 * the price sheet and the financial-aid policy. Each download is written to the audit log.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "accreditation.record");
  if (!isCourseId(params.courseId)) {
    throw data({ message: "We have no course at this address." }, { status: 404 });
  }
  const { database, mediaStore, config } = context.services;
  const course = `/staff/courses/${encodeURIComponent(params.courseId)}`;
  const archive = await openApplicationArchive(
    { db: database.db, mediaStore, contactEmail: config.contactEmail },
    staff.actor,
    params.courseId,
    { media: `${course}/media`, materials: `${course}/materials`, details: course },
  );
  if (!archive) throw data({ message: "We have no course at this address." }, { status: 404 });
  return new Response(archive.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(archive.filename),
      "Cache-Control": "private, no-store",
    },
  });
}
