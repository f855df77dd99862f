import { isCourseId } from "~/content/catalogue";
import { downloadResponse } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { liveWebcastInvite } from "~/modules/calendar/live-webcast-invite";
import { getRegistrationSession } from "~/modules/registration/get-registration-session.server";
import type { Route } from "./+types/registration-calendar";

// The calendar file of the attorney's live session (the same invitation the
// confirmation e-mail carried).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!isCourseId(params.courseId)) return new Response("Not Found", { status: 404 });
  const session = await getRegistrationSession(
    context.services.database.db,
    user.id,
    params.courseId,
  );
  if (!session) return new Response("Not Found", { status: 404 });
  const { config } = context.services;
  const invite = liveWebcastInvite({
    registrationId: session.registrationId,
    courseName: session.courseName,
    session,
    sequenceOffset: session.sequenceOffset,
    baseUrl: config.baseUrl,
    organizerEmail: config.contactEmail,
  });
  return downloadResponse(invite.content, {
    filename: `${params.courseId}.ics`,
    contentType: invite.contentType,
  });
}
