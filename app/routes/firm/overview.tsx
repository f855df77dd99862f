import { data, Link } from "react-router";
import { SettingsSection } from "~/components/account/settings-section";
import { ConsentForm } from "~/components/firm/consent-form";
import { FirmDetailsForm } from "~/components/firm/firm-details-form";
import { LeaveFirmForm } from "~/components/firm/leave-firm-form";
import { replyFor } from "~/components/firm/reply-for";
import { FormAlert, FormReplyAlert } from "~/components/ui/form-alert";
import { formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import { createFirm } from "~/modules/firms/create-firm.server";
import { echoFirmDetails, FIRM_HOME_FORMS } from "~/modules/firms/firm-account-forms";
import { FIRM_ACCOUNT_MESSAGES } from "~/modules/firms/firm-account-messages";
import { refuse, replyToFirmAction } from "~/modules/firms/firm-action-result.server";
import { getFirmDetails } from "~/modules/firms/get-firm-details.server";
import { getFirmMembership } from "~/modules/firms/get-firm-membership.server";
import { leaveFirm } from "~/modules/firms/leave-firm.server";
import { listInvitationsForAddress } from "~/modules/firms/list-invitations-for-address.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import { setComplianceConsent } from "~/modules/firms/set-compliance-consent.server";
import { updateFirmDetails } from "~/modules/firms/update-firm-details.server";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your Firm", "Your firm's account: its members, details and your consent.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const membership = await getFirmMembership(db, user.id);
  const headers = { "Cache-Control": "private, no-store" };
  if (!membership)
    return data(
      {
        firm: null,
        invitations: await listInvitationsForAddress(db, user.email),
        joined: false,
      },
      { headers },
    );
  return data(
    {
      firm: {
        ...membership,
        details: membership.isAdmin ? await getFirmDetails(db, membership.firmId) : null,
      },
      invitations: [],
      joined: new URL(request.url).searchParams.has("joined"),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseIntentSubmission(request, FIRM_HOME_FORMS, { echo: echoFirmDetails });
  if (!form.ok) return form.response;
  const db = context.services.database.db;
  switch (form.intent) {
    case "create":
      return replyToFirmAction(await createFirm(context, request, user, form.value), form.intent);
    case "details": {
      const admin = await requireFirmAdmin(db, user.id);
      return replyToFirmAction(
        await updateFirmDetails(context, request, admin, form.value),
        form.intent,
      );
    }
    case "consent":
      return replyToFirmAction(
        await setComplianceConsent(db, user.id, form.value.shares),
        form.intent,
      );
    case "leave": {
      const membership = await getFirmMembership(db, user.id);
      const result = membership
        ? await leaveFirm(context, request, membership)
        : refuse(FIRM_ACCOUNT_MESSAGES.notAMember, 409);
      return replyToFirmAction(result, form.intent);
    }
  }
}

export default function FirmOverviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { firm, invitations, joined } = loaderData;
  if (!firm)
    return (
      <div className="grid max-w-3xl gap-8">
        {/* Leaving answers here, where the firm was. */}
        <FormReplyAlert reply={replyFor(actionData, "leave")} />
        {invitations.length > 0 ? (
          <SettingsSection title="Invitations for you" id="invitations-heading">
            <ul className="list-disc space-y-1 pl-6">
              {invitations.map((invitation) => (
                <li key={invitation.invitationId}>
                  <Link
                    to={`/firm/join/${encodeURIComponent(invitation.invitationId)}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    Join {invitation.firmName}
                  </Link>
                </li>
              ))}
            </ul>
          </SettingsSection>
        ) : null}
        <SettingsSection title="Create a firm" id="create-heading">
          <p className="mb-4 text-slate-700">
            Create your firm's account and you become its administrator: you invite your lawyers,
            buy seats for them and, with their consent, follow their compliance. A lawyer belongs to
            one firm at a time.
          </p>
          <FirmDetailsForm
            intent="create"
            initial={null}
            reply={replyFor(actionData, "create")}
            submitLabel="Create the firm"
            busyLabel="Creating..."
          />
        </SettingsSection>
      </div>
    );
  const created = replyFor(actionData, "create");
  return (
    <div className="grid max-w-3xl gap-8">
      <FormReplyAlert reply={created} />
      {joined && !actionData ? (
        <FormAlert tone="success">{FIRM_ACCOUNT_MESSAGES.joined(firm.firmName)}</FormAlert>
      ) : null}
      <SettingsSection title="Your membership" id="membership-heading">
        <p>
          You are {firm.isAdmin ? "an administrator" : "a member"} of {firm.firmName}.{" "}
          {firm.isAdmin ? (
            <Link to="/firm/members" className="font-semibold text-brand-700 underline">
              Invite and manage members
            </Link>
          ) : null}
        </p>
      </SettingsSection>
      <SettingsSection title="Sharing your compliance" id="consent-heading">
        <p className="mb-4 text-slate-700">
          {firm.complianceConsentAt === null
            ? "You have not answered yet: until you do, the firm's administrators see only the courses the firm gives you."
            : `${firm.sharesCompliance ? "You share your compliance with the firm's administrators" : "You do not share your compliance with the firm's administrators"} (since ${formatLongDate(new Date(firm.complianceConsentAt))}).`}
        </p>
        <ConsentForm
          intent="consent"
          current={firm.complianceConsentAt === null ? null : firm.sharesCompliance}
          reply={replyFor(actionData, "consent")}
          submitLabel="Save my answer"
          busyLabel="Saving..."
        />
      </SettingsSection>
      {firm.details ? (
        <SettingsSection title="Firm details" id="details-heading">
          <p className="mb-4 text-slate-700">
            The name and billing details printed on the firm's invoices and receipts.
          </p>
          <FirmDetailsForm
            intent="details"
            initial={firm.details}
            reply={replyFor(actionData, "details")}
            submitLabel="Save the details"
            busyLabel="Saving..."
          />
        </SettingsSection>
      ) : null}
      <SettingsSection title="Leave the firm" id="leave-heading">
        <LeaveFirmForm
          firmName={firm.firmName}
          isAdmin={firm.isAdmin}
          reply={replyFor(actionData, "leave")}
        />
      </SettingsSection>
    </div>
  );
}
