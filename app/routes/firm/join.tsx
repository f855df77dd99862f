import { data, Link, redirect } from "react-router";
import { ConsentForm } from "~/components/firm/consent-form";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { getSessionUser, requireUser } from "~/modules/auth/session.server";
import { acceptFirmInvitation } from "~/modules/firms/accept-firm-invitation.server";
import { consentSchema } from "~/modules/firms/firm-account-forms";
import { FIRM_ACCOUNT_MESSAGES } from "~/modules/firms/firm-account-messages";
import { replyToFirmAction } from "~/modules/firms/firm-action-result.server";
import { getInvitationStanding } from "~/modules/firms/get-firm-invitation.server";
import type { Route } from "./+types/join";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Join a Firm", "Accept an invitation to join a firm on LexEdge CLE."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  const standing = await getInvitationStanding(
    context.services.database.db,
    params.invitationId,
    user,
  );
  const headers = { "Cache-Control": "private, no-store" };
  if (standing.kind === "not-found")
    return data(
      {
        kind: "refused" as const,
        firmName: null,
        email: null,
        message: FIRM_ACCOUNT_MESSAGES.invitationNotFound,
      },
      { status: 404, headers },
    );
  const { firmName, email } = standing.invitation;
  if (standing.kind === "refused")
    return data(
      { kind: "refused" as const, firmName, email, message: standing.message },
      { status: standing.status, headers },
    );
  if (standing.kind === "verify-email")
    return data(
      { kind: "refused" as const, firmName, email, message: standing.message },
      { status: 403, headers },
    );
  return data({ kind: standing.kind, firmName, email, message: null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseSubmission(request, consentSchema);
  if (!form.ok) return form.response;
  const result = await acceptFirmInvitation(context, request, user, {
    invitationId: params.invitationId,
    shares: form.value.shares,
  });
  if (!result.ok) return replyToFirmAction(result, "join");
  return redirect("/firm?joined=1");
}

const LINK = "font-semibold text-brand-700 underline";

export default function JoinFirmPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { kind, firmName, email, message } = loaderData;
  const here = `/firm/join/${encodeURIComponent(params.invitationId)}`;
  const back = new URLSearchParams({ redirectTo: here });
  return (
    <PageShell title={firmName ? `Join ${firmName}` : "Join a firm"}>
      <div className="grid max-w-2xl gap-6">
        {kind === "refused" ? (
          <>
            <FormAlert tone="error">{message}</FormAlert>
            <p>
              <Link to="/firm" className={LINK}>
                Go to your firm's page
              </Link>
            </p>
          </>
        ) : kind === "sign-in" ? (
          <>
            <p>
              You are invited to join {firmName}. Sign in with{" "}
              <span className="wrap-anywhere font-semibold">{email}</span>, or create an account
              with that address, and you come back here to join.
            </p>
            <p className="flex flex-wrap gap-4">
              <Link to={`/login?${back}`} className={LINK}>
                Sign in to join
              </Link>
              <Link to={`/register?${back}`} className={LINK}>
                Create an account to join
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>
              You are invited to join {firmName}. The firm can then give you seats in courses. Its
              administrators see your name and e-mail address, and, only if you agree, your
              compliance: your states, credits and deadlines.
            </p>
            <ConsentForm
              intent="join"
              current={null}
              reply={actionData}
              submitLabel={`Join ${firmName}`}
              busyLabel="Joining..."
            />
          </>
        )}
      </div>
    </PageShell>
  );
}
