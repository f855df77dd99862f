import { useFetcher } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import type { FormReply } from "~/lib/form-reply";

/**
 * Unverified users can use the site, but are reminded to confirm their
 * address, and can have the link sent again.
 */
export function VerifyEmailReminder() {
  const user = useRootData()?.user;
  const fetcher = useFetcher<FormReply>();
  if (!user || user.emailVerified) return null;
  const sending = fetcher.state !== "idle";
  return (
    <section aria-label="Confirm your e-mail address" className="bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <p>
          Please confirm your e-mail address: we sent a link to{" "}
          <strong className="wrap-anywhere">{user.email}</strong>.
        </p>
        <button
          type="button"
          disabled={sending}
          className="rounded-md px-3 py-1.5 font-semibold underline ring-1 ring-amber-800/40 hover:bg-amber-100 disabled:opacity-60"
          onClick={() => fetcher.submit({}, { method: "post", action: "/api/resend-verification" })}
        >
          {sending ? "Sending..." : "Send the link again"}
        </button>
        <p role="status" className="basis-full sm:basis-auto">
          {sending ? "" : (fetcher.data?.message ?? "")}
        </p>
      </div>
    </section>
  );
}
