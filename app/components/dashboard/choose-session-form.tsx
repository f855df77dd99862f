import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";

type SessionChoice = {
  id: string;
  startsAt: Date | string;
  durationMinutes: number;
  label: string | null;
  seatsLeft: number;
};

/**
 * A live place without a session (its session was cancelled, the place
 * kept): the course's upcoming sessions with a seat, and the choice of one.
 */
export function ChooseSessionForm({
  courseId,
  courseName,
  choices,
  reply,
}: {
  courseId: string;
  courseName: string;
  choices: readonly SessionChoice[];
  /** The last choice's refusal, when it was this course's. */
  reply: FormReply<{ courseId?: string }> | undefined;
}) {
  const { form, busy, errors } = usePageForm(reply, { intent: "choose-session" });
  return (
    <div className="mt-1 grid gap-2 text-sm">
      <p className="text-slate-700">
        Live webcast: your session was cancelled and your place is kept. Choose another session.
      </p>
      {choices.length === 0 ? (
        <p>
          No upcoming session has a free seat at the moment. Look again later, or reply to the
          cancellation message and we will help.
        </p>
      ) : (
        <Form method="post" ref={form} className="flex max-w-xl flex-wrap items-end gap-3">
          {reply && !reply.ok ? (
            <div className="w-full">
              <FormAlert tone="error">{reply.message}</FormAlert>
            </div>
          ) : null}
          <input type="hidden" name="intent" value="choose-session" />
          <input type="hidden" name="courseId" value={courseId} />
          <div className="min-w-64 flex-1">
            <SelectField
              label={`Live session of ${courseName}`}
              name="sessionId"
              options={choices.map((choice) => ({
                value: choice.id,
                label: `${formatSessionDateTime(new Date(choice.startsAt))}, ${choice.durationMinutes} minutes${choice.label ? ` (${choice.label})` : ""}, ${choice.seatsLeft} ${choice.seatsLeft === 1 ? "seat" : "seats"} left`,
              }))}
              error={errors.sessionId}
            />
          </div>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Choose this session
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
