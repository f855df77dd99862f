import { type ReactNode, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { NewPasswordFields } from "~/components/ui/new-password-fields";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { APPROVED_STATES, findState, PROFILE_STATE_OPTIONS } from "~/content/states";
import {
  barAdmissionSchema,
  emailField,
  nameField,
  phoneField,
  stateField,
} from "~/lib/form-fields";
import { fieldErrors } from "~/lib/form-submission";
import { formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import {
  changePassword,
  NoCurrentUserError,
  requestEmailChange,
  saveProfile,
} from "~/modules/accounts/account-settings.server";
import {
  addBarAdmission,
  listBarAdmissions,
  removeBarAdmission,
} from "~/modules/accounts/bar-admissions.server";
import { getProfile } from "~/modules/accounts/profile.server";
import { COMMON_PASSWORD_MESSAGE, newPasswordField } from "~/modules/auth/credentials";
import { getSessionUser, requireUser } from "~/modules/auth/session.server";
import { trackerToday } from "~/modules/compliance/credit-tracker-fields";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Profile Settings",
    "Your name, contact details, bar admissions, e-mail address and password.",
  );

const PROFILE_LOAD_ERROR = "Could not load your profile information. Please try again.";
const BAR_STATE_OPTIONS = APPROVED_STATES.map((state) => ({
  value: state.slug,
  label: state.name,
}));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  try {
    const [profile, admissions] = await Promise.all([
      getProfile(db, user.id),
      listBarAdmissions(db, user.id),
    ]);
    const [firstName = "", ...rest] = user.name.split(" ");
    return {
      user,
      loadError: null,
      profile: profile ?? { firstName, lastName: rest.join(" "), state: "", phone: undefined },
      admissions,
      emailChange: emailChangeOutcome(new URL(request.url).searchParams),
    };
  } catch (error) {
    context.services.logger.error({ err: error, uid: user.id }, "profile load failed");
    return {
      user,
      loadError: PROFILE_LOAD_ERROR,
      profile: null,
      admissions: [],
      emailChange: null,
    };
  }
}

/** A confirmation link lands here with ?emailChanged=1, plus ?error=… when it failed. */
function emailChangeOutcome(params: URLSearchParams): "changed" | "failed" | null {
  if (!params.has("emailChanged")) return null;
  return params.has("error") ? "failed" : "changed";
}

const intents = {
  profile: z.object({
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    state: stateField,
    phone: phoneField,
  }),
  // Checked against the day the form is sent, not the day the server started.
  "add-bar": barAdmissionSchema(() => trackerToday()),
  "remove-bar": z.object({ id: z.string().uuid() }),
  "change-email": z.object({
    newEmail: emailField,
    currentPassword: z.string().min(1, "Enter your current password."),
  }),
  "change-password": z
    .object({
      currentPassword: z.string().min(1, "Enter your current password."),
      newPassword: newPasswordField,
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ["confirmPassword"],
      message: "The passwords do not match.",
    }),
};
type Intent = keyof typeof intents;

type Problem = { errors?: Record<string, string>; formError?: string; status: number };
type Result = {
  intent: Intent | null;
  errors: Record<string, string>;
  formError: string | null;
  success: string | null;
};

