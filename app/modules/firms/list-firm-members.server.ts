import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { firmInvitations, firmMembers } from "~/db/schema/firms";

export type FirmMemberRow = {
  memberId: string;
  uid: string;
  name: string;
  email: string;
  isAdmin: boolean;
  sharesCompliance: boolean;
  joinedAt: Date;
};

export type FirmInvitationRow = {
  invitationId: string;
  email: string;
  expiresAt: Date;
  expired: boolean;
};

/** A firm's members, administrators first, then by name. */
export async function listMemberRows(db: Database, firmId: string): Promise<FirmMemberRow[]> {
  const rows = await db
    .select({
      memberId: firmMembers.id,
      uid: firmMembers.userId,
      name: user.name,
      email: user.email,
      role: firmMembers.role,
      sharesCompliance: firmMembers.sharesCompliance,
      joinedAt: firmMembers.createdAt,
    })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(eq(firmMembers.organizationId, firmId))
    .orderBy(asc(firmMembers.role), asc(user.name), asc(firmMembers.id));
  return rows.map(({ role, ...member }) => ({ ...member, isAdmin: role === "admin" }));
}

/** A firm's members (administrators first, then by name) and its waiting invitations. */
export async function listFirmMembers(
  db: Database,
  firmId: string,
  now = new Date(),
): Promise<{ members: FirmMemberRow[]; invitations: FirmInvitationRow[] }> {
  const [members, invitations] = await Promise.all([
    listMemberRows(db, firmId),
    db
      .select({
        invitationId: firmInvitations.id,
        email: firmInvitations.email,
        expiresAt: firmInvitations.expiresAt,
      })
      .from(firmInvitations)
      .where(and(eq(firmInvitations.organizationId, firmId), eq(firmInvitations.status, "pending")))
      .orderBy(asc(firmInvitations.email), asc(firmInvitations.createdAt)),
  ]);
  return {
    members,
    invitations: invitations.map((invitation) => ({
      ...invitation,
      expired: invitation.expiresAt <= now,
    })),
  };
}
