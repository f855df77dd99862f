import { type AppLoadContext, data } from "react-router";
import { requireUser } from "~/modules/auth/session.server";
import { type FacultyLogin, findFacultyLogin } from "./find-faculty-login.server";

export const NOT_FACULTY_MESSAGE =
  "This page is for the course faculty. If you teach a course here, ask the staff to set your login address on your faculty profile, then sign in with that address once you have confirmed it.";

/**
 * Guard for the faculty desk's loaders and actions: a signed-out visitor
 * goes to /login (and comes back); anyone signed in who is not a linked
 * faculty member gets 403, never the page's data.
 */
export async function requireFaculty(
  request: Request,
  context: AppLoadContext,
): Promise<FacultyLogin> {
  const user = await requireUser(request, context);
  const login = await findFacultyLogin(context.services.database.db, user);
  if (!login) throw data({ message: NOT_FACULTY_MESSAGE }, { status: 403 });
  return login;
}
