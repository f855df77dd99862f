import { data, Form, Link } from "react-router";
import { StaffPage } from "~/components/staff/staff-frame";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { FINANCIAL_AID_PATH } from "~/content/financial-aid";
import { FINANCIAL_AID_RULES } from "~/content/state-rules/financial-aid-rules-data";
import { versionInForce } from "~/content/state-rules/version-in-force";
import { findState } from "~/content/states";
import { replyToForm, typedText } from "~/lib/form-reply";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { aidPolicySchema } from "~/modules/financial-aid/aid-forms";
import { loadAidPolicy } from "~/modules/financial-aid/load-aid-policy.server";
import { saveAidPolicy } from "~/modules/financial-aid/save-aid-policy.server";
import { refuseRecordChange } from "~/modules/staff/refuse-record-change.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/financial-aid";

export const meta: Route.MetaFunction = () =>
  pageMeta("Financial aid", "The published financial-aid policy and what the states ask of it.");

export const shouldRevalidate = revalidateAfterConflict;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "discounts.manage");
  const policy = await loadAidPolicy(
    context.services.database.db,
    context.services.config.contactEmail,
  );
  const now = new Date();
  const rules = FINANCIAL_AID_RULES.flatMap((state) => {
    const version = versionInForce(state, now);
    if (!version) return [];
    return [
      {
        state: findState(state.slug)?.name ?? state.slug,
        facts: [
          version.policyRequired,
          version.policyElements,
          version.minimumReduction,
          version.statementOnCoursePages,
        ].map((fact) => ({
          text: fact.text,
          confidence: fact.confidence,
          sources: fact.sources,
        })),
      },
    ];
  });
  return data({ policy, rules }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "discounts.manage");
  const form = await parseSubmission(request, aidPolicySchema, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const saved = await saveAidPolicy(context.services.database.db, staff.actor, form.value);
  if (saved.ok) {
    return replyToForm({ ok: true, message: `Published as version ${saved.version}.` });
  }
  return refuseRecordChange(saved, { record: "aid-policy", request });
}

export default function StaffFinancialAidPage({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, rules } = loaderData;
  const form = usePageForm(actionData);
  return (
    <StaffPage
      title="Financial aid"
      intro={
        <p>
          The policy published at{" "}
          <Link to={FINANCIAL_AID_PATH} className="text-brand-700 underline">
            {FINANCIAL_AID_PATH}
          </Link>{" "}
          and linked from every fee-based course, the splash pages, the payment page and the
          receipts. Requests reach the{" "}
          <Link to="/staff/inbox?kind=aid" className="text-brand-700 underline">
            inbox
          </Link>
          ; the codes granted from them are among the{" "}
          <Link to="/staff/discount-codes?kind=aid" className="text-brand-700 underline">
            financial-aid discount codes
          </Link>
          .
        </p>
      }
    >
      <section aria-labelledby="policy-heading">
        <h2 id="policy-heading" className="font-semibold text-xl">
          The policy's text
        </h2>
        <p className="mt-1 text-slate-700">
          {policy.version === 0
            ? "The default text is published; saving makes version 1."
            : `Version ${policy.version}${policy.updatedAt ? `, saved ${formatRecordDate(new Date(policy.updatedAt))}` : ""}. Saving makes the next version; earlier ones are kept.`}{" "}
          The contact shown with it is {policy.contactEmail}.
        </p>
        <Form
          key={policy.version}
          method="post"
          ref={form.form}
          className="mt-3 grid max-w-4xl gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          {actionData ? (
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          ) : null}
          <input type="hidden" name="version" value={policy.version} />
          <TextAreaField
            label="Policy (a short first line before a paragraph makes a heading)"
            name="body"
            rows={24}
            required
            defaultValue={typedText(form.values, "body") ?? policy.body}
            error={form.errors.body}
          />
          <div>
            <SubmitButton busy={form.busy} busyLabel="Publishing…">
              Publish this text
            </SubmitButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="rules-heading" className="mt-10 max-w-4xl">
        <h2 id="rules-heading" className="font-semibold text-xl">
          What the states ask
        </h2>
        {rules.map((rule) => (
          <div key={rule.state} className="mt-4">
            <h3 className="font-semibold text-lg">{rule.state}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {rule.facts
                .filter((fact) => fact.text)
                .map((fact) => (
                  <li key={fact.text}>
                    {fact.text}{" "}
                    <span className="text-slate-700 text-sm">
                      ({fact.confidence}
                      {fact.sources.length > 0 ? `; ${fact.sources.join(", ")}` : ""})
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </section>
    </StaffPage>
  );
}
