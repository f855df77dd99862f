import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import {
  HOME_FORM_INTENTS,
  type HomeFormValues,
  homeFormAction,
} from "~/components/home/home-forms";
import type { FormReply } from "~/lib/form-reply";
import { looksLikeEmail, NEWSLETTER_MESSAGES } from "~/modules/newsletter/newsletter-messages";

/**
 * The newsletter sign-up (spec §4/§5): e-mail required; without an '@' and a
 * '.' it says 'Please enter a valid email address' and sends nothing; each
 * submit clears the last message; success clears the field. It posts to the
 * home page, so it works before the page's scripts run; the page then comes
 * back with the reply (and the server's check of the address).
 */
export function NewsletterForm({
  source,
  anchor,
  label,
  buttonLabel,
  busyLabel,
  tone,
}: {
  source: "hero" | "upcoming";
  /** The section it is in: a post without script comes back there. */
  anchor?: string;
  label: string;
  buttonLabel: string;
  busyLabel: string;
  tone: "dark" | "light";
}) {
  const fetcher = useFetcher<FormReply>({ key: `newsletter-${source}` });
  const [localError, setLocalError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const intent = HOME_FORM_INTENTS[source];
  // A post sent before the page hydrated (or without script) answered with the page.
  const posted = useActionData<FormReply<HomeFormValues>>();
  const pageReply = posted?.intent === intent ? posted : undefined;
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : (fetcher.data ?? pageReply);

  useEffect(() => {
    if (reply?.ok && input.current) input.current.value = "";
  }, [reply]);

  const message = localError ?? reply?.message ?? null;
  const success = !localError && reply?.ok === true;
  return (
    <fetcher.Form
      method="post"
      action={homeFormAction(anchor)}
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        const email = input.current?.value.trim() ?? "";
        setLocalError(null);
        if (!looksLikeEmail(email)) {
          event.preventDefault();
          setLocalError(NEWSLETTER_MESSAGES.invalidEmail);
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="source" value={source} />
      <label htmlFor={id} className={tone === "dark" ? "font-medium text-white" : "font-medium"}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={pageReply && !pageReply.ok ? pageReply.values?.email : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink"
        />
        <button
          type="submit"
          disabled={busy}
          className="shrink-0 whitespace-nowrap rounded-md bg-accent-500 px-4 py-2 font-semibold text-ink hover:bg-amber-400 disabled:opacity-60"
        >
          {busy ? busyLabel : buttonLabel}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role="status"
        className={`min-h-6 text-sm font-medium ${
          message === null
            ? ""
            : success
              ? (tone === "dark" ? "text-emerald-200" : "text-emerald-800")
              : tone === "dark"
                ? "text-red-200"
                : "text-red-700"
        }`}
      >
        {message}
      </p>
    </fetcher.Form>
  );
}
