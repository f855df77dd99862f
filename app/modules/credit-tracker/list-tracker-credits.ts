// A state's credits as the tracker page lists them: approved course
// certificates and credits earned elsewhere (newest first, marked when they
// count in the judged period), and course certificates awaiting approval.

import { SITE_NAME } from "~/content/site";
import { attendanceFormFor } from "~/content/state-rules/state-forms";
import type { CreditCategory } from "~/content/state-rules/types";
import { fromHundredths, toHundredths } from "~/lib/hours";
import type { CreditReporting } from "~/modules/bar-reports/credit-reporting";
import type { PendingCredit, TrackerCredit } from "~/modules/credit-tracker/credit-tracker-types";
import type { CreditRows } from "~/modules/credit-tracker/list-earned-credits.server";
import type { FormatNote } from "~/modules/credit-tracker/restrict-credit-formats";

/** Where the owner downloads an outside credit's certificate. */
function outsideCertificatePath(id: string): string {
  return `/dashboard/credits/certificates/${id}`;
}

/** A course certificate's state form, where its state prescribes one we fill in. */
function stateFormLink(row: CreditRows["courses"][number]): TrackerCredit["stateForm"] {
  const form = attendanceFormFor(row);
  return form ? { url: `/certificates/${row.id}/state-form`, title: form.title } : null;
}

function totalHours(hours: Partial<Record<CreditCategory, number>>): number {
  return fromHundredths(
    Object.values(hours).reduce((total, value) => total + toHundredths(value), 0),
  );
}

/** `inPeriod`: the ids (`course:…`, `outside:…`) of the credits the judged period counts. */
export function listTrackerCredits(
  rows: CreditRows,
  stateSlug: string,
  inPeriod: ReadonlySet<string>,
  /** Each course certificate's standing with the regulator, by id. */
  reporting: ReadonlyMap<string, CreditReporting> = new Map(),
  /** What the state's format rules did with each credit, by id (`course:…`, `outside:…`). */
  formatNotes: ReadonlyMap<string, FormatNote[]> = new Map(),
): TrackerCredit[] {
  return [
    ...rows.courses
      .filter((row) => row.stateSlug === stateSlug && row.approvalStatus === "approved")
      .map(
        (row): TrackerCredit => ({
          key: `course:${row.id}`,
          id: row.id,
          source: "course",
          title: row.courseTitle,
          provider: SITE_NAME,
          completedOn: row.completedOn,
          format: row.format,
          accredited: true,
          hours: row.credits,
          totalHours: totalHours(row.credits),
          inPeriod: inPeriod.has(`course:${row.id}`),
          certificateUrl: `/certificates/${row.id}/pdf`,
          certificateFilename: null,
          certificateBytes: null,
          stateForm: stateFormLink(row),
          reporting: reporting.get(row.id) ?? null,
          formatNotes: formatNotes.get(`course:${row.id}`) ?? [],
        }),
      ),
    ...rows.outside
      .filter((row) => row.stateSlug === stateSlug)
      .map(
        (row): TrackerCredit => ({
          key: `outside:${row.id}`,
          id: row.id,
          source: "outside",
          title: row.title,
          provider: row.provider,
          completedOn: row.completedOn,
          format: row.format,
          accredited: row.accredited,
          hours: row.hours,
          totalHours: totalHours(row.hours),
          inPeriod: inPeriod.has(`outside:${row.id}`),
          certificateUrl: row.certificateFilename ? outsideCertificatePath(row.id) : null,
          stateForm: null,
          certificateFilename: row.certificateFilename,
          certificateBytes: row.certificateBytes,
          reporting: null,
          formatNotes: formatNotes.get(`outside:${row.id}`) ?? [],
        }),
      ),
  ].sort((a, b) =>
    a.completedOn === b.completedOn
      ? a.key.localeCompare(b.key)
      : b.completedOn.localeCompare(a.completedOn),
  );
}

/** Course certificates whose approval in the state is pending, newest first. */
export function listPendingCredits(
  rows: CreditRows,
  stateSlug: string,
  reporting: ReadonlyMap<string, CreditReporting> = new Map(),
  /** What the state's format rules will do with each once approved, by `course:{id}`. */
  formatNotes: ReadonlyMap<string, FormatNote[]> = new Map(),
): PendingCredit[] {
  return rows.courses
    .filter((row) => row.stateSlug === stateSlug && row.approvalStatus === "pending")
    .map((row) => ({
      id: row.id,
      title: row.courseTitle,
      completedOn: row.completedOn,
      format: row.format,
      hours: row.credits,
      totalHours: totalHours(row.credits),
      reporting: reporting.get(row.id) ?? null,
      formatNotes: formatNotes.get(`course:${row.id}`) ?? [],
    }))
    .reverse();
}
