import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { SITE_NAME } from "~/content/site";
import { user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { formatLongDate } from "~/lib/format";
import type { AuthResult } from "~/modules/auth/call-auth-endpoint.server";
import { isCommonPassword } from "~/modules/auth/password-policy.server";
import { signUp } from "~/modules/auth/sign-up.server";
import { WelcomeEmail } from "~/modules/email/templates/welcome-email";
import { createProfile } from "./create-profile.server";
import { startFreeTrial } from "./start-free-trial.server";

type NewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  state: string;
  phone?: string | undefined;
};

type RegisterResult = AuthResult | { ok: false; reason: "common-password" };

/**
 * Sign-up (spec §2 'Sign Up and Start Free Trial'): creates the account
 * (better-auth, which also sends the verification link and signs the user
 * in), then, in one transaction, the profile, the free trial and the welcome
 * e-mail. If that transaction fails the account is removed again, so no
 * half-made account is left behind.
 */
export async function registerAccount(
  context: AppLoadContext,
  request: Request,
  account: NewAccount,
): Promise<RegisterResult> {
  if (isCommonPassword(account.password)) return { ok: false, reason: "common-password" };
  const result = await signUp(context, request, {
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    password: account.password,
  });
  if (!result.ok) return result;

  const { database, mailer, config, logger } = context.services;
  const uid = (result.body as { user: { id: string } }).user.id;
  try {
    await database.db.transaction(async (tx) => {
      await createProfile(tx, uid, {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        state: account.state,
        phone: account.phone,
      });
      // Normally created with the account (auth database hook); this returns it.
      const trial = await startFreeTrial(tx, uid);
      await mailer.sendEmail(
        {
          to: account.email,
          subject: `Welcome to ${SITE_NAME}`,
          template: "welcome",
          uid,
          body: WelcomeEmail({
            firstName: account.firstName,
            trialEndsOn: formatLongDate(trial.endsAt),
            dashboardUrl: `${config.baseUrl}/dashboard`,
          }),
        },
        tx,
      );
    });
    mailer.wake();
  } catch (error) {
    logger.error({ err: error, uid }, "sign-up could not complete; removing the new account");
    await database.db.delete(user).where(eq(user.id, uid));
    await database.db.delete(emailOutbox).where(eq(emailOutbox.uid, uid));
    return { ok: false, reason: "unavailable" };
  }
  return result;
}
