import { useFetcher } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { VERIFIED_CALLBACK_PATH } from "~/lib/account-paths";
import { VERIFICATION_EXPIRES_HOURS } from "~/modules/auth/auth-constants";

/**
 * Unverified users can use the site, but are reminded to confirm their
 * address, and can have the link sent again.
 */
export function VerifyEmailReminder() {
  const user = useRootData()?.user;
  const fetcher = useFetcher<{ status?: boolean; message?: string }>();
  if (!user || user.emailVerified) return null;
  const sent = fetcher.state === "idle" && fetcher.data?.status === true;
  const failed =
    fetcher.state === "idle" && fetcher.data !== undefined && fetcher.data.status !== true;
  return (
    <section aria-label="Confirm your e-mail address" className="bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <p>
          Please confirm your e-mail address: we sent a link to <strong>{user.email}</strong>.
        </p>
        <button
          type="button"
          disabled={fetcher.state !== "idle"}
          className="rounded-md px-3 py-1.5 font-semibold underline ring-1 ring-amber-800/40 hover:bg-amber-100 disabled:opacity-60"
          onClick={() =>
            fetcher.submit(
              { email: user.email, callbackURL: VERIFIED_CALLBACK_PATH },
              {
                method: "post",
                action: "/api/auth/send-verification-email",
                encType: "application/json",
              },
            )
          }
        >
          {fetcher.state !== "idle" ? "Sending..." : "Send the link again"}
        </button>
        <p role="status" className="basis-full sm:basis-auto">
          {sent
            ? `We sent a new link. It works for ${VERIFICATION_EXPIRES_HOURS} hours.`
            : failed
              ? "We could not send the link. Please try again in a minute."
              : ""}
        </p>
      </div>
    </section>
  );
}
