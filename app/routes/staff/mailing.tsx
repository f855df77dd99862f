import { useEffect } from "react";
import { data, Form, Link, useRevalidator } from "react-router";
import { FactList } from "~/components/staff/fact-list";
import { MailingContentFields } from "~/components/staff/mailing-content-fields";
import { PageSection } from "~/components/staff/page-section";
import { StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { formatMoment, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { viewerTimeZone } from "~/lib/viewer-time-zone";
import { loadMailing } from "~/modules/mailings/load-mailing.server";
import { mailingIdSchema, mailingIntents } from "~/modules/mailings/mailing-forms";
import { saveMailing } from "~/modules/mailings/save-mailing.server";
import { sendMailing } from "~/modules/mailings/send-mailing.server";
import { sendMailingTest } from "~/modules/mailings/send-mailing-test.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/mailing";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded ? `Message: ${loaded.mailing.subject}` : "Message to registrants",
    "A message to registrants: preview, test, sending and delivery.",
  );

const GONE = "This message no longer exists.";
const EMPTY = "No registrant matches: there is no one to send it to.";

function mailingId(params: { mailingId?: string }): string | null {
  const parsed = mailingIdSchema.safeParse(params.mailingId);
  return parsed.success ? parsed.data : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "mailings.send");
  const id = mailingId(params);
  const loaded = id
    ? await loadMailing(context.services.database.db, id, context.services.config.baseUrl)
    : null;
  if (!loaded) throw data({ message: GONE }, { status: 404 });
  return data(
    {
      ...loaded,
      saved: new URL(request.url).searchParams.has("saved"),
      timeZone: viewerTimeZone(request),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "mailings.send");
  const id = mailingId(params);
  if (!id) return refuseForm(GONE, { status: 404 });
  const form = await parseIntentSubmission(request, mailingIntents, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const { services } = context;
  const db = services.database.db;
  const baseUrl = services.config.baseUrl;
  if (form.intent === "save") {
    const saved = await saveMailing(db, staff.actor, id, form.value);
    return saved
      ? replyToForm({
          ok: true,
          intent: "save",
          message: "The draft is saved: the preview shows it.",
        })
      : refuseForm("This message is already sent: it can no longer change.", {
          intent: "save",
          status: 409,
        });
  }
  if (form.intent === "test") {
    const tested = await sendMailingTest(
      db,
      services.mailer,
      staff.actor,
      { uid: staff.user.id, email: staff.user.email },
      id,
      baseUrl,
    );
    if (!tested.ok) {
      return refuseForm(tested.reason === "gone" ? GONE : EMPTY, {
        intent: "test",
        status: tested.reason === "gone" ? 404 : 409,
      });
    }
    return replyToForm({
      ok: true,
      intent: "test",
      message: `A test is on its way to ${staff.user.email}, as the first registrant will get it, “TEST:” before its subject.`,
    });
  }
  const sent = await sendMailing(db, services.mailer, staff.actor, id, {
    expected: form.value.expected,
    baseUrl,
  });
  if (sent.ok) {
    return replyToForm({
      ok: true,
      intent: "send",
      message: sent.already
        ? `This message was already sent, to ${registrants(sent.sent)}: it is not sent again.`
        : `Sent to ${registrants(sent.sent)} through the outbox${sent.optedOut > 0 ? `; ${people(sent.optedOut)} left out (opted out of news)` : ""}. The progress below shows the delivery.`,
    });
  }
  if (sent.reason === "changed") {
    return refuseForm(
      `The registrants changed since the page was shown: it would now go to ${registrants(sent.recipients)}${sent.optedOut > 0 ? ` (${people(sent.optedOut)} left out, opted out of news)` : ""}. Check and confirm again.`,
      { intent: "send", status: 409 },
    );
  }
  return refuseForm(sent.reason === "gone" ? GONE : EMPTY, {
    intent: "send",
    status: sent.reason === "gone" ? 404 : 409,
  });
}

const registrants = (n: number) =>
  n === 1 ? "1 registrant" : `${n.toLocaleString("en-US")} registrants`;
const people = (n: number) => (n === 1 ? "1 person" : `${n.toLocaleString("en-US")} people`);

type Loaded = Route.ComponentProps["loaderData"];
type Failure = NonNullable<Loaded["progress"]>["failures"][number];

const FAILURE_COLUMNS: Column<Failure>[] = [
  {
    header: "Recipient",
    rowHeader: true,
    cell: (failure) =>
      failure.uid ? (
        <Link
          to={`/staff/attendees/${failure.uid}/mail/${failure.id}`}
          className="break-all text-brand-700 underline"
        >
          {failure.toAddress}
        </Link>
      ) : (
        <span className="break-all">{failure.toAddress}</span>
      ),
  },
  {
    header: "State",
    cell: (failure) => (failure.status === "failed" ? "Gave up" : "Will try again"),
    nowrap: true,
  },
  { header: "Attempts", cell: (failure) => String(failure.attempts), align: "right" },
  { header: "Reason", cell: (failure) => <span className="break-words">{failure.lastError}</span> },
];

/** While copies wait in the outbox, the page reloads its progress every few seconds (with script). */
function usePollWhileSending(sending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [sending, revalidator]);
}

export default function StaffMailingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mailing, audience, filters, draft, progress, saved, timeZone } = loaderData;
  const edit = usePageForm(actionData?.intent === "save" ? actionData : undefined, {
    intent: "save",
  });
  const test = usePageForm(actionData?.intent === "test" ? actionData : undefined, {
    intent: "test",
  });
  const send = usePageForm(actionData?.intent === "send" ? actionData : undefined, {
    intent: "send",
  });
  usePollWhileSending((progress?.waiting ?? 0) > 0);
  const moment = (at: Date | string) => formatMoment(new Date(at), timeZone);
  const to = audience.session
    ? `${audience.courseTitle}, ${formatSessionDateTime(new Date(audience.session.startsAt))}`
    : audience.courseTitle;
  const reply = (intent: string) =>
    actionData?.intent === intent ? (
      <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
    ) : null;
  return (
    <StaffPage
      title={mailing.subject}
      intro={
        <p>
          <Link to="/staff/mailings" className="text-brand-700 underline">
            Back to mail to registrants
          </Link>
        </p>
      }
    >
      {saved && !actionData && draft ? (
        <FormAlert tone="success">The draft is saved. Nothing is sent yet.</FormAlert>
      ) : null}
      <FactList
        facts={[
          [
            "To the registrants of",
            <Link
              key="to"
              to={
                audience.session
                  ? `/staff/live-sessions/${audience.session.id}`
                  : `/staff/courses/${audience.courseId}`
              }
              className="text-brand-700 underline"
            >
              {to}
            </Link>,
          ],
          ...(filters ? ([["Only those", filters]] as const) : []),
          [
            "Kind",
            mailing.kind === "marketing"
              ? "News (marketing): not to those who opted out"
              : "About their registration: to every registrant",
          ],
          ["Written by", mailing.authorEmail],
          ["Status", draft ? "Draft (not sent)" : mailing.status === "sent" ? "Sent" : "Sending"],
          ...(mailing.testSentAt ? ([["Last test", moment(mailing.testSentAt)]] as const) : []),
          ...(mailing.sentAt ? ([["Sent", moment(mailing.sentAt)]] as const) : []),
        ]}
      />
      {draft ? (
        <>
          <div className="mt-8">
            <PageSection
              id="preview"
              title="Preview"
              intro={
                draft.preview
                  ? `As the first registrant, ${draft.preview.to}, will see it (their merge fields filled in).`
                  : undefined
              }
            >
              {draft.preview ? (
                <div className="max-w-3xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <p className="font-semibold">Subject: {draft.preview.subject}</p>
                  <div className="mt-3 whitespace-pre-wrap break-words font-mono text-sm">
                    {draft.preview.text}
                  </div>
                </div>
              ) : (
                <p>{EMPTY}</p>
              )}
            </PageSection>
          </div>
          {draft.preview ? (
            <>
              <PageSection
                id="test"
                title="Send a test to yourself"
                intro="The first registrant's copy goes to your own address, “TEST:” before its subject."
              >
                {reply("test")}
                <Form method="post" ref={test.form} className="mt-2">
                  <input type="hidden" name="intent" value="test" />
                  <SubmitButton busy={test.busy} busyLabel="Sending the test…">
                    Send a test to me
                  </SubmitButton>
                </Form>
              </PageSection>
              <PageSection id="send" title="Send it">
                {reply("send")}
                <Form method="post" ref={send.form} className="mt-2 grid max-w-3xl gap-3">
                  <input type="hidden" name="intent" value="send" />
                  <input type="hidden" name="expected" value={draft.recipients} />
                  <p>
                    It goes to <strong>{registrants(draft.recipients)}</strong> through the outbox.
                    {mailing.kind === "marketing"
                      ? draft.optedOut > 0
                        ? ` ${people(draft.optedOut)} ${draft.optedOut === 1 ? "is" : "are"} left out: they opted out of news.`
                        : " No one is left out: no registrant opted out of news."
                      : " It is about their registration, so it goes to everyone, opted out of news or not."}{" "}
                    It cannot be taken back once sent.
                  </p>
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      name="confirm"
                      value="yes"
                      required
                      aria-invalid={send.errors.confirm ? true : undefined}
                      aria-describedby={send.errors.confirm ? "confirm-error" : undefined}
                      className="mt-1 size-4 shrink-0 accent-brand-700"
                    />
                    <span>Yes, send it to {registrants(draft.recipients)} now.</span>
                  </label>
                  {send.errors.confirm ? (
                    <p id="confirm-error" className="text-red-700 text-sm">
                      {send.errors.confirm}
                    </p>
                  ) : null}
                  <div>
                    <SubmitButton busy={send.busy} busyLabel="Sending…">
                      Send to {registrants(draft.recipients)}
                    </SubmitButton>
                  </div>
                </Form>
              </PageSection>
            </>
          ) : null}
          <PageSection id="edit" title="Edit the draft">
            {reply("save")}
            <Form
              method="post"
              ref={edit.form}
              className="mt-2 grid gap-4"
              aria-label="Edit the draft"
            >
              <input type="hidden" name="intent" value="save" />
              <MailingContentFields
                key={mailing.updatedAt.toString()}
                values={{
                  subject: typedText(edit.values, "subject") ?? mailing.subject,
                  body: typedText(edit.values, "body") ?? mailing.body,
                  kind: typedText(edit.values, "kind") ?? mailing.kind,
                }}
                errors={edit.errors}
              />
              <div>
                <SubmitButton busy={edit.busy} busyLabel="Saving…">
                  Save the draft
                </SubmitButton>
              </div>
            </Form>
          </PageSection>
        </>
      ) : null}
      {progress ? (
        <>
          <div className="mt-8">
            <PageSection id="progress" title="Delivery">
              {reply("send")}
              <dl
                className="mt-2 grid max-w-xl grid-cols-2 gap-2 sm:grid-cols-4"
                aria-live="polite"
              >
                {(
                  [
                    ["Recipients", mailing.recipientCount],
                    ["Delivered", progress.delivered],
                    ["Waiting", progress.waiting],
                    ["Failed", progress.failed],
                  ] as const
                ).map(([label, value]) => (
                  <div
                    key={label}
                    className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200"
                  >
                    <dt className="text-slate-700 text-sm">{label}</dt>
                    <dd className="font-semibold text-2xl">{value.toLocaleString("en-US")}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3">
                {progress.waiting > 0
                  ? "Still sending: the outbox delivers the copies in turn and tries again after a failure."
                  : progress.failed > 0
                    ? "Done, with failures: the reasons are below."
                    : "Done: every copy was delivered."}
                {mailing.optedOutCount > 0
                  ? ` ${people(mailing.optedOutCount)} left out: they opted out of news.`
                  : ""}{" "}
                <Link to="." className="font-semibold text-brand-700 underline" reloadDocument>
                  Refresh the progress
                </Link>
              </p>
            </PageSection>
          </div>
          {progress.failures.length > 0 ? (
            <PageSection id="failures" title="Failures">
              <DataTable
                label="Copies that failed"
                columns={FAILURE_COLUMNS}
                rows={progress.failures}
                rowKey={(failure) => failure.id}
                minWidth="40rem"
              />
            </PageSection>
          ) : null}
          <PageSection id="text" title="The message as written">
            <div className="max-w-3xl whitespace-pre-wrap break-words rounded-xl bg-white p-5 font-mono text-sm shadow-sm ring-1 ring-slate-200">
              {mailing.body}
            </div>
          </PageSection>
        </>
      ) : null}
    </StaffPage>
  );
}
