import { lazy, Suspense, useRef, useState } from "react";
import { LinkUntilHydrated } from "~/components/ui/link-until-hydrated";
import { registrationPagePath } from "~/lib/registration-page-path";

// The same dialog as the home page's 'Secure Your Spot', fetched on intent.
// A button of its own rather than the home page's component: sharing that
// module would split it out of the home page's chunk and cost the home page
// its first-load budget (docs/decisions/0007).
const loadDialog = () => import("~/components/registration/registration-dialog-content");
const RegistrationDialogContent = lazy(loadDialog);

/**
 * Registration for a free course on its page: sign-in prompt, form or
 * "already registered". Once registered, the page reloads its data and shows
 * the next steps instead of the button; the dialog stays open over them to
 * say so, and on closing the focus goes to the first of them (in `nextStepsId`).
 * Until the page has hydrated it is a link to the registration page.
 */
export function RegisterFreeButton({
  courseId,
  registered,
  nextStepsId,
}: {
  courseId: string;
  registered: boolean;
  nextStepsId: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocusTo = {
    get current(): HTMLElement | null {
      // Once registered, the first next step (the player, or the dashboard).
      return button.current ?? document.getElementById(nextStepsId)?.querySelector("a") ?? null;
    },
  };
  return (
    <>
      {registered ? null : (
        <LinkUntilHydrated
          href={registrationPagePath(courseId)}
          buttonRef={button}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
          className="rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
        >
          Register free
        </LinkUntilHydrated>
      )}
      {open ? (
        <Suspense fallback={null}>
          <RegistrationDialogContent
            courseId={courseId}
            returnTo={`/courses/${courseId}`}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      ) : null}
    </>
  );
}
