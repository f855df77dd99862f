import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { organization } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { SITE_NAME } from "~/content/site";
import type { Database } from "~/db/client.server";
import { account, rateLimit, session, user, verification } from "~/db/schema/auth";
import { firmInvitations, firmMembers, firms } from "~/db/schema/firms";
import type { BackgroundWork } from "~/lib/background-work.server";
import type { Config } from "~/modules/config/env.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { ChangeEmailConfirmation } from "~/modules/email/templates/change-email-confirmation";
import { ResetPasswordEmail } from "~/modules/email/templates/reset-password-email";
import { VerifyEmail } from "~/modules/email/templates/verify-email";
import type { Logger } from "~/modules/logging/logger.server";
import {
  FIRM_INVITATION_EXPIRES_DAYS,
  FIRM_MEMBERSHIP_LIMIT,
  FRESH_SESSION_MINUTES,
  RESET_PASSWORD_EXPIRES_MINUTES,
  VERIFICATION_EXPIRES_HOURS,
} from "./auth-constants";
import { CLIENT_IP_HEADER } from "./client-ip";
import { AUTH_COOKIE_PREFIX } from "./cookie-names";
import { isCommonPassword } from "./password-policy.server";
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./password-rules";

/**
 * What the account side does when better-auth creates or changes a user.
 * Passed in at start-up (server/services.ts), so auth knows nothing of
 * profiles and plans.
 */
export type AuthHooks = {
  /** The first name to greet someone by in auth e-mails. */
  firstNameOf(user: { id: string; name: string }): Promise<string>;
  /** A new account exists. */
  userCreated(uid: string): Promise<void>;
  /** The account changed (its address may be new: changes arrive through the link sent to it). */
  userUpdated(uid: string, email: string): Promise<void>;
  /** A firm administrator invited an address: mail it the link (through the outbox). */
  firmInvitationCreated(invitation: FirmInvitationMail): Promise<void>;
  /**
   * Someone is about to join a firm (accepting an invitation, or being added).
   * Throw an APIError to refuse (e.g. they already belong to another firm).
   */
  beforeFirmJoin(join: { uid: string; firmId: string }): Promise<void>;
};

/** What the invitation mail needs. */
export type FirmInvitationMail = {
  invitationId: string;
  email: string;
  firmId: string;
  firmName: string;
  inviterUid: string;
  inviterName: string;
  expiresAt: Date;
};

/**
 * The server's one better-auth instance: e-mail and password, database
 * sessions, rate limits stored in the database (so they hold across
 * instances). The client IP comes only from `x-client-ip`, which the HTTP
 * layer overwrites on every request from the socket (or from X-Forwarded-For
 * when TRUST_PROXY names the proxy), so clients cannot choose their bucket.
 * Every e-mail it sends goes through the outbox.
 */
export function createAuth(
  db: Database,
  config: Config,
  mailer: Mailer,
  logger: Logger,
  hooks: AuthHooks,
  background: BackgroundWork,
) {
  if (!config.betterAuthSecret) throw new Error("createAuth needs config.betterAuthSecret");

  const { firstNameOf } = hooks;

  // Mail is queued after the answer is sent: a request for an address with an
  // account must take as long as one for an address without (no enumeration
  // by timing).
  const inBackground = (what: string, work: () => Promise<unknown>) => {
    background.start(work, (error: unknown) =>
      logger.error({ err: error }, `${what} e-mail could not be queued`),
    );
  };

  return betterAuth({
    appName: SITE_NAME,
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.betterAuthSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user,
        session,
        account,
        verification,
        rateLimit,
        organization: firms,
        member: firmMembers,
        invitation: firmInvitations,
      },
    }),
    plugins: [
      // Firms (decision 0061): membership, invitations and roles are the
      // plugin's; seats, consent, billing and invoices are ours.
      organization({
        creatorRole: "admin",
        // One firm a person belongs to, created or joined.
        organizationLimit: 1,
        membershipLimit: FIRM_MEMBERSHIP_LIMIT,
        invitationExpiresIn: FIRM_INVITATION_EXPIRES_DAYS * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        // The link goes to the address; a verified address proves it is theirs.
        requireEmailVerificationOnInvitation: true,
        disableOrganizationDeletion: true,
        schema: {
          organization: {
            additionalFields: {
              billingContact: { type: "string", required: false, defaultValue: "" },
              billingEmail: { type: "string", required: false, defaultValue: "" },
              billingAddress: { type: "string", required: false, defaultValue: "" },
            },
          },
        },
        async sendInvitationEmail(data) {
          await hooks.firmInvitationCreated({
            invitationId: data.id,
            email: data.email,
            firmId: data.organization.id,
            firmName: data.organization.name,
            inviterUid: data.inviter.user.id,
            inviterName: data.inviter.user.name,
            expiresAt: data.invitation.expiresAt,
          });
        },
        organizationHooks: {
          async beforeAcceptInvitation({ user: u, organization: firm }) {
            await hooks.beforeFirmJoin({ uid: u.id, firmId: firm.id });
          },
          async beforeAddMember({ user: u, organization: firm }) {
            await hooks.beforeFirmJoin({ uid: u.id, firmId: firm.id });
          },
        },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: u, url }) {
        inBackground("reset-password", async () =>
          mailer.sendEmail({
            to: u.email,
            subject: `Reset your ${SITE_NAME} password`,
            template: "reset-password",
            body: ResetPasswordEmail({
              firstName: await firstNameOf(u),
              url,
              expiresInMinutes: RESET_PASSWORD_EXPIRES_MINUTES,
            }),
            uid: u.id,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_EXPIRES_HOURS * 60 * 60,
      async sendVerificationEmail({ user: u, url }) {
        inBackground("verify-email", async () => {
          // Also used for a change of address: `u.email` is then the new address,
          // while the account still holds the old one.
          const [stored] = await db
            .select({ email: user.email })
            .from(user)
            .where(eq(user.id, u.id));
          const changing = stored !== undefined && stored.email !== u.email;
          await mailer.sendEmail({
            to: u.email,
            subject: changing ? "Confirm your new e-mail address" : "Confirm your e-mail address",
            template: changing ? "change-email" : "verify-email",
            body: changing
              ? ChangeEmailConfirmation({ firstName: await firstNameOf(u), newEmail: u.email, url })
              : VerifyEmail({ firstName: await firstNameOf(u), url }),
            uid: u.id,
          });
        });
      },
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account starts with its free trial (a member at once).
          async after(created) {
            await hooks.userCreated(created.id);
          },
        },
        update: {
          // An address changes only through the link sent to it, which proves it.
          async before(changes) {
            if (typeof changes.email === "string")
              return { data: { ...changes, emailVerified: true } };
          },
          async after(updated) {
            await hooks.userUpdated(updated.id, updated.email);
          },
        },
      },
    },
    hooks: {
      // The forms check this too; here it also holds for anything calling
      // better-auth directly.
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_FIELDS[ctx.path];
        const body = ctx.body as Record<string, unknown> | undefined;
        const password = field ? body?.[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", {
            code: "PASSWORD_TOO_COMMON",
            message: COMMON_PASSWORD_MESSAGE,
          });
        }
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      freshAge: FRESH_SESSION_MINUTES * 60,
    },
    rateLimit: {
      enabled: config.nodeEnv !== "test",
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      // Stricter where passwords and reset links are at stake (per client address).
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 5 },
        "/change-email": { window: 60, max: 5 },
        "/delete-user": { window: 60, max: 5 },
        "/verify-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      // better-auth skips its callback-URL and origin checks when NODE_ENV is
      // "test"; the tests run the checks production runs.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Where each endpoint that sets a password carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};
