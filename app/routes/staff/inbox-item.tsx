import { data, Form, Link } from "react-router";
import { AidDecisionForms } from "~/components/financial-aid/aid-decision-forms";
import { StaffPage } from "~/components/staff/staff-frame";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { INBOX_KINDS, INBOX_STATUSES, isInboxKind } from "~/content/inbox";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { aidDecisionIntents } from "~/modules/financial-aid/aid-forms";
import {
  AID_DECISION_MESSAGES,
  decideAidRequest,
} from "~/modules/financial-aid/decide-aid-request.server";
import { loadAidRequest } from "~/modules/financial-aid/load-aid-request.server";
import {
  addInboxNote,
  replyToInboxItem,
  updateInboxItem,
} from "~/modules/inbox/change-inbox-item.server";
import { inboxItemIntents } from "~/modules/inbox/inbox-forms";
import { loadInboxItem } from "~/modules/inbox/load-inbox-item.server";
import { refuseRecordChange } from "~/modules/staff/refuse-record-change.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { goneMessage } from "~/modules/staff/stale-save-message";
import type { Route } from "./+types/inbox-item";

export const meta: Route.MetaFunction = () =>
  pageMeta("Inbox item", "A message, its conversation, and the reply.");

const GONE = goneMessage("inbox-item");

function itemKey(params: Route.LoaderArgs["params"]) {
  if (!isInboxKind(params.kind)) throw data(null, { status: 404 });
  return { kind: params.kind, sourceId: params.itemId };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox.manage");
  const key = itemKey(params);
  const loaded = await loadInboxItem(
    context.services.database.db,
    key.kind,
    key.sourceId,
    context.services.config.staffEmails,
  );
  if (!loaded) throw data(null, { status: 404 });
  const aid =
    key.kind === "aid" ? await loadAidRequest(context.services.database.db, key.sourceId) : null;
  return data({ ...loaded, aid }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "inbox.manage");
  const key = itemKey(params);
  const form = await parseIntentSubmission(request, {
    ...inboxItemIntents,
    ...aidDecisionIntents,
  });
  if (!form.ok) return form.response;
  const db = context.services.database.db;
  if (form.intent === "grant" || form.intent === "decline") {
    if (key.kind !== "aid") return refuseForm(GONE, { intent: form.intent, status: 404 });
    const decider = await requireStaff(request, context, "discounts.manage");
    const decided = await decideAidRequest(
      db,
      context.services.mailer,
      decider.actor,
      {
        requestId: key.sourceId,
        baseUrl: context.services.config.baseUrl,
        contactEmail: context.services.config.contactEmail,
      },
      form.intent === "grant"
        ? { grant: true, ...form.value }
        : { grant: false, reason: form.value.reason },
    );
    if (!decided.ok) {
      return refuseForm(decided.message, {
        intent: form.intent,
        status: decided.status,
        errors: decided.field ? { [decided.field]: decided.message } : {},
      });
    }
    return replyToForm({
      ok: true,
      intent: form.intent,
      message: decided.code
        ? AID_DECISION_MESSAGES.granted(decided.code)
        : AID_DECISION_MESSAGES.declined,
    });
  }
  if (form.intent === "update") {
    const changed = await updateInboxItem(
      db,
      staff.actor,
      { ...key, version: form.value.version },
      form.value,
    );
    if (changed.ok) return replyToForm({ ok: true, intent: "update", message: "Saved." });
    return refuseRecordChange(changed, { record: "inbox-item", intent: "update", request });
  }
  if (form.intent === "note") {
    const added = await addInboxNote(db, staff.actor, key, form.value.body);
    return added
      ? replyToForm({ ok: true, intent: "note", message: "The note is added." })
      : refuseForm(GONE, { intent: "note", status: 404 });
  }
  const sent = await replyToInboxItem(
    db,
    context.services.mailer,
    { ...staff.actor, name: staff.user.name },
    key,
    form.value,
  );
  return sent
    ? replyToForm({ ok: true, intent: "reply", message: "The reply is on its way." })
    : refuseForm(GONE, { intent: "reply", status: 404 });
}

