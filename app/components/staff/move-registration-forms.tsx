import { Form, useNavigation } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";

type Movable = {
  id: string;
  courseName: string;
  /** Whose place it is, where the page lists several people's (a session's roster). */
  attendeeName?: string;
  /** Where the place is now, or null (kept without a session, or on demand). */
  sessionStartsAt: Date | string | null;
  /** The course's other upcoming sessions with a seat. */
  choices: readonly {
    id: string;
    startsAt: Date | string;
    durationMinutes: number;
    label: string | null;
    seatsLeft: number;
  }[];
};

type Reply = FormReply<Record<string, unknown>>;

/**
 * One form per registration that may move: another upcoming session of the
 * same course, and the reason (for the audit log). The attendee is mailed
 * the invite for the new session.
 */
export function MoveRegistrationForms({
  registrations,
  reply,
}: {
  registrations: readonly Movable[];
  reply: Reply | undefined;
}) {
  const { form, busy, errors, values } = usePageForm(reply, { intent: "move" });
  const sending = useNavigation().formData?.get("registrationId");
  return (
    <div className="grid gap-6">
      {reply?.ok ? <FormReplyAlert reply={reply} /> : null}
      {registrations.map((registration) => {
        // A refusal echoes what was posted, so it shows beside the form it answers.
        const mine = reply?.ok === false && reply.values?.registrationId === registration.id;
        return (
          <Form
            key={registration.id}
            method="post"
            ref={mine ? form : undefined}
            aria-label={
              registration.attendeeName
                ? `Move ${registration.attendeeName}'s place`
                : `Move ${registration.courseName}`
            }
            className="grid max-w-2xl gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <p>
              <span className="font-semibold">
                {registration.attendeeName
                  ? `${registration.attendeeName}, ${registration.courseName}`
                  : registration.courseName}
              </span>
              :{" "}
              {registration.sessionStartsAt
                ? `now in the session of ${formatSessionDateTime(new Date(registration.sessionStartsAt))}`
                : "no live session now"}
            </p>
            {mine ? <FormReplyAlert reply={reply} /> : null}
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="registrationId" value={registration.id} />
            <SelectField
              label="Move to the session"
              name="sessionId"
              emptyOption="Choose a session"
              defaultValue={mine && typeof values?.sessionId === "string" ? values.sessionId : ""}
              options={registration.choices.map((choice) => ({
                value: choice.id,
                label: `${formatSessionDateTime(new Date(choice.startsAt))}, ${choice.durationMinutes} minutes${choice.label ? ` (${choice.label})` : ""}, ${choice.seatsLeft} ${choice.seatsLeft === 1 ? "seat" : "seats"} left`,
              }))}
              error={mine ? errors.sessionId : undefined}
            />
            <TextAreaField
              label="Reason (kept in the audit log)"
              name="reason"
              rows={2}
              maxLength={500}
              defaultValue={mine && typeof values?.reason === "string" ? values.reason : ""}
              error={mine ? errors.reason : undefined}
            />
            <div>
              <SubmitButton busy={busy && sending === registration.id} busyLabel="Moving...">
                Move the place
              </SubmitButton>
            </div>
          </Form>
        );
      })}
    </div>
  );
}
