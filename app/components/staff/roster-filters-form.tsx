import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { APPROVED_STATES } from "~/content/states";
import type { RosterFilters } from "~/modules/rosters/roster-filters";

const YES_NO = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

/** A roster's search and filters (a GET form: the filters live in the address). */
export function RosterFiltersForm({
  filters,
  query,
  clearTo,
  filtered,
}: {
  filters: RosterFilters;
  query: string;
  /** The roster without filters (its sort kept). */
  clearTo: string;
  filtered: boolean;
}) {
  return (
    <StaffSearchForm
      label="Find registrants"
      query={query}
      layout="grid3"
      submitLabel="Filter"
      clearTo={filtered ? clearTo : null}
    >
      <TextField label="Name, e-mail or bar number" name="q" defaultValue={filters.q ?? ""} />
      <SelectField
        label="Payment"
        name="paid"
        emptyOption="Paid or free"
        options={YES_NO("Paid", "Free")}
        defaultValue={filters.paid ?? ""}
      />
      <SelectField
        label="Attendance"
        name="attended"
        emptyOption="Attended or not"
        options={YES_NO("Attended (a code or watching time)", "Not attended")}
        defaultValue={filters.attended ?? ""}
      />
      <SelectField
        label="Certificate"
        name="certificate"
        emptyOption="Issued or not"
        options={YES_NO("Issued", "Not issued")}
        defaultValue={filters.certificate ?? ""}
      />
      <SelectField
        label="Bar admission"
        name="state"
        emptyOption="Any state"
        options={APPROVED_STATES.map((state) => ({ value: state.slug, label: state.name }))}
        defaultValue={filters.state ?? ""}
      />
      <input type="hidden" name="sort" value={filters.sort} />
      <input type="hidden" name="dir" value={filters.dir} />
    </StaffSearchForm>
  );
}