function reply(result: Partial<Result> & { intent: Intent | null }, init?: number | ResponseInit) {
  return data<Result>({ errors: {}, formError: null, success: null, ...result }, init);
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readForm(request);
  if (!fields) return reply({ intent: null, formError: UNREADABLE_FORM_MESSAGE }, 400);
  const intent = fields.intent as Intent;
  if (!Object.hasOwn(intents, intent))
    return reply({ intent: null, formError: UNREADABLE_FORM_MESSAGE }, 400);
  const db = context.services.database.db;

  // E-mail and password changes answer with the auth layer's own error when
  // nobody is signed in (spec §8); the other forms send the visitor to log in.
  const user =
    intent === "change-email" || intent === "change-password"
      ? await getSessionUser(request, context)
      : await requireUser(request, context);

  try {
    switch (intent) {
      case "profile": {
        const parsed = intents.profile.safeParse(fields);
        if (!parsed.success) return reply({ intent, errors: fieldErrors(parsed.error) }, 400);
        if (!user) throw new NoCurrentUserError();
        const { ok, headers } = await saveProfile(context, request, user, parsed.data);
        return ok
          ? reply({ intent, success: "Your profile was saved." }, { headers })
          : reply(
              {
                intent,
                formError:
                  "Your details were saved, but your name could not be updated everywhere. Please try again.",
              },
              { status: 503, headers },
            );
      }
      case "add-bar": {
        const parsed = intents["add-bar"].safeParse(fields);
        if (!parsed.success) return reply({ intent, errors: fieldErrors(parsed.error) }, 400);
        if (!user) throw new NoCurrentUserError();
        const outcome = await addBarAdmission(db, user.id, parsed.data);
        if (outcome === "duplicate") {
          return reply(
            { intent, errors: { state: "You already have an admission in this state." } },
            400,
          );
        }
        return reply({ intent, success: "Bar admission added." });
      }
      case "remove-bar": {
        const parsed = intents["remove-bar"].safeParse(fields);
        if (!parsed.success || !user)
          return reply({ intent, formError: UNREADABLE_FORM_MESSAGE }, 400);
        const removed = await removeBarAdmission(db, user.id, parsed.data.id);
        return removed
          ? reply({ intent, success: "Bar admission removed." })
          : reply({ intent, formError: "That bar admission was already removed." }, 404);
      }
      case "change-email": {
        const parsed = intents["change-email"].safeParse(fields);
        if (!parsed.success) return reply({ intent, errors: fieldErrors(parsed.error) }, 400);
        const result = await requestEmailChange(context, request, user, parsed.data);
        if (result.ok) {
          return reply({
            intent,
            success: `We sent a confirmation link to ${parsed.data.newEmail}. Your address changes when you follow it.`,
          });
        }
        const problems: Record<typeof result.reason, Problem> = {
          "wrong-password": {
            errors: { currentPassword: "The password is incorrect." },
            status: 400,
          },
          "same-address": {
            errors: { newEmail: "This is already your e-mail address." },
            status: 400,
          },
          "rate-limited": {
            formError: "Too many attempts. Please wait a minute and try again.",
            status: 429,
          },
          unavailable: {
            formError: "We could not start the change. Please try again in a moment.",
            status: 503,
          },
        };
        const { status, ...rest } = problems[result.reason];
        return reply({ intent, ...rest }, status);
      }
      case "change-password": {
        const parsed = intents["change-password"].safeParse(fields);
        if (!parsed.success) return reply({ intent, errors: fieldErrors(parsed.error) }, 400);
        const result = await changePassword(context, request, user, parsed.data);
        if (result.ok) {
          return reply(
            { intent, success: "Your password was changed. Your other devices were signed out." },
            { headers: result.headers },
          );
        }
        const problems: Record<typeof result.reason, Problem> = {
          "wrong-password": {
            errors: { currentPassword: "The password is incorrect." },
            status: 400,
          },
          "common-password": { errors: { newPassword: COMMON_PASSWORD_MESSAGE }, status: 400 },
          "rate-limited": {
            formError: "Too many attempts. Please wait a minute and try again.",
            status: 429,
          },
          unavailable: {
            formError: "We could not change the password. Please try again in a moment.",
            status: 503,
          },
        };
        const { status, ...rest } = problems[result.reason];
        return reply({ intent, ...rest }, status);
      }
    }
  } catch (error) {
    if (error instanceof NoCurrentUserError) {
      return reply({ intent, formError: `${error.message} (${error.code})` }, 401);
    }
    throw error;
  }
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="mb-4 font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = (intent: Intent) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const result = (intent: Intent) => (actionData?.intent === intent ? actionData : null);
  const errors = (intent: Intent) => result(intent)?.errors ?? {};
  const formsRef = useRef<HTMLDivElement>(null);
  useFocusFirstError(formsRef, actionData);

  const notice = (intent: Intent) => {
    const r = result(intent);
    if (r?.formError) return <FormAlert tone="error">{r.formError}</FormAlert>;
    if (r?.success) return <FormAlert tone="success">{r.success}</FormAlert>;
    return null;
  };

  const { profile, admissions, user } = loaderData;
  return (
    <PageShell title="Profile Settings">
      <div ref={formsRef} className="grid max-w-3xl gap-8">
        {loaderData.loadError ? <FormAlert tone="error">{loaderData.loadError}</FormAlert> : null}
        {loaderData.emailChange === "changed" ? (
          <FormAlert tone="success">Your e-mail address is now {user.email}.</FormAlert>
        ) : loaderData.emailChange === "failed" ? (
          <FormAlert tone="error">
            Your e-mail address was not changed: the link has expired, was already used, or the new
            address now belongs to another account. Please try again.
          </FormAlert>
        ) : null}
        {actionData?.intent === null && actionData.formError ? (
          <FormAlert tone="error">{actionData.formError}</FormAlert>
        ) : null}

        {profile ? (
          <Section title="Your details" id="details-heading">
            <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
              <input type="hidden" name="intent" value="profile" />
              <div className="sm:col-span-2">{notice("profile")}</div>
              <TextField
                label="First name"
                name="firstName"
                autoComplete="given-name"
                required
                defaultValue={profile.firstName}
                error={errors("profile").firstName}
              />
              <TextField
                label="Last name"
                name="lastName"
                autoComplete="family-name"
                required
                defaultValue={profile.lastName}
                error={errors("profile").lastName}
              />
              <SelectField
                label="State"
                name="state"
                options={PROFILE_STATE_OPTIONS}
                emptyOption="Choose your state"
                required
                defaultValue={profile.state}
                error={errors("profile").state}
              />
              <TextField
                label="Phone (optional)"
                name="phone"
                type="tel"
                autoComplete="tel"
                defaultValue={profile.phone ?? ""}
                error={errors("profile").phone}
              />
              <div className="sm:col-span-2">
                <SubmitButton busy={busy("profile")} busyLabel="Saving...">
                  Save details
                </SubmitButton>
              </div>
            </Form>
          </Section>
        ) : null}

        <Section title="Bar admissions" id="bar-heading">
          <p className="mb-4 text-slate-700 text-sm">
            Your bar number appears on the certificates of attendance for that state. The date of
            admission sets your reporting period in some states (see your{" "}
            <Link to="/dashboard/credits" className="text-brand-700 underline">
              credit tracker
            </Link>
            ).
          </p>
          {notice("remove-bar")}
          {admissions.length > 0 ? (
            <ul className="mb-6 divide-y divide-slate-200">
              {admissions.map((admission) => (
                <li key={admission.id} className="flex items-center justify-between gap-4 py-2">
                  <span>
                    {findState(admission.state)?.name ?? admission.state} · Bar number{" "}
                    {admission.barNumber}
                    {admission.admittedOn
                      ? ` · admitted ${formatLongDate(admission.admittedOn)}`
                      : ""}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-bar" />
                    <input type="hidden" name="id" value={admission.id} />
                    <button
                      type="submit"
                      className="rounded px-3 py-1.5 text-red-800 text-sm underline hover:bg-red-50"
                      aria-label={`Remove ${findState(admission.state)?.name ?? admission.state} bar admission`}
                    >
                      Remove
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mb-6 text-slate-700">No bar admissions yet.</p>
          )}
          <Form
            method="post"
            className="grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_1fr_auto]"
            noValidate
          >
            <input type="hidden" name="intent" value="add-bar" />
            <div className="sm:col-span-2 lg:col-span-4">{notice("add-bar")}</div>
            <SelectField
              label="State of admission"
              name="state"
              options={BAR_STATE_OPTIONS}
              emptyOption="Choose a state"
              defaultValue=""
              error={errors("add-bar").state}
            />
            <TextField
              label="Bar number"
              name="barNumber"
              autoComplete="off"
              error={errors("add-bar").barNumber}
            />
            <TextField
              label="Date of admission (optional)"
              name="admittedOn"
              type="date"
              error={errors("add-bar").admittedOn}
            />
            <SubmitButton busy={busy("add-bar")} busyLabel="Adding...">
              Add admission
            </SubmitButton>
          </Form>
        </Section>

        <Section title="E-mail address" id="email-heading">
          <p className="mb-4">
            You log in with <strong>{user.email}</strong>
            {user.emailVerified ? " (confirmed)." : " (not yet confirmed)."}
          </p>
          <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="change-email" />
            <div className="sm:col-span-2">{notice("change-email")}</div>
            <TextField
              label="New e-mail address"
              name="newEmail"
              type="email"
              autoComplete="email"
              required
              error={errors("change-email").newEmail}
            />
            <TextField
              label="Current password (to confirm the new address)"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              error={errors("change-email").currentPassword}
            />
            <div className="sm:col-span-2">
              <SubmitButton busy={busy("change-email")} busyLabel="Sending...">
                Change e-mail address
              </SubmitButton>
            </div>
          </Form>
        </Section>

        <Section title="Password" id="password-heading">
          <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="change-password" />
            <div className="sm:col-span-2">{notice("change-password")}</div>
            <div className="sm:col-span-2">
              <TextField
                label="Current password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                error={errors("change-password").currentPassword}
              />
            </div>
            <NewPasswordFields
              names={{ password: "newPassword", confirm: "confirmPassword" }}
              labels={{ password: "New password", confirm: "Confirm new password" }}
              errors={errors("change-password")}
            />
            <div className="sm:col-span-2">
              <SubmitButton busy={busy("change-password")} busyLabel="Saving...">
                Change password
              </SubmitButton>
            </div>
          </Form>
        </Section>

        <Section title="Delete account" id="delete-heading">
          <p className="mb-4 text-slate-700">
            Remove your account and the personal data it holds, for good.
          </p>
          <Link to="/delete-account" className="font-semibold text-red-800 underline">
            Delete my account
          </Link>
        </Section>
      </div>
    </PageShell>
  );
}