export default function InboxItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, facts, entries, assignable, aid } = loaderData;
  const grant = usePageForm(actionData?.intent === "grant" ? actionData : undefined, {
    intent: "grant",
  });
  const decline = usePageForm(actionData?.intent === "decline" ? actionData : undefined, {
    intent: "decline",
  });
  const reply = usePageForm(actionData?.intent === "reply" ? actionData : undefined, {
    intent: "reply",
  });
  const note = usePageForm(actionData?.intent === "note" ? actionData : undefined, {
    intent: "note",
  });
  const update = usePageForm(actionData?.intent === "update" ? actionData : undefined, {
    intent: "update",
  });
  const alertFor = (intent: string) =>
    actionData?.intent === intent ? (
      <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
    ) : null;
  const title = `${INBOX_KINDS[item.kind as keyof typeof INBOX_KINDS] ?? "Item"} from ${item.fromName || item.fromEmail}`;
  return (
    <StaffPage
      title={title}
      intro={
        <p>
          <Link to="/staff/inbox" className="font-semibold text-brand-700 underline">
            All inbox items
          </Link>{" "}
          · Received {formatRecordDate(new Date(item.receivedAt))}.
        </p>
      }
    >
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      <div className="grid gap-8 xl:grid-cols-[1fr_20rem]">
        <div className="grid gap-8">
          <section
            aria-labelledby="sent-heading"
            className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="sent-heading" className="font-semibold text-xl">
              What they sent
            </h2>
            <dl className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr]">
              {facts.map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="font-medium text-slate-700">{fact.label}</dt>
                  <dd className="whitespace-pre-line break-words">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="conversation-heading">
            <h2 id="conversation-heading" className="font-semibold text-xl">
              Conversation
            </h2>
            {entries.length === 0 ? (
              <p className="mt-3 text-slate-700">No reply or note yet.</p>
            ) : (
              <ol className="mt-3 grid gap-4">
                {entries.map((entry) => (
                  <li
                    key={entry.id}
                    className={`rounded-xl p-4 ring-1 ${entry.type === "reply" ? "bg-white ring-slate-200" : "bg-amber-50 ring-amber-200"}`}
                  >
                    <p className="text-slate-700 text-sm">
                      {entry.type === "reply" ? "Reply e-mailed" : "Staff note"} by{" "}
                      {entry.authorEmail},{" "}
                      {new Date(entry.createdAt).toLocaleString("en-US", {
                        dateStyle: "medium",
                        timeStyle: "short",
                        timeZone: "UTC",
                      })}{" "}
                      UTC
                    </p>
                    {entry.subject ? <p className="mt-1 font-semibold">{entry.subject}</p> : null}
                    <p className="mt-1 whitespace-pre-line break-words">{entry.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {aid ? (
            <AidDecisionForms aid={aid} grant={grant} decline={decline} alertFor={alertFor} />
          ) : null}
          <section aria-labelledby="reply-heading">
            <h2 id="reply-heading" className="font-semibold text-xl">
              Reply by e-mail
            </h2>
            <Form
              method="post"
              ref={reply.form}
              className="mt-3 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <input type="hidden" name="intent" value="reply" />
              {alertFor("reply")}
              <p className="text-slate-700 text-sm">
                To {item.fromEmail}, from the provider's address.
              </p>
              <TextField
                label="Subject"
                name="subject"
                maxLength={200}
                required
                defaultValue={loaderData.replySubject}
                error={reply.errors.subject}
              />
              <TextAreaField
                label="Reply"
                name="body"
                rows={8}
                required
                error={reply.errors.body}
              />
              <div>
                <SubmitButton busy={reply.busy} busyLabel="Sending…">
                  Send reply
                </SubmitButton>
              </div>
            </Form>
          </section>
          <section aria-labelledby="note-heading">
            <h2 id="note-heading" className="font-semibold text-xl">
              Add a note for staff
            </h2>
            <Form
              method="post"
              ref={note.form}
              className="mt-3 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <input type="hidden" name="intent" value="note" />
              {alertFor("note")}
              <TextAreaField
                label="Note (only staff see it)"
                name="body"
                rows={3}
                required
                error={note.errors.body}
              />
              <div>
                <SubmitButton busy={note.busy} busyLabel="Adding…">
                  Add note
                </SubmitButton>
              </div>
            </Form>
          </section>
        </div>
        <section aria-labelledby="state-heading">
          <h2 id="state-heading" className="font-semibold text-xl">
            Status
          </h2>
          {/* Keyed by the version, so a change saved elsewhere shows once reloaded. */}
          <Form
            key={item.version}
            method="post"
            ref={update.form}
            className="mt-3 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="version" value={item.version} />
            {alertFor("update")}
            <SelectField
              label="Status"
              name="status"
              options={Object.entries(INBOX_STATUSES).map(([value, label]) => ({ value, label }))}
              defaultValue={item.status}
              error={update.errors.status}
            />
            <SelectField
              label="Assigned to"
              name="assigneeId"
              emptyOption="Nobody"
              options={assignable.map((person) => ({
                value: person.id,
                label: `${person.name} (${person.email})`,
              }))}
              defaultValue={item.assigneeId ?? ""}
            />
            <div>
              <SubmitButton busy={update.busy} busyLabel="Saving…">
                Save
              </SubmitButton>
            </div>
          </Form>
        </section>
      </div>
    </StaffPage>
  );
}
