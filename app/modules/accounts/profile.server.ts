import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";

export type Profile = {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  phone?: string;
  createdAt: Date;
  updatedAt: Date;
};

export type ProfileFields = {
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  phone?: string | undefined;
};

/** Spec §3/§4: drops fields whose value is undefined (and so an undefined phone). */
function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** Creates the profile with createdAt and updatedAt both set now. */
export async function createProfile(
  db: Database,
  uid: string,
  fields: ProfileFields,
  now = new Date(),
) {
  await db.insert(userProfiles).values({
    uid,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    state: fields.state,
    ...(fields.phone === undefined ? {} : { phone: fields.phone }),
    createdAt: now,
    updatedAt: now,
  });
}

/** The profile with its dates, or null when there is none (spec §7 Get profile). */
export async function getProfile(db: Database, uid: string): Promise<Profile | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.uid, uid)).limit(1);
  if (!row) return null;
  const { phone, ...rest } = row;
  return {
    ...rest,
    ...(phone === null ? {} : { phone }),
    // Spec §3: reads use the current date when a timestamp is missing.
    createdAt: row.createdAt ?? new Date(),
    updatedAt: row.updatedAt ?? new Date(),
  };
}

/** An attendee's details for a registration or order form, prefilled from the profile (spec §3). */
export async function attendeePrefill(
  db: Database,
  user: { id: string; name: string; email: string },
): Promise<{ firstName: string; lastName: string; email: string; state: string }> {
  const profile = await getProfile(db, user.id);
  const [firstName = "", ...rest] = user.name.split(" ");
  return {
    firstName: profile?.firstName ?? firstName,
    lastName: profile?.lastName ?? rest.join(" "),
    email: profile?.email ?? user.email,
    state: profile?.state ?? "",
  };
}

/**
 * Partial update (spec §4/§7): undefined fields are dropped, `null` clears the
 * phone, updatedAt is refreshed. Returns false when there is no profile.
 */
export async function updateProfile(
  db: Database,
  uid: string,
  fields: Partial<Omit<ProfileFields, "phone">> & { phone?: string | null | undefined },
  now = new Date(),
): Promise<boolean> {
  const changes = definedOnly(fields);
  const updated = await db
    .update(userProfiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(userProfiles.uid, uid))
    .returning({ uid: userProfiles.uid });
  return updated.length > 0;
}

/**
 * The date of birth the credit tracker asks for where a state assigns
 * reporting periods by it (New York, Texas, New Jersey). ISO date, or null to
 * remove it. Returns false when there is no profile.
 */
export async function saveBirthDate(
  db: Database,
  uid: string,
  birthDate: string | null,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(userProfiles)
    .set({ birthDate, updatedAt: now })
    .where(eq(userProfiles.uid, uid))
    .returning({ uid: userProfiles.uid });
  return updated.length > 0;
}
