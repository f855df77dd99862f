import { data } from "react-router";
import { z } from "zod";
import { isCatalogueCourse } from "~/content/catalogue";
import { fieldErrors } from "~/lib/form-submission";
import { formatOrdinalDay } from "~/lib/format";
import { readForm } from "~/lib/read-form";
import { attendeePrefill } from "~/modules/accounts/profile.server";
import { emailField, nameField, stateField } from "~/modules/auth/credentials";
import { getSessionUser } from "~/modules/auth/session.server";
import {
  findRegistration,
  getRegistrableCourse,
  registerForCourse,
} from "~/modules/registration/register-for-course.server";
import { REGISTRATION_MESSAGES } from "~/modules/registration/registration-messages";
import type { Route } from "./+types/course-registration";

// The registration dialog's server side (spec §4, §7): GET tells the dialog
// which view to show, POST registers.

const PRIVATE = { "Cache-Control": "private, no-store" };

export type RegistrationView =
  | { view: "sign-in" }
  | { view: "registered" }
  | { view: "closed"; message: string }
  | {
      view: "form";
      courseName: string;
      liveDate: string | null;
      prefill: { firstName: string; lastName: string; email: string; state: string };
    };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCatalogueCourse(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const user = await getSessionUser(request, context);
  const reply = (view: RegistrationView) => data(view, { headers: PRIVATE });
  if (!user) return reply({ view: "sign-in" });
  const course = await getRegistrableCourse(db, params.courseId);
  if (!course) return reply({ view: "closed", message: REGISTRATION_MESSAGES.notOpen });
  if (await findRegistration(db, user.id, params.courseId)) return reply({ view: "registered" });
  return reply({
    view: "form",
    courseName: course.title,
    liveDate: course.nextSession ? formatOrdinalDay(course.nextSession.startsAt) : null,
    prefill: await attendeePrefill(db, user),
  });
}

const registrationSchema = z.object({
  firstName: nameField("first name"),
  lastName: nameField("last name"),
  email: emailField,
  state: stateField,
  attendLiveWebcast: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

export type RegistrationReply = { ok: boolean; message: string; errors: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const reply = (body: RegistrationReply, status = 200) => data(body, { status, headers: PRIVATE });
  if (!isCatalogueCourse(params.courseId))
    return reply({ ok: false, message: REGISTRATION_MESSAGES.notOpen, errors: {} }, 404);
  const fields = await readForm(request);
  const parsed = registrationSchema.safeParse(fields ?? {});
  if (!parsed.success) {
    return reply(
      {
        ok: false,
        message: "Please check the highlighted fields.",
        errors: fieldErrors(parsed.error),
      },
      400,
    );
  }
  const { services } = context;
  try {
    const result = await registerForCourse(
      services.database.db,
      services.mailer,
      { baseUrl: services.config.baseUrl, organizerEmail: services.config.contactEmail },
      await getSessionUser(request, context),
      params.courseId,
      parsed.data,
    );
    return result.ok
      ? reply({ ok: true, message: REGISTRATION_MESSAGES.success, errors: {} })
      : reply({ ok: false, message: result.message, errors: {} }, result.status);
  } catch (error) {
    services.logger.error({ err: error, courseId: params.courseId }, "registration failed");
    return reply({ ok: false, message: REGISTRATION_MESSAGES.failure, errors: {} }, 503);
  }
}
