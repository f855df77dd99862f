import { isCourseId } from "~/content/catalogue";
import { SITE_NAME } from "~/content/site";
import { requireUser } from "~/modules/auth/session.server";
import { liveWebcastInvite } from "~/modules/calendar/ics";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
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
    baseUrl: config.baseUrl,
    start: session.startsAt,
    durationMinutes: session.durationMinutes,
    courseName: session.courseName,
    description: `Your seat with ${SITE_NAME}. ${PAYMENT_MESSAGES.joinHelp}`,
    organizerName: SITE_NAME,
    organizerEmail: config.contactEmail,
  });
  return new Response(invite.content, {
    headers: {
      "Content-Type": invite.contentType,
      "Content-Disposition": `attachment; filename="${params.courseId}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
