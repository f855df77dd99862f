import { Form, useSearchParams } from "react-router";
import { ConfirmAction } from "~/components/staff/confirm-action";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { categoryLabel } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";
import type { FormReply } from "~/lib/form-reply";
import { creditFieldName } from "~/modules/certificates/staff-certificate-fields";

export type CertificateFormValues = Record<string, string>;
type Reply = FormReply<CertificateFormValues> | undefined;

const PANEL = "grid max-w-xl gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

/** The outcome shown above a form, when that form answered. */
function Outcome({ reply }: { reply: Reply }) {
  return reply ? (
    <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert>
  ) : null;
}

/** Re-issue with corrections: every field prefilled with what the certificate says. */
export function ReissueForm({
  reply,
  certificate,
}: {
  reply: Reply;
  certificate: {
    attorneyName: string;
    barNumber: string | null;
    completedOn: string;
    stateSlug: string;
    credits: Partial<Record<CreditCategory, number>>;
  };
}) {
  const form = usePageForm(reply, { intent: "reissue" });
  const value = (name: string, initial: string) => form.values?.[name] ?? initial;
  return (
    <Form method="post" ref={form.form} className={PANEL} aria-labelledby="reissue-heading">
      <h3 id="reissue-heading" className="font-semibold text-lg">
        Re-issue with corrections
      </h3>
      <p className="text-slate-700 text-sm">
        A new certificate with a new number replaces this one; this one is marked superseded, and
        its public page gives the reason and links to the new one. The attorney is sent the new PDF.
      </p>
      <input type="hidden" name="intent" value="reissue" />
      <Outcome reply={reply} />
      <TextField
        label="Attorney's name"
        name="attorneyName"
        required
        maxLength={120}
        defaultValue={value("attorneyName", certificate.attorneyName)}
        error={form.errors.attorneyName}
      />
      <TextField
        label="Bar number (blank: none)"
        name="barNumber"
        maxLength={40}
        defaultValue={value("barNumber", certificate.barNumber ?? "")}
        error={form.errors.barNumber}
      />
      <TextField
        label="Completion date"
        name="completedOn"
        type="date"
        required
        defaultValue={value("completedOn", certificate.completedOn)}
        error={form.errors.completedOn}
      />
      {Object.entries(certificate.credits).map(([category, hours]) => {
        const name = creditFieldName(category as CreditCategory);
        return (
          <TextField
            key={category}
            label={`Credit hours: ${categoryLabel(category as CreditCategory, certificate.stateSlug)}`}
            name={name}
            inputMode="decimal"
            required
            defaultValue={value(name, String(hours))}
            error={form.errors[name]}
          />
        );
      })}
      <TextField
        label="Reason (shown on the old version's public page and kept in the audit log)"
        name="reason"
        required
        maxLength={500}
        defaultValue={value("reason", "")}
        error={form.errors.reason}
      />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Re-issuing…">
          Re-issue the certificate
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Revoke: the reason goes to the attorney and the audit log, not to the public page. */
export function RevokeForm({
  reply,
  certificate,
}: {
  reply: Reply;
  certificate: { id: string; attorneyName: string; courseTitle: string; told: string | null };
}) {
  const form = usePageForm(reply, { intent: "revoke" });
  const [searchParams] = useSearchParams();
  return (
    <ConfirmAction
      name="revoke"
      hidden={{ intent: "revoke" }}
      formRef={form.form}
      labelledBy="revoke-heading"
      className={PANEL}
      trigger="Revoke the certificate"
      title={`Revoke certificate ${certificate.id}?`}
      say={(values) => (
        <>
          <p>
            Certificate {certificate.id} of {certificate.attorneyName} for {certificate.courseTitle}{" "}
            stops counting anywhere, and its public page says it is revoked.
          </p>
          <p>
            {certificate.told
              ? `${certificate.attorneyName} is told by mail (1 mail, to ${certificate.told}), with the reason: "${values.get("reason") ?? ""}".`
              : "The attorney's account is closed: nobody is told."}
          </p>
          <p className="font-semibold">A revoked certificate cannot be restored.</p>
        </>
      )}
      confirmLabel="Revoke it"
      busyLabel="Revoking…"
      keepLabel="Keep the certificate"
    >
      <h3 id="revoke-heading" className="font-semibold text-lg">
        Revoke
      </h3>
      <p className="text-slate-700 text-sm">
        The certificate stops counting anywhere and its public page says it is revoked. The attorney
        is told, with the reason; the public page does not show the reason.
      </p>
      <Outcome reply={reply} />
      <TextField
        label="Reason for revoking (sent to the attorney and kept in the audit log)"
        name="reason"
        required
        maxLength={500}
        defaultValue={form.values?.reason ?? searchParams.get("reason") ?? ""}
        error={form.errors.reason}
      />
    </ConfirmAction>
  );
}

/** Resend: the certificate mail again, to the attorney's current address. */
export function ResendForm({ reply, email }: { reply: Reply; email: string | null }) {
  const form = usePageForm(reply, { intent: "resend" });
  return (
    <Form method="post" ref={form.form} className={PANEL} aria-labelledby="resend-heading">
      <h3 id="resend-heading" className="font-semibold text-lg">
        Send again
      </h3>
      <p className="text-slate-700 text-sm">
        The certificate's e-mail with its PDF, to {email ?? "the attorney's current address"}.
      </p>
      <input type="hidden" name="intent" value="resend" />
      <Outcome reply={reply} />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          Send the certificate again
        </SubmitButton>
      </div>
    </Form>
  );
}
