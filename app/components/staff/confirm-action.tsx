import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { CONFIRM_PARAM, CONFIRMED_FIELD } from "~/lib/confirmation";

const TRIGGER_TONES = {
  danger: "bg-red-700 text-white hover:bg-red-800",
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  "outline-danger": "border border-red-700 text-red-700 hover:bg-red-50",
};

const KEEP =
  "rounded-md border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50";

/**
 * A destructive action asked twice. Its button first asks: with script, a
 * modal dialog; without, the same page at `?confirm=<name>` (a plain GET
 * form, carrying what was typed) shows the confirmation in place. Either way
 * the confirmation says what will happen (`say`, from the values the
 * form carries) and holds the real post, marked `confirmed=<name>`, with a
 * way to keep things as they are. Escape closes the dialog and the focus
 * returns to the button.
 */
export function ConfirmAction({
  name,
  hidden,
  children,
  trigger,
  tone = "danger",
  title,
  say,
  confirmLabel,
  busyLabel,
  keepLabel,
  className,
  labelledBy,
  formRef,
}: {
  /** The action's name: the page's `?confirm=` value and the posted `confirmed` field. */
  name: string;
  /** Fields posted as they are (intent, version). */
  hidden: Record<string, string | number>;
  /** What the staff member fills in before being asked (a refund's amount), and any heading. */
  children?: ReactNode;
  trigger: string;
  tone?: keyof typeof TRIGGER_TONES;
  /** The confirmation's heading, a question ("Refund this order?"). */
  title: string;
  /** What will happen, in words with the real figures, from the values the form carries. */
  say: (values: URLSearchParams) => ReactNode;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  className?: string;
  /** The id of the heading that names the first form, when it has one. */
  labelledBy?: string;
  /** The first form, for the page's form helper (focus on the first error, reset after success). */
  formRef?: Ref<HTMLFormElement>;
}) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  // Asked without script: the page itself is the confirmation.
  const asked = searchParams.get(CONFIRM_PARAM) === name;
  const [values, setValues] = useState<URLSearchParams | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const triggerButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const busy =
    navigation.state === "submitting" && navigation.formData?.get(CONFIRMED_FIELD) === name;
  const wasBusy = useRef(false);
  // Closed because the action answered: the page's form helper places the focus (an error, the outcome).
  const answered = useRef(false);

  useEffect(() => {
    if (!values || !dialog.current) return;
    if (!dialog.current.open) dialog.current.showModal();
    // The safe choice first: Enter does not do the irreversible thing.
    keepButton.current?.focus();
  }, [values]);

  // The dialog stays, saying "Refunding…", until the action answers.
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      answered.current = true;
      dialog.current?.close();
    }
  }, [busy]);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const carried = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") carried.append(key, value);
    }
    setValues(carried);
  };

  const headingId = `confirm-${name}-heading`;
  const body = (shown: URLSearchParams, keep: ReactNode, autoFocusHeading: boolean) => (
    <>
      <h2
        id={headingId}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: asked for; without script the browser moves the focus here as the page loads
        autoFocus={autoFocusHeading}
        className="font-semibold text-xl outline-none"
      >
        {title}
      </h2>
      <div className="mt-3 grid gap-2 text-slate-800">{say(shown)}</div>
      <Form method="post" action={pathname} className="mt-5 flex flex-wrap gap-3">
        {[...shown.entries()]
          .filter(([key]) => key !== CONFIRM_PARAM && key !== CONFIRMED_FIELD)
          .map(([key, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a field may repeat; its place is its identity
            <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
          ))}
        <input type="hidden" name={CONFIRMED_FIELD} value={name} />
        <SubmitButton
          busy={busy}
          busyLabel={busyLabel}
          tone={tone.endsWith("danger") ? "danger" : "primary"}
        >
          {confirmLabel}
        </SubmitButton>
        {keep}
      </Form>
    </>
  );

  return (
    <>
      <form
        method="get"
        action={`${pathname}#${headingId}`}
        onSubmit={ask}
        ref={formRef}
        aria-labelledby={labelledBy}
        className={className}
      >
        <input type="hidden" name={CONFIRM_PARAM} value={name} />
        {Object.entries(hidden).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        {children}
        <div>
          <button
            ref={triggerButton}
            type="submit"
            className={`rounded-md px-5 py-2.5 font-semibold ${TRIGGER_TONES[tone]}`}
          >
            {trigger}
          </button>
        </div>
      </form>
      {asked && !values ? (
        <dialog
          open
          aria-labelledby={headingId}
          className="static mt-4 w-full max-w-xl rounded-xl border-2 border-red-700 bg-white p-5 text-slate-900"
        >
          {body(
            searchParams,
            <Link to={pathname} className={KEEP}>
              {keepLabel}
            </Link>,
            true,
          )}
        </dialog>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby={values ? headingId : undefined}
        onClose={() => {
          setValues(null);
          if (answered.current) answered.current = false;
          else triggerButton.current?.focus();
        }}
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        {values
          ? body(
              values,
              <button
                ref={keepButton}
                type="button"
                onClick={() => dialog.current?.close()}
                className={KEEP}
              >
                {keepLabel}
              </button>,
              false,
            )
          : null}
      </dialog>
    </>
  );
}
