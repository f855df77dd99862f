import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormReply } from "~/lib/form-reply";
import { REGISTRATION_AUTO_CLOSE_MS } from "~/modules/registration/registration-messages";
import {
  type RegistrationView,
  registrationViewMessage,
  registrationViewTitle,
} from "~/modules/registration/registration-view";
import { RegistrationFields } from "./registration-fields";
import { RegistrationNextSteps } from "./registration-next-steps";

const secondaryButton =
  "rounded-md px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50";

/**
 * The registration dialog's views (spec §4), loaded only when the featured
 * course comes near the screen or the visitor reaches for its button: signed
 * out → 'Sign In Required'; already registered → a confirmation; otherwise
 * the form, prefilled from the profile. Escape and a click on the backdrop
 * close it; focus stays inside while it is open and returns to the button.
 */
export default function RegistrationDialogContent({
  courseId,
  returnTo,
  open,
  onOpenChange: setOpen,
  returnFocusTo,
}: {
  courseId: string;
  returnTo: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [opening, setOpening] = useState(0);
  const [attendsLive, setAttendsLive] = useState(true);
  const view = useFetcher<RegistrationView>();
  // A fresh submission each time the dialog opens: no stale message.
  const submission = useFetcher<FormReply>({ key: `registration-${courseId}-${opening}` });
  const lastForm = useRef<Extract<RegistrationView, { view: "form" }> | null>(null);
  const endpoint = `/api/courses/${courseId}/registration`;
  const titleId = useId();

  // The existing registration is looked up each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per opening
  useEffect(() => {
    if (!open) return;
    setOpening((count) => count + 1);
    view.load(endpoint);
  }, [open, endpoint]);

  const submitting = submission.state !== "idle";
  const reply = submission.state === "idle" ? submission.data : undefined;

  // Success closes the dialog after 2 seconds (spec §9).
  useEffect(() => {
    if (!reply?.ok) return;
    const timer = setTimeout(() => setOpen(false), REGISTRATION_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [reply, setOpen]);

  const loaded = view.state === "idle" ? view.data : undefined;
  if (loaded?.view === "form") lastForm.current = loaded;
  // After a successful submit the data reloads as "registered"; the form stays
  // on screen with its success message until the dialog closes itself.
  const current = reply?.ok && lastForm.current ? lastForm.current : loaded;
  const signInHref = `/login?${new URLSearchParams({ redirectTo: returnTo })}`;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
        >
          {!current ? (
            <DialogMessage titleId={titleId} title="Secure Your Spot" message="Loading…" busy />
          ) : current.view === "sign-in" ? (
            <DialogMessage
              titleId={titleId}
              title={registrationViewTitle(current)}
              message={registrationViewMessage(current)}
            >
              <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
              {/* A full page load, as the spec asks. */}
              <a
                href={signInHref}
                className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                Sign In
              </a>
            </DialogMessage>
          ) : current.view === "registered" || current.view === "closed" ? (
            <DialogMessage
              titleId={titleId}
              title={registrationViewTitle(current)}
              message={registrationViewMessage(current)}
            >
              <Dialog.Close className={secondaryButton}>Close</Dialog.Close>
            </DialogMessage>
          ) : (
            <>
              <Dialog.Title id={titleId} className="font-semibold text-xl">
                {registrationViewTitle(current)}
              </Dialog.Title>
              <submission.Form
                method="post"
                action={endpoint}
                className="mt-4 grid gap-4 sm:grid-cols-2"
                noValidate
              >
                {reply && !reply.ok ? (
                  <div className="sm:col-span-2">
                    <FormAlert tone="error">{reply.message}</FormAlert>
                  </div>
                ) : null}
                {reply?.ok ? (
                  <RegistrationNextSteps
                    courseId={courseId}
                    message={reply.message}
                    live={Boolean(current.liveDate) && attendsLive}
                  />
                ) : null}
                <fieldset
                  disabled={submitting || reply?.ok === true}
                  className={reply?.ok ? "hidden" : "contents"}
                >
                  <RegistrationFields
                    prefill={current.prefill}
                    errors={reply?.errors}
                    liveDate={current.liveDate}
                    onAttendsLiveChange={setAttendsLive}
                  />
                  <div className="flex justify-end gap-3 sm:col-span-2">
                    <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
                    <SubmitButton busy={submitting} busyLabel="Submitting...">
                      Register
                    </SubmitButton>
                  </div>
                </fieldset>
              </submission.Form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A view of the dialog that only says something, with its buttons. */
function DialogMessage({
  titleId,
  title,
  message,
  busy = false,
  children,
}: {
  titleId: string;
  title: string;
  message: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <Dialog.Title id={titleId} className="font-semibold text-xl">
        {title}
      </Dialog.Title>
      <p role={busy ? "status" : undefined} className="mt-3 text-slate-700">
        {message}
      </p>
      {children ? <div className="mt-6 flex justify-end gap-3">{children}</div> : null}
    </>
  );
}
