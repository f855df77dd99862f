import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import type { AccreditationStatus } from "~/content/course-types";
import { APPROVED_STATES } from "~/content/states";
import { ACCREDITATION_CHOICES } from "~/modules/course-editing/accreditation-fields";

type Approval = {
  stateSlug: string;
  status: AccreditationStatus;
  approvalNumber: string | null;
  approvedOn: string | null;
  appliedOn: string | null;
  effectiveFrom: string | null;
  expiresOn: string | null;
  deniedOn: string | null;
};

/**
 * Per state: not applied for, applied for (with the date), approved (number
 * and dates) or denied (with the date).
 */
export function CourseAccreditationFields({
  approvals,
  typed,
  errors,
}: {
  approvals: readonly Approval[];
  typed: Record<string, string | string[]> | null;
  errors: Record<string, string>;
}) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold">Accreditation by state</legend>
      <p className="mb-3 text-slate-700 text-sm">
        An approved state needs its course number and the decision date; a denied one the decision
        date; an application may carry the date it was filed. "Takes effect" is the first completion
        day the approval covers, when the state names one (it may be before the decision); left
        empty, the approval covers the course from its first presentation. Course and state pages
        show each state's status as it is here (a denied state as not offered). Approving a state
        re-issues the certificates issued while it was pending, with its number, and tells admitted
        attendees who have not claimed one yet; denying it revokes them. Their holders are told.
      </p>
      <div className="grid gap-4">
        {APPROVED_STATES.map((state) => {
          const saved = approvals.find((approval) => approval.stateSlug === state.slug);
          const name = (part: string) => `approval-${state.slug}-${part}`;
          const value = (part: string, fallback: string | null | undefined) => {
            const entry = typed?.[name(part)];
            return typeof entry === "string" ? entry : (fallback ?? "");
          };
          return (
            <fieldset
              key={state.slug}
              className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 md:grid-cols-3 md:items-end xl:grid-cols-[9rem_repeat(6,minmax(0,1fr))]"
            >
              <legend className="sr-only">{state.name}</legend>
              <p aria-hidden="true" className="font-medium md:pb-2">
                {state.name}
              </p>
              <SelectField
                label={`${state.name}: status`}
                name={name("status")}
                options={Object.entries(ACCREDITATION_CHOICES).map(([choice, label]) => ({
                  value: choice,
                  label,
                }))}
                defaultValue={value("status", saved?.status ?? "none")}
                error={errors[name("status")]}
              />
              <TextField
                label="Course number"
                name={name("number")}
                maxLength={60}
                defaultValue={value("number", saved?.approvalNumber)}
                error={errors[name("number")]}
              />
              <TextField
                label="Decided on"
                name={name("approvedOn")}
                type="date"
                defaultValue={value("approvedOn", saved?.approvedOn ?? saved?.deniedOn)}
                error={errors[name("approvedOn")]}
              />
              <TextField
                label="Applied on"
                name={name("appliedOn")}
                type="date"
                defaultValue={value("appliedOn", saved?.appliedOn)}
                error={errors[name("appliedOn")]}
              />
              <TextField
                label="Takes effect"
                name={name("effectiveFrom")}
                type="date"
                defaultValue={value("effectiveFrom", saved?.effectiveFrom)}
                error={errors[name("effectiveFrom")]}
              />
              <TextField
                label="Approval ends"
                name={name("expiresOn")}
                type="date"
                defaultValue={value("expiresOn", saved?.expiresOn)}
                error={errors[name("expiresOn")]}
              />
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
