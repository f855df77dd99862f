import { type ReactNode, useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormReply } from "~/lib/form-reply";

/**
 * The form that takes an attendance code, posted through a fetcher to the
 * page's own action (it works as a plain form post too), with the answer
 * announced beside it. Cleared after an accepted code. Once every code is in
 * (`complete`), the form goes but the answer stays: the same component keeps
 * its fetcher, so the last "Code accepted" is still read out and shown.
 */
export function CodeEntryForm({
  label,
  submitLabel,
  hidden = {},
  hint,
  className,
  complete = false,
}: {
  label: string;
  submitLabel: string;
  /** Extra fields the action needs (e.g. which course). */
  hidden?: Record<string, string>;
  hint?: ReactNode;
  className?: string;
  /** Every code is entered: show no form, only the last answer. */
  complete?: boolean;
}) {
  const id = useId();
  const fetcher = useFetcher<FormReply>();
  const form = useRef<HTMLFormElement>(null);
  const accepted = useRef<HTMLParagraphElement>(null);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // A refused code's field message says more than the form's "check the highlighted fields".
  const refused = answer && !answer.ok ? (answer.errors.code ?? answer.message) : "";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  // The form (and the focus in it) goes with the last code: the answer takes the focus.
  useEffect(() => {
    if (complete && accepted.current?.textContent) accepted.current.focus();
  }, [complete]);
  return (
    <div className={className}>
      {complete ? null : (
        <fetcher.Form ref={form} method="post" className="grid gap-2">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor={`${id}-code`} className="font-medium text-sm">
            {label}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              name="code"
              required
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={refused ? true : undefined}
              aria-describedby={
                [refused ? `${id}-refused` : "", hint ? `${id}-hint` : ""].join(" ").trim() ||
                undefined
              }
              className="w-full min-w-0 rounded-md border border-slate-400 px-3 py-2 font-mono uppercase"
            />
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {busy ? "Checking..." : submitLabel}
            </button>
          </div>
          {hint ? (
            <p id={`${id}-hint`} className="text-slate-600 text-xs">
              {hint}
            </p>
          ) : null}
        </fetcher.Form>
      )}
      {/* Two live regions that stay in the page: an accepted code is a status, a refusal an alert. */}
      <p ref={accepted} role="status" tabIndex={-1} className="mt-2 text-emerald-800 text-sm">
        {answer?.ok ? answer.message : ""}
      </p>
      <p id={`${id}-refused`} role="alert" className="text-red-700 text-sm">
        {refused}
      </p>
    </div>
  );
}
