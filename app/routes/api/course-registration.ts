import { data } from "react-router";
import { getSessionUser } from "~/modules/auth/session.server";
import { chooseRegistrationView } from "~/modules/registration/choose-registration-view.server";
import {
  courseExists,
  submitRegistration,
} from "~/modules/registration/submit-registration.server";
import type { Route } from "./+types/course-registration";

// The registration dialog's server side (spec §4, §7): GET tells the dialog
// which view to show, POST registers (as the registration page's action does).

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!(await courseExists(context, params.courseId))) throw data(null, { status: 404 });
  const view = await chooseRegistrationView(
    context.services.database.db,
    await getSessionUser(request, context),
    params.courseId,
  );
  return data(view, { headers: PRIVATE });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return submitRegistration({ request, context, courseId: params.courseId });
}
