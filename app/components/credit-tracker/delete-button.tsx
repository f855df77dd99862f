import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";

const DANGER_LINK =
  "rounded px-2 py-1 text-red-800 text-sm underline hover:bg-red-50 disabled:opacity-60";

/**
 * A small form with one button (delete a period or a credit). In the browser
 * it asks first, since nothing deleted comes back; without JavaScript the
 * button deletes at once.
 */
export function DeleteButton({
  intent,
  field,
  id,
  state,
  detail,
  question,
  children,
}: {
  intent: "delete-period" | "delete-credit";
  field: "periodId" | "creditId";
  id: string;
  state: string;
  /** Read after the visible text by screen readers: what is deleted. */
  detail: string;
  /** What the confirmation asks, e.g. "Delete this credit and its certificate?" */
  question: string;
  children: ReactNode;
}) {
  // Its outcome is shown at the top of the page: the form is gone once it worked.
  const { busy } = useTrackerForm({ intent, state, target: id });
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  return (
    <Form method="post" className="inline-flex flex-wrap items-center gap-3">
      <Hidden name="intent" value={intent} />
      <Hidden name="state" value={state} />
      <Hidden name={field} value={id} />
      {asking ? (
        <>
          <span id={questionId} className="font-medium text-sm">
            {question}
          </span>
          <button
            ref={confirm}
            type="submit"
            aria-describedby={questionId}
            className={DANGER_LINK}
            disabled={busy}
          >
            {busy ? "Deleting..." : "Yes, delete"}
            <span className="sr-only"> {detail}</span>
          </button>
          <button
            type="button"
            className="text-brand-700 text-sm underline"
            onClick={() => {
              setAsking(false);
              // Back to the button that asked, once it is on the page again.
              requestAnimationFrame(() => first.current?.focus());
            }}
          >
            Cancel
          </button>
        </>
      ) : (
        <button
          ref={first}
          type="submit"
          className={DANGER_LINK}
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          {children}
          <span className="sr-only"> {detail}</span>
        </button>
      )}
    </Form>
  );
}
