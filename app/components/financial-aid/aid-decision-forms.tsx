import type { RefObject } from "react";
import { Form } from "react-router";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { formatPrice } from "~/lib/format";

type FormState = {
  form: RefObject<HTMLFormElement | null>;
  busy: boolean;
  errors: Record<string, string>;
};

/** On an aid request's inbox page: grant a reduction (a code is mailed) or decline with a reason. */
export function AidDecisionForms({
  aid,
  grant,
  decline,
  alertFor,
}: {
  aid: {
    status: "pending" | "granted" | "declined";
    courseTitle: string;
    priceCents: number;
    minimumPercent: number;
    code: string | null;
  };
  grant: FormState;
  decline: FormState;
  alertFor: (intent: string) => React.ReactNode;
}) {
  return (
    <section aria-labelledby="aid-heading">
      <h2 id="aid-heading" className="font-semibold text-xl">
        Decide on financial aid
      </h2>
      <p className="mt-2 text-slate-700">
        {aid.courseTitle}: {formatPrice(aid.priceCents)}.{" "}
        {aid.minimumPercent > 0
          ? `This attorney is admitted in Illinois and the course costs over $500: a grant must take off at least ${aid.minimumPercent} %.`
          : null}
      </p>
      {alertFor("grant")}
      {alertFor("decline")}
      {aid.status !== "pending" ? (
        <p className="mt-3 rounded-md bg-slate-100 p-3">
          {aid.status === "granted"
            ? `Granted${aid.code ? `: code ${aid.code}` : ""}.`
            : "Declined."}
        </p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <Form
            method="post"
            ref={grant.form}
            className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <input type="hidden" name="intent" value="grant" />
            <h3 className="font-semibold text-lg">Grant a reduction</h3>
            <SelectField
              label="Reduction as"
              name="kind"
              options={[
                { value: "percent", label: "A percentage of the price" },
                { value: "amount", label: "An amount in dollars" },
              ]}
              defaultValue="percent"
              error={grant.errors.kind}
            />
            <TextField
              label="Reduction (percent, or dollars)"
              name="value"
              inputMode="decimal"
              required
              defaultValue={aid.minimumPercent > 0 ? String(aid.minimumPercent) : "50"}
              error={grant.errors.value}
            />
            <TextAreaField
              label="Note to the attorney (optional)"
              name="note"
              rows={3}
              error={grant.errors.note}
            />
            <div>
              <SubmitButton busy={grant.busy} busyLabel="Granting…">
                Grant and send the code
              </SubmitButton>
            </div>
          </Form>
          <Form
            method="post"
            ref={decline.form}
            className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <input type="hidden" name="intent" value="decline" />
            <h3 className="font-semibold text-lg">Decline</h3>
            <TextAreaField
              label="Reason (the attorney reads it)"
              name="reason"
              rows={4}
              required
              error={decline.errors.reason}
            />
            <div>
              <SubmitButton busy={decline.busy} busyLabel="Declining…">
                Decline the request
              </SubmitButton>
            </div>
          </Form>
        </div>
      )}
    </section>
  );
}
