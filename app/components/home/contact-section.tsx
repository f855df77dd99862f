import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import {
  HOME_FORM_INTENTS,
  type HomeFormValues,
  homeFormAction,
} from "~/components/home/home-forms";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import type { FormReply } from "~/lib/form-reply";

/**
 * Spec §2 Contact Us (anchor contactUs): phone, e-mail and a form that really
 * sends. The form posts to the home page, so it works before the page's
 * scripts run; the page then comes back with the reply and what was typed.
 */
export function ContactSection({ phone, email }: { phone: string; email: string }) {
  const fetcher = useFetcher<FormReply>({ key: "contact" });
  const form = useRef<HTMLFormElement>(null);
  // A post sent before the page hydrated (or without script) answered with the page.
  const posted = useActionData<FormReply<HomeFormValues>>();
  const pageReply = posted?.intent === HOME_FORM_INTENTS.contact ? posted : undefined;
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : (fetcher.data ?? pageReply);
  const errors = reply?.errors ?? {};
  const typed = pageReply && !pageReply.ok ? pageReply.values : undefined;
  useEffect(() => {
    if (reply?.ok) form.current?.reset();
  }, [reply]);
  // The outcome gets the focus (first field in error, or the message).
  useFocusFirstError(form, reply);
  return (
    <section id="contactUs" aria-labelledby="contact-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="contact-heading" className="font-bold text-3xl tracking-tight">
          Contact Us
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Questions about a course, credits in your state or a team plan? Send us your query and we
          will get back to you.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <div className="grid content-start gap-4">
            <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold">Call us</h3>
              <p className="mt-1 text-slate-700">{phone}</p>
              <a
                href={`tel:${phone.replace(/[^+\d]/g, "")}`}
                className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Call now
              </a>
            </div>
            <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold">E-mail us</h3>
              <p className="mt-1 break-all text-slate-700">{email}</p>
              <a
                href={`mailto:${email}`}
                className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Start a conversation
              </a>
            </div>
          </div>
          <fetcher.Form
            ref={form}
            method="post"
            action={homeFormAction("contactUs")}
            noValidate
            className="grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
          >
            <input type="hidden" name="intent" value={HOME_FORM_INTENTS.contact} />
            {reply ? (
              <div className="sm:col-span-2">
                <FormReplyAlert reply={reply} />
              </div>
            ) : null}
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              defaultValue={typed?.name}
              error={errors.name}
            />
            <TextField
              label="Email Address"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={typed?.email}
              error={errors.email}
            />
            <div className="sm:col-span-2">
              <TextField
                label="Phone Number"
                name="phone"
                type="tel"
                autoComplete="tel"
                defaultValue={typed?.phone}
                error={errors.phone}
              />
            </div>
            {/* Hidden from people (and from assistive technology); bots fill it in. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">Website</label>
              <input
                id="contact-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            <div className="flex flex-col gap-1 sm:col-span-2">
              <label htmlFor="contact-message" className="font-medium text-sm">
                Message Here
              </label>
              <textarea
                id="contact-message"
                name="message"
                rows={5}
                required
                defaultValue={typed?.message}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? "contact-message-error" : undefined}
                className="rounded-md border border-slate-400 px-3 py-2 text-base aria-invalid:border-red-700"
              />
              {errors.message ? (
                <p id="contact-message-error" className="text-red-700 text-sm">
                  {errors.message}
                </p>
              ) : null}
            </div>
            <div className="sm:col-span-2">
              <SubmitButton busy={busy} busyLabel="Sending...">
                Send Message
              </SubmitButton>
            </div>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
