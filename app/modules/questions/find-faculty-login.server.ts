import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { faculty } from "~/db/schema/catalogue";
import type { SessionUser } from "~/modules/auth/session-user";

/** The faculty member a signed-in person is, as the faculty desk knows them. */
export type FacultyLogin = { facultyId: string; name: string; userId: string };

/**
 * The faculty member whose login address this account has confirmed; null
 * for anyone else (an unconfirmed address links nobody: whoever signs up
 * with a faculty member's address must prove it is theirs first).
 */
export async function findFacultyLogin(
  db: Database,
  user: SessionUser,
): Promise<FacultyLogin | null> {
  if (!user.emailVerified) return null;
  const [member] = await db
    .select({ facultyId: faculty.id, name: faculty.name })
    .from(faculty)
    .where(eq(faculty.loginEmail, user.email.trim().toLowerCase()))
    .limit(1);
  return member ? { ...member, userId: user.id } : null;
}
