import { data, Link, redirect } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { type JoinOutcome, joinLiveSession } from "~/modules/attendance/join-live-session.server";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/join-session";

export const meta: Route.MetaFunction = () =>
  pageMeta("Join the live webcast", "Join a live webcast you registered for.");

// A registrant's way into their live session's meeting: recorded (the
// roster's "joined"), then sent on to the meeting. Signed-out visitors sign
// in first and come back here.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const outcome: JoinOutcome =
    params.sessionId.length <= 120
      ? await joinLiveSession(context.services.database.db, user.id, params.sessionId)
      : { ok: false, reason: "not-registered" };
  if (outcome.ok) {
    throw redirect(outcome.joinUrl, { headers: { "Cache-Control": "private, no-store" } });
  }
  const startsAt = outcome.startsAt ? formatSessionDateTime(outcome.startsAt) : null;
  const message = {
    "not-registered": "You are not registered for this live session.",
    cancelled: `This live session${startsAt ? ` (${startsAt})` : ""} was cancelled. Your dashboard shows what happens to your registration.`,
    ended: `This live session${startsAt ? ` (${startsAt})` : ""} has ended.`,
    "too-early": `The link to join opens the day before the session${startsAt ? ` (${startsAt})` : ""}.`,
    "no-link": `The link to join is not ready yet. It appears on your dashboard before the session${startsAt ? ` (${startsAt})` : ""}.`,
  }[outcome.reason];
  const status = outcome.reason === "not-registered" ? 404 : 409;
  return data({ message }, { status, headers: { "Cache-Control": "private, no-store" } });
}

export default function JoinSessionPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title="Join the live webcast">
      <p role="status">{loaderData.message}</p>
      <p className="mt-4">
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          Go to your dashboard
        </Link>
      </p>
    </PageShell>
  );
}
