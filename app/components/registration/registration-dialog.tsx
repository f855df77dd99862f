import { lazy, Suspense, useRef, useState } from "react";
import { LinkUntilHydrated } from "~/components/ui/link-until-hydrated";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useNearViewport } from "~/components/ui/use-near-viewport";

// The dialog (Radix, its form and the state list) is most of the home page's
// code and is never needed for the first paint: it is fetched when the
// button comes near the screen, or when the visitor points at or focuses it.
const loadDialog = () => import("./registration-dialog-content");
const RegistrationDialogContent = lazy(loadDialog);

/**
 * 'Secure Your Spot' (spec §4): opens the registration dialog. Until the page
 * has hydrated it is a link to the registration page (`href`, from the
 * loader), which does the same.
 */
export function RegistrationDialog({
  courseId,
  returnTo,
  href,
}: {
  courseId: string;
  returnTo: string;
  href: string;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The button exists once the page has hydrated: it is watched from then on.
  useNearViewport(button, () => void loadDialog(), useHydrated());
  return (
    <>
      <LinkUntilHydrated
        href={href}
        buttonRef={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="rounded-md bg-accent-500 px-5 py-2.5 font-semibold text-ink hover:bg-amber-400"
      >
        Secure Your Spot
      </LinkUntilHydrated>
      {mounted ? (
        <Suspense fallback={null}>
          <RegistrationDialogContent
            courseId={courseId}
            returnTo={returnTo}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
