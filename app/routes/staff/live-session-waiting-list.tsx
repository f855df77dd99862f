import { useRef } from "react";
import { data, Form, Link } from "react-router";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { usePageForm } from "~/components/ui/use-page-form";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import {
  moveWaitingListEntry,
  removeWaitingListEntry,
} from "~/modules/waiting-lists/change-waiting-list.server";
import { listWaitingList } from "~/modules/waiting-lists/list-waiting-list.server";
import { offerFreedSeats } from "~/modules/waiting-lists/offer-freed-seats.server";
import { staffWaitingListIntents } from "~/modules/waiting-lists/waiting-list-forms";
import {
  OFFER_HOLD_HOURS,
  WAITING_LIST_MESSAGES,
} from "~/modules/waiting-lists/waiting-list-rules";
import type { Route } from "./+types/live-session-waiting-list";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Waiting list: ${loaderData.session.courseTitle}` : "Waiting list",
    "A full live session's waiting list: order, offers, removals.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "sessions.manage");
  const list = await listWaitingList(context.services.database.db, params.sessionId);
  if (!list) throw data(null, { status: 404 });
  return data(list, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "sessions.manage");
  const form = await parseIntentSubmission(request, staffWaitingListIntents);
  if (!form.ok) return form.response;
  const { services } = context;
  const db = services.database.db;
  const input = { sessionId: params.sessionId, entryId: form.value.entryId };
  if (form.intent === "remove") {
    const removed = await removeWaitingListEntry(db, staff.actor, input);
    if (!removed.ok) return refuseForm(removed.message, { status: removed.status });
    // A seat the entry's offer held goes to the next in line now.
    await offerFreedSeats(db, services.mailer, {
      baseUrl: services.config.baseUrl,
      sessionIds: [params.sessionId],
    });
    return replyToForm({ ok: true, message: WAITING_LIST_MESSAGES.staffRemoved });
  }
  const moved = await moveWaitingListEntry(db, staff.actor, {
    ...input,
    direction: form.intent === "move-up" ? "up" : "down",
  });
  return moved.ok
    ? replyToForm({ ok: true, message: WAITING_LIST_MESSAGES.staffMoved })
    : refuseForm(moved.message, { status: moved.status });
}

const STATUS_WORDS = {
  waiting: "Waiting",
  offered: "Offered a seat",
  accepted: "Took the seat",
  expired: "Offer expired",
  left: "Left the list",
} as const;

type Entry = Route.ComponentProps["loaderData"]["active"][number];

const actionButton =
  "min-h-6 rounded-md px-2 py-1 font-semibold text-brand-800 text-sm underline hover:bg-brand-50 disabled:opacity-60";

function EntryAction({
  entry,
  intent,
  label,
  busy,
}: {
  entry: Entry;
  intent: "move-up" | "move-down" | "remove";
  label: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="entryId" value={entry.id} />
      <button
        type="submit"
        disabled={busy}
        className={intent === "remove" ? `${actionButton} text-red-800` : actionButton}
      >
        {label}
        <span className="sr-only"> {entry.name}</span>
      </button>
    </Form>
  );
}

export default function StaffWaitingListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { session, active, closed } = loaderData;
  const busy = usePageForm(undefined).busy;
  // A move or removal redraws the row pressed: focus goes to its outcome.
  const outcome = useRef<HTMLDivElement>(null);
  useFocusFirstError(outcome, actionData);
  const when = formatSessionDateTime(new Date(session.startsAt));
  const person: Column<Entry> = {
    header: "Person",
    rowHeader: true,
    cell: (entry) => (
      <span>
        {entry.name} <span className="break-all text-slate-700">({entry.email})</span>
      </span>
    ),
  };
  const joined: Column<Entry> = {
    header: "Joined",
    cell: (entry) => formatSessionDateTime(new Date(entry.joinedAt)),
  };
  const status: Column<Entry> = {
    header: "Status",
    cell: (entry) =>
      entry.status === "offered" && entry.offerExpiresAt
        ? `Offered a seat, held until ${formatSessionDateTime(new Date(entry.offerExpiresAt))}`
        : STATUS_WORDS[entry.status],
  };
  const columns: Column<Entry>[] = [
    { header: "Place", cell: (entry) => active.indexOf(entry) + 1 },
    person,
    joined,
    status,
    {
      header: "Actions",
      cell: (entry) => (
        <div className="flex flex-wrap gap-1">
          {active.indexOf(entry) > 0 ? (
            <EntryAction entry={entry} intent="move-up" label="Move up" busy={busy} />
          ) : null}
          {active.indexOf(entry) < active.length - 1 ? (
            <EntryAction entry={entry} intent="move-down" label="Move down" busy={busy} />
          ) : null}
          <EntryAction entry={entry} intent="remove" label="Remove" busy={busy} />
        </div>
      ),
    },
  ];
  return (
    <StaffPage
      title={`Waiting list: ${session.courseTitle}, ${when}`}
      intro={
        <p>
          {session.seatsTaken} of {session.capacity} seats taken (offers held count). When a seat
          frees, the first person waiting is offered it by e-mail and it is held for them for{" "}
          {OFFER_HOLD_HOURS} hours (or until the session starts); then it passes on.{" "}
          <Link to={`/staff/live-sessions/${session.id}`} className="text-brand-700 underline">
            The session
          </Link>
        </p>
      }
    >
      <div ref={outcome} tabIndex={-1} className="outline-none">
        {actionData ? (
          <div className="mb-6 max-w-xl">
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          </div>
        ) : null}
      </div>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className="font-semibold text-xl">
          In line
        </h2>
        <div className="mt-3">
          {active.length === 0 ? (
            <EmptyState>Nobody is waiting for this session.</EmptyState>
          ) : (
            <DataTable
              label="The waiting list, in order"
              columns={columns}
              rows={active}
              rowKey={(entry) => entry.id}
              stackOnPhone
              minWidth="44rem"
            />
          )}
        </div>
      </section>
      {closed.length > 0 ? (
        <section aria-labelledby="closed-heading" className="mt-10">
          <h2 id="closed-heading" className="font-semibold text-xl">
            No longer waiting
          </h2>
          <div className="mt-3">
            <DataTable
              label="People no longer waiting"
              columns={[person, joined, status]}
              rows={closed}
              rowKey={(entry) => entry.id}
              stackOnPhone
              minWidth="36rem"
            />
          </div>
        </section>
      ) : null}
    </StaffPage>
  );
}
