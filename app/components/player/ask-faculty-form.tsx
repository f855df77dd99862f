import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type FormFields, type FormReply, typedText } from "~/lib/form-reply";

/** Seconds as the player shows them: 12:30, or 1:02:03 past an hour. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/**
 * "Ask the faculty", beside the player of a course the attorney is
 * registered for: a question, optionally the chapter and the time in the
 * video it is about. A plain form post to the player's action (intent
 * "ask") before the scripts load; afterwards a fetcher, so the video keeps
 * playing. The reply of a post without scripts comes as the page's
 * `pageReply`.
 */
export function AskFacultyForm({
  chapters,
  currentSeconds,
  pageReply,
}: {
  chapters: readonly { title: string }[];
  /** Where the video is now, for "Use the current time". */
  currentSeconds: () => number | null;
  pageReply: FormReply<FormFields> | null;
}) {
  const id = useId();
  const fetcher = useFetcher<FormReply<FormFields>>();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const time = useRef<HTMLInputElement>(null);
  const reply = fetcher.state === "idle" ? (fetcher.data ?? pageReply) : undefined;
  const busy = fetcher.state !== "idle";
  const errors = reply && !reply.ok ? reply.errors : {};
  const values = reply && !reply.ok ? (reply.values ?? null) : null;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  useFocusFirstError(form, reply);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="font-semibold text-lg">
        Ask the faculty
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        A question about this course goes to its faculty and to our staff. The answer comes by
        e-mail and shows on the course page.
      </p>
      <fetcher.Form ref={form} method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="ask" />
        {reply ? (
          <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert>
        ) : null}
        <TextAreaField
          label="Your question"
          name="question"
          required
          maxLength={2000}
          rows={4}
          defaultValue={typedText(values, "question") ?? undefined}
          error={errors.question}
        />
        {chapters.length > 0 ? (
          <SelectField
            label="Chapter (optional)"
            name="chapter"
            options={[
              { value: "", label: "The whole course" },
              ...chapters.map((chapter) => ({ value: chapter.title, label: chapter.title })),
            ]}
            defaultValue={typedText(values, "chapter") ?? ""}
            error={errors.chapter}
          />
        ) : null}
        <div className="grid gap-1">
          <TextField
            ref={time}
            label="Time in the video (optional)"
            name="time"
            inputMode="numeric"
            autoComplete="off"
            placeholder="12:30"
            maxLength={20}
            hint="Minutes and seconds, such as 12:30."
            defaultValue={typedText(values, "time") ?? undefined}
            error={errors.time}
          />
          {hydrated ? (
            <button
              type="button"
              onClick={() => {
                const seconds = currentSeconds();
                if (seconds !== null && time.current) time.current.value = clock(seconds);
              }}
              className="justify-self-start rounded-md px-3 py-1.5 font-medium text-brand-700 text-sm ring-1 ring-slate-300 hover:bg-brand-50"
            >
              Use the current time
            </button>
          ) : null}
        </div>
        <div>
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send the question
          </SubmitButton>
        </div>
      </fetcher.Form>
    </section>
  );
}
