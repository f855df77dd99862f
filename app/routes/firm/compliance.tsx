import { Form } from "react-router";
import { ComplianceStatusChart } from "~/components/firm/compliance-status-chart";
import { FirmPageFrame } from "~/components/firm/firm-page-frame";
import { MemberComplianceTable } from "~/components/firm/member-compliance-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import {
  COMPLIANCE_STATUS_LABELS,
  COMPLIANCE_STATUS_MEANINGS,
  COMPLIANCE_STATUSES,
  FIRM_COMPLIANCE_MESSAGES,
  FIRM_COMPLIANCE_SORT_LABELS,
  FIRM_COMPLIANCE_SORTS,
} from "~/content/firm-compliance";
import { replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import {
  countByStatus,
  filterFirmCompliance,
  readFirmComplianceFilters,
} from "~/modules/firm-compliance/firm-compliance-filters";
import { loadFirmCompliance } from "~/modules/firm-compliance/load-firm-compliance.server";
import {
  getsWeeklySummary,
  setWeeklySummary,
} from "~/modules/firm-compliance/set-weekly-summary.server";
import { weeklySummarySchema } from "~/modules/firm-compliance/weekly-summary-form";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import type { Route } from "./+types/compliance";

export const meta: Route.MetaFunction = () =>
  pageMeta("Firm compliance", "Where each of the firm's lawyers stands against their deadlines.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const firm = await requireFirmAdmin(db, user.id);
  const filters = readFirmComplianceFilters(request.url);
  const members = await loadFirmCompliance(db, firm.firmId);
  const states = new Map<string, string>();
  for (const member of members)
    for (const state of member.states) states.set(state.slug, state.name);
  return {
    firmName: firm.firmName,
    filters,
    query: new URL(request.url).search,
    total: members.length,
    counts: countByStatus(members),
    rows: filterFirmCompliance(members, filters),
    states: [...states]
      .map(([value, label]) => ({ value, label }))
      .toSorted((a, b) => a.label.localeCompare(b.label)),
    weeklySummary: await getsWeeklySummary(db, user.id),
  };
}

/** The administrator's own weekly summary, on or off. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  await requireFirmAdmin(db, user.id);
  const form = await parseSubmission(request, weeklySummarySchema);
  if (!form.ok) return form.response;
  const on = form.value.weeklySummary === "on";
  await setWeeklySummary(db, user.id, on);
  return replyToForm({
    ok: true,
    message: on ? FIRM_COMPLIANCE_MESSAGES.summaryOn : FIRM_COMPLIANCE_MESSAGES.summaryOff,
  });
}

const LINK = "font-semibold text-brand-700 underline";
const BUTTON =
  "rounded-md border border-slate-400 bg-white px-4 py-2 font-medium hover:bg-slate-50";

export default function FirmCompliancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { firmName, filters, query, total, counts, rows, states, weeklySummary } = loaderData;
  const summary = usePageForm(actionData);
  const chart = [
    ...COMPLIANCE_STATUSES.map((status) => ({
      key: status,
      label: COMPLIANCE_STATUS_LABELS[status],
      count: counts[status],
    })),
    { key: "not-shared", label: "Not shared", count: counts["not-shared"] },
  ];
  return (
    <FirmPageFrame
      eyebrow={firmName}
      title="Compliance"
      intro="Where each lawyer stands against their states' deadlines, for the members who agreed to share their credit tracker. Choose a member to see the approved courses that close their gap."
    >
      <div className="grid gap-8">
        <section aria-labelledby="position-heading" className="grid gap-4">
          <h2 id="position-heading" className="font-semibold text-xl">
            The firm's position
          </h2>
          <ComplianceStatusChart title="Members by status" data={chart} />
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            {COMPLIANCE_STATUSES.map((status) => (
              <div key={status}>
                <dt className="inline font-semibold">{COMPLIANCE_STATUS_LABELS[status]}:</dt>{" "}
                <dd className="inline">{COMPLIANCE_STATUS_MEANINGS[status]}.</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="members-heading" className="grid gap-4">
          <h2 id="members-heading" className="font-semibold text-xl">
            Members
          </h2>
          <Form
            method="get"
            aria-label="Filter and sort members"
            className="flex flex-wrap items-end gap-3"
          >
            <TextField
              label="Name or e-mail"
              name="q"
              type="search"
              defaultValue={filters.q ?? ""}
            />
            <SelectField
              label="Status"
              name="status"
              defaultValue={filters.status ?? ""}
              emptyOption="Any status"
              options={COMPLIANCE_STATUSES.map((status) => ({
                value: status,
                label: COMPLIANCE_STATUS_LABELS[status],
              }))}
            />
            <SelectField
              label="State"
              name="state"
              defaultValue={filters.state ?? ""}
              emptyOption="Any state"
              options={states}
            />
            <SelectField
              label="Sort by"
              name="sort"
              defaultValue={filters.sort ?? "status"}
              options={FIRM_COMPLIANCE_SORTS.map((sort) => ({
                value: sort,
                label: FIRM_COMPLIANCE_SORT_LABELS[sort],
              }))}
            />
            <button type="submit" className={BUTTON}>
              Show
            </button>
          </Form>
          <p aria-live="polite">
            Showing {rows.length} of {total} {total === 1 ? "member" : "members"}.
          </p>
          {rows.length === 0 ? (
            <p>{FIRM_COMPLIANCE_MESSAGES.noMembers}</p>
          ) : (
            <MemberComplianceTable rows={rows} sort={filters.sort ?? "status"} />
          )}
          <ul className="flex flex-wrap gap-4">
            <li>
              <a href={`/firm/compliance/export.csv${query}`} className={LINK} download>
                Download as CSV
              </a>
            </li>
            <li>
              <a href={`/firm/compliance/report.pdf${query}`} className={LINK} download>
                Download the PDF report
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="summary-heading" className="grid max-w-2xl gap-3">
          <h2 id="summary-heading" className="font-semibold text-xl">
            Weekly summary
          </h2>
          <p>
            {weeklySummary
              ? "Each week you get an e-mail with the members at risk or late."
              : "You do not get the weekly summary e-mail."}
          </p>
          <Form method="post" ref={summary.form} className="grid gap-3">
            {actionData ? (
              <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
            ) : null}
            <div>
              <SubmitButton
                busy={summary.busy}
                busyLabel="Saving…"
                name="weeklySummary"
                value={weeklySummary ? "off" : "on"}
              >
                {weeklySummary ? "Stop the weekly summary" : "Get the weekly summary"}
              </SubmitButton>
            </div>
          </Form>
        </section>
      </div>
    </FirmPageFrame>
  );
}
