import { categoryHours } from "~/content/credit-categories";
import { SITE_NAME } from "~/content/site";
import type { StateForm, StateFormField } from "~/content/state-rules/state-forms";
import type { CreditCategory } from "~/content/state-rules/types";
import { FORMAT_LABELS, formatLongDate, formatSessionDateTime } from "~/lib/format";
import { formatHours, formatHoursText, toHundredths } from "~/lib/hours";

// What a state's prescribed form says for one certificate, field by field, in
// the order the rule data gives: printed on the form's PDF.

/** The parts of a stored certificate a state's form is filled from. */
export type FormSource = {
  id: string;
  stateSlug: string;
  stateName: string;
  attorneyName: string;
  barNumber: string | null;
  courseTitle: string;
  approvalNumber: string | null;
  format: "live" | "self-study";
  completedOn: string;
  sessionStartsAt: Date | null;
  credits: Partial<Record<CreditCategory, number>>;
};

export type StateFormDocument = {
  formId: string;
  title: string;
  stateName: string;
  certificateId: string;
  /** Absolute URL of the product certificate's verification page. */
  verifyUrl: string;
  providerName: string;
  /** One line per field but the hours by category, in print order. */
  fields: { label: string; value: string }[];
  /** The required-subject breakdown, when the form asks for it. */
  categories: { label: string; hours: string }[] | null;
  totalHours: string;
};

/** A field's label on a state's form. */
function fieldLabel(field: StateFormField, stateName: string, formId: string): string {
  switch (field) {
    case "attorney-name":
      return "Attorney";
    case "bar-number":
      return formId.startsWith("virginia")
        ? "Virginia State Bar number"
        : `${stateName} bar number`;
    case "provider":
      return formId.startsWith("california") ? "Provider" : "Sponsor";
    case "course-title":
      return formId.startsWith("california") ? "Activity title" : "Course title";
    case "course-id":
      return formId.startsWith("virginia") ? "Virginia course ID" : `${stateName} course number`;
    case "format":
      return "Format";
    case "date":
      return "Date";
    case "time":
      return "Time";
    case "location":
      return "Location";
    case "approved-hours":
      return "Approved hours";
    case "hours-by-category":
      return "Hours by category";
  }
}

function fieldValue(field: StateFormField, source: FormSource, total: string): string {
  const live = source.format === "live" && source.sessionStartsAt !== null;
  switch (field) {
    case "attorney-name":
      return source.attorneyName;
    case "bar-number":
      return source.barNumber ?? "Not provided";
    case "provider":
      return SITE_NAME;
    case "course-title":
      return source.courseTitle;
    case "course-id":
      return source.approvalNumber ?? "Approval pending";
    case "format":
      return source.format === "live" ? FORMAT_LABELS.live_webcast : FORMAT_LABELS.on_demand;
    case "date":
      return formatLongDate(source.completedOn);
    case "time":
      return live && source.sessionStartsAt
        ? formatSessionDateTime(source.sessionStartsAt)
        : `Self-paced, completed ${formatLongDate(source.completedOn)}`;
    case "location":
      return live ? "Online (live webcast)" : "Online (on demand)";
    case "approved-hours":
      return total;
    case "hours-by-category":
      return "";
  }
}

/** The form filled in from the certificate. */
export function stateFormDocument(
  form: StateForm,
  source: FormSource,
  verifyUrl: string,
): StateFormDocument {
  const byCategory = categoryHours(source.credits, source.stateSlug);
  const total = formatHoursText(
    byCategory.reduce((sum, each) => sum + toHundredths(each.hours), 0),
  );
  return {
    formId: form.id,
    title: form.title,
    stateName: source.stateName,
    certificateId: source.id,
    verifyUrl,
    providerName: SITE_NAME,
    fields: form.fields.value
      .filter((field) => field !== "hours-by-category")
      .map((field) => ({
        label: fieldLabel(field, source.stateName, form.id),
        value: fieldValue(field, source, total),
      })),
    categories: form.fields.value.includes("hours-by-category")
      ? byCategory.map(({ label, hours }) => ({ label, hours: formatHours(hours) }))
      : null,
    totalHours: total,
  };
}
