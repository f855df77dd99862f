import { useId } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/read-form";
import { listStaffSessions, setJoinUrl } from "~/modules/attendance/live-session-admin.server";
import { requireStaff } from "~/modules/auth/session.server";
import { formatClock } from "~/modules/learning/player-rules";
import type { Route } from "./+types/live-sessions";

export const meta: Route.MetaFunction = () =>
  pageMeta("Live sessions (staff)", "Join links and attendance codes of the live webcasts.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data(
    { sessions: await listStaffSessions(context.services.database.db) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const joinSchema = z.object({
  sessionId: z.string().min(1).max(200),
  joinUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:"),
      "Enter the meeting's https:// link, or leave it empty.",
    ),
});

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const parsed = joinSchema.safeParse((await readForm(request)) ?? {});
  if (!parsed.success) {
    return data(
      { ok: false, message: parsed.error.issues[0]?.message ?? "Check the link." },
      { status: 400 },
    );
  }
  const saved = await setJoinUrl(
    context.services.database.db,
    parsed.data.sessionId,
    parsed.data.joinUrl || null,
  );
  return saved
    ? { ok: true, message: "The join link is saved." }
    : data({ ok: false, message: "That session no longer exists." }, { status: 404 });
}

export default function StaffLiveSessionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const id = useId();
  return (
    <PageShell
      eyebrow="Staff"
      title="Live sessions"
      intro="Set each session's join link (attendees see it on their dashboard from a day before), and announce the attendance codes at the times shown."
    >
      {actionData ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
        </div>
      ) : null}
      {loaderData.sessions.length === 0 ? <p>No live sessions from the last week on.</p> : null}
      <ul className="grid max-w-4xl gap-6">
        {loaderData.sessions.map((session) => (
          <li key={session.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="font-semibold text-lg">{session.courseTitle}</h2>
            <p className="text-slate-700 text-sm">
              {formatSessionDateTime(new Date(session.startsAt))} · {session.durationMinutes}{" "}
              minutes · {session.registered} of {session.capacity} seats registered
            </p>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
              <input type="hidden" name="sessionId" value={session.id} />
              <div className="grid min-w-0 flex-1 gap-1">
                <label htmlFor={`${id}-${session.id}`} className="font-medium text-sm">
                  Join link
                </label>
                <input
                  id={`${id}-${session.id}`}
                  name="joinUrl"
                  type="url"
                  defaultValue={session.joinUrl ?? ""}
                  className="rounded-md border border-slate-400 px-3 py-2"
                />
              </div>
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                Save<span className="sr-only"> the join link for {session.courseTitle}</span>
              </button>
            </Form>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="text-left font-semibold">Attendance codes to announce</caption>
              <thead>
                <tr className="border-slate-300 border-b">
                  <th scope="col" className="py-1 pr-4">
                    Code
                  </th>
                  <th scope="col" className="py-1 pr-4">
                    Announce at
                  </th>
                  <th scope="col" className="py-1">
                    Entered by
                  </th>
                </tr>
              </thead>
              <tbody>
                {session.codes.map((code) => (
                  <tr key={code.position} className="border-slate-200 border-b">
                    <td className="py-1 pr-4 font-bold font-mono tracking-widest">{code.code}</td>
                    <td className="py-1 pr-4">{formatClock(code.atSeconds)} into the session</td>
                    <td className="py-1">
                      {code.entered} attendee{code.entered === 1 ? "" : "s"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
