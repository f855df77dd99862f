import { data, Form, Link, useSearchParams } from "react-router";
import { RecentChanges } from "~/components/staff/audit-entries-table";
import { CancelSaid } from "~/components/staff/cancel-said";
import { ConfirmAction } from "~/components/staff/confirm-action";
import { SessionDetailsFields } from "~/components/staff/session-details-fields";
import { StaffPage } from "~/components/staff/staff-frame";
import { UndoButton } from "~/components/staff/undo-button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { refuseUnconfirmed, replyWithUndo, undoOfReply } from "~/lib/confirmation";
import { type FormFields, refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { formatMoment, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { cancelSession } from "~/modules/live-sessions/cancel-session.server";
import { loadSessionEditor } from "~/modules/live-sessions/load-session-editor.server";
import { type SessionChange, saveSession } from "~/modules/live-sessions/save-session.server";
import { CANCEL_CHOICES } from "~/modules/live-sessions/session-fields";
import { sessionIntents } from "~/modules/live-sessions/session-forms";
import { tellCancelNow } from "~/modules/live-sessions/tell-cancel-now.server";
import { undoSessionCancel } from "~/modules/live-sessions/undo-session-cancel.server";
import { mailingComposePath } from "~/modules/mailings/mailing-filters";
import { rosterPath } from "~/modules/rosters/roster-scope";
import { refuseRecordChange } from "~/modules/staff/refuse-record-change.server";
import {
  hasRecentSignIn,
  requireRecentSignIn,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/live-session";

/** "1 registrant", "14 registrants". */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Session: ${loaderData.session.courseTitle}` : "Live session",
    "Move, change or cancel a live session.",
  );

// A save refused because someone else changed the record (409) reloads it,
// so the page shows their version as the message says.
export const shouldRevalidate = revalidateAfterConflict;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "sessions.manage");
  const loaded = await loadSessionEditor(context.services.database.db, params.sessionId);
  if (!loaded) throw data(null, { status: 404 });
  const mayRefund = staff.permissions.has("orders.refund");
  return data(
    {
      ...loaded,
      mayRefund,
      mayViewRoster: staff.permissions.has("attendance.view"),
      mayMail: staff.permissions.has("mailings.send"),
      mayViewEvaluations: staff.permissions.has("evaluations.view"),
      recentSignIn: mayRefund ? await hasRecentSignIn(context, staff) : false,
      scheduled: new URL(request.url).searchParams.has("scheduled"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function refusal(
  change: SessionChange & { ok: false },
  options: { intent: string; request: Request; values: FormFields | null },
) {
  const { intent, request, values } = options;
  if (change.reason === "gone" || change.reason === "overtaken") {
    return refuseRecordChange(change, { record: "live-session", intent, request });
  }
  if (change.reason === "cancelled") {
    return refuseForm("This session is cancelled: it can no longer change.", {
      intent,
      status: 409,
    });
  }
  const errors: Record<string, string> = change.field ? { [change.field]: change.message } : {};
  return refuseForm(change.message, { intent, errors, values, status: 409 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "sessions.manage");
  const form = await parseIntentSubmission(request, sessionIntents, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const { services } = context;
  const mail = { baseUrl: services.config.baseUrl, organizerEmail: services.config.contactEmail };
  const values = form.submission.fields;
  if (form.intent === "save") {
    const saved = await saveSession(
      services.database.db,
      { mailer: services.mailer, ...mail },
      staff.actor,
      params.sessionId,
      form.value,
    );
    if (!saved.ok) return refusal(saved, { intent: "save", request, values });
    return replyToForm({
      ok: true,
      intent: "save",
      message: saved.moved
        ? `The session is moved. ${saved.told} registrant${saved.told === 1 ? " is" : "s are"} told, with an updated calendar invite.`
        : "The session is saved.",
    });
  }
  if (form.intent === "undo") {
    const undone = await undoSessionCancel(services.database.db, staff.actor, {
      sessionId: params.sessionId,
      ...form.value,
    });
    if (!undone.ok) {
      if (undone.reason === "invalid")
        return refuseForm(undone.message, { intent: "undo", status: 409 });
      return refuseRecordChange(undone, { record: "live-session", intent: "undo", request });
    }
    return replyToForm({
      ok: true,
      intent: "undo",
      message: `Undone. The session is back on the site and nobody was told: ${counted(undone.restored, "registrant keeps", "registrants keep")} ${undone.restored === 1 ? "their place" : "their places"} in it, and ${counted(undone.withdrawn, "unsent mail is", "unsent mails are")} withdrawn.`,
    });
  }
  if (form.intent === "tell-now") {
    const told = await tellCancelNow(services.database.db, services.mailer, staff.actor, {
      sessionId: params.sessionId,
      ...form.value,
    });
    if (!told.ok) return refuseForm(told.message, { intent: "tell-now", status: 409 });
    return replyToForm({
      ok: true,
      intent: "tell-now",
      message: `${counted(told.mails, "mail is", "mails are")} being sent now. The cancellation can no longer be undone.`,
    });
  }
  if (form.value.paidSeats === "refund") {
    if (!staff.permissions.has("orders.refund")) {
      throw data({ message: "Your staff role does not include refunds." }, { status: 403 });
    }
    await requireRecentSignIn(request, context, staff);
  }
  const unconfirmed = refuseUnconfirmed(values, "cancel", "Cancelling the session", "cancel");
  if (unconfirmed) return unconfirmed;
  const cancelled = await cancelSession(
    services.database.db,
    { mailer: services.mailer, provider: services.payments, ...mail },
    staff.actor,
    params.sessionId,
    form.value,
  );
  if (!cancelled.ok) return refusal(cancelled, { intent: "cancel", request, values });
  const failures = cancelled.refundFailures.map((failure) => failure.orderId).join(", ");
  const { told, undo } = cancelled;
  if (undo) {
    return replyWithUndo(
      {
        intent: "cancel",
        message:
          told === 0
            ? "Session cancelled and off the site. Nobody was registered, so nobody is told."
            : `Session cancelled and off the site. ${counted(told, "registrant", "registrants")} will be told at ${formatMoment(undo.until, SCHEDULE_TIME_ZONE)} unless you undo.`,
      },
      { entry: undo.entry, version: undo.version, until: undo.until.toISOString() },
    );
  }
  return replyWithUndo(
    {
      intent: "cancel",
      message: `Session cancelled and off the site. ${counted(told, "registrant is", "registrants are")} told by mail${cancelled.refunded > 0 ? `; ${counted(cancelled.refunded, "order is", "orders are")} refunded` : ""}.${failures ? ` The payment provider refused the refund of ${failures}: refund ${cancelled.refundFailures.length === 1 ? "it" : "them"} from the order page.` : ""}`,
    },
    null,
  );
}

export default function StaffSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { session, fields, history } = loaderData;
  const save = usePageForm(actionData?.intent === "save" ? actionData : undefined, {
    intent: "save",
  });
  const cancel = usePageForm(actionData?.intent === "cancel" ? actionData : undefined, {
    intent: "cancel",
  });
  const when = formatSessionDateTime(new Date(session.startsAt));
  const [searchParams] = useSearchParams();
  const undoOffer = undoOfReply(actionData);
  const cancelled = session.cancelledAt !== null;
  return (
    <StaffPage
      title={`${session.courseTitle}: ${when}`}
      intro={
        <p>
          {cancelled ? (
            <span className="font-semibold">Cancelled. {session.cancellationReason} </span>
          ) : null}
          {loaderData.registered} registered ({loaderData.registeredPaid} through a purchase),{" "}
          {loaderData.seatsTaken} of {fields.capacity} seats taken.{" "}
          {loaderData.mayViewRoster ? (
            <>
              <Link
                to={rosterPath({ kind: "session", sessionId: session.id })}
                className="text-brand-700 underline"
              >
                The session's roster
              </Link>{" "}
              ·{" "}
            </>
          ) : null}
          {loaderData.mayMail && !cancelled ? (
            <>
              <Link
                to={mailingComposePath({ sessionId: session.id })}
                className="text-brand-700 underline"
              >
                Write to registrants
              </Link>{" "}
              ·{" "}
            </>
          ) : null}
          {loaderData.mayViewEvaluations ? (
            <>
              <Link
                to={`/staff/courses/${session.courseId}/evaluations?session=${encodeURIComponent(session.id)}`}
                className="text-brand-700 underline"
              >
                The session's evaluations
              </Link>{" "}
              ·{" "}
            </>
          ) : null}
          <Link
            to={`/staff/live-sessions/new?rerun=${encodeURIComponent(session.id)}`}
            className="text-brand-700 underline"
          >
            Schedule a re-run
          </Link>{" "}
          ·{" "}
          <Link
            to={`/staff/live-sessions/${session.id}/waiting-list`}
            className="text-brand-700 underline"
          >
            The waiting list
          </Link>{" "}
          ·{" "}
          <Link to={`/staff/courses/${session.courseId}`} className="text-brand-700 underline">
            The course
          </Link>{" "}
          ·{" "}
          <Link to="/staff/live-sessions" className="text-brand-700 underline">
            All live sessions
          </Link>
        </p>
      }
    >
      {loaderData.scheduled ? (
        <FormAlert tone="success">The session is scheduled and on the course's page.</FormAlert>
      ) : null}
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      {/* Outside the form: a cancelled session's page no longer shows its forms. */}
      {actionData?.intent === "cancel" && actionData.ok ? (
        <FormAlert tone="success">
          {actionData.message}
          {undoOffer ? (
            <>
              <UndoButton offer={undoOffer} what="the cancellation" />
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="tell-now" />
                <input type="hidden" name="entry" value={undoOffer.entry} />
                <button type="submit" className="font-semibold text-brand-700 underline">
                  Tell the registrants now (no undo)
                </button>
              </Form>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      {actionData?.intent === "undo" || actionData?.intent === "tell-now" ? (
        <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
      ) : null}
      {cancelled ? null : (
        <Form
          method="post"
          ref={save.form}
          aria-labelledby="details-heading"
          // Keyed by the version: a change saved elsewhere shows once reloaded.
          key={session.version}
          className="mt-4 grid max-w-4xl gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="details-heading" className="font-semibold text-xl">
            Session details
          </h2>
          <p className="text-slate-700 text-sm">
            A new day, time or length moves the session: every registrant is mailed the new time
            with a calendar invite that updates their event, and the reminder follows the new time.
          </p>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="version" value={session.version} />
          {actionData?.intent === "save" ? (
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          ) : null}
          <SessionDetailsFields saved={fields} typed={save.values} errors={save.errors} />
          <div>
            <SubmitButton busy={save.busy} busyLabel="Saving…">
              Save the session
            </SubmitButton>
          </div>
        </Form>
      )}
      {cancelled || session.past ? null : (
        <ConfirmAction
          name="cancel"
          hidden={{ intent: "cancel", version: session.version }}
          formRef={cancel.form}
          labelledBy="cancel-heading"
          className="mt-8 grid max-w-4xl gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-red-200"
          trigger="Cancel the session and tell the registrants"
          title={`Cancel the session on ${when}?`}
          say={(values) => (
            <CancelSaid
              values={values}
              registered={loaderData.registered}
              paidOrders={loaderData.paidOrders}
              paidOrdersCents={loaderData.paidOrdersCents}
            />
          )}
          confirmLabel="Cancel the session"
          busyLabel="Cancelling…"
          keepLabel="Keep the session"
        >
          <h2 id="cancel-heading" className="font-semibold text-xl">
            Cancel the session
          </h2>
          {actionData?.intent === "cancel" && !actionData.ok ? (
            <FormAlert tone="error">{actionData.message}</FormAlert>
          ) : null}
          <TextAreaField
            label="Why (the registrants are told)"
            name="reason"
            rows={2}
            maxLength={500}
            required
            defaultValue={typedText(cancel.values, "reason") ?? searchParams.get("reason") ?? ""}
            error={cancel.errors.reason}
          />
          <fieldset>
            <legend className="mb-2 font-semibold">The registrations</legend>
            {(["keep", "refund"] as const).map((choice) => (
              <div key={choice} className="flex items-start gap-2 py-1">
                <input
                  type="radio"
                  id={`cancel-${choice}`}
                  name="paidSeats"
                  value={choice}
                  defaultChecked={choice === (searchParams.get("paidSeats") ?? "keep")}
                  disabled={choice === "refund" && !loaderData.mayRefund}
                  className="mt-1 size-5"
                />
                <label htmlFor={`cancel-${choice}`}>
                  {CANCEL_CHOICES[choice]}
                  {choice === "refund" && !loaderData.mayRefund
                    ? " (needs the support or administrator role)"
                    : null}
                  {choice === "refund" && loaderData.mayRefund && !loaderData.recentSignIn
                    ? " (you confirm your password first)"
                    : null}
                </label>
              </div>
            ))}
            <p className="mt-1 text-slate-700 text-sm">
              {loaderData.paidOrders} order{loaderData.paidOrders === 1 ? "" : "s"} bought this
              session alone. A place bought with a membership or bundle is always kept.
            </p>
          </fieldset>
        </ConfirmAction>
      )}
      <RecentChanges
        rows={history}
        label="Recent changes to this session"
        empty="No staff change yet."
      />
    </StaffPage>
  );
}
