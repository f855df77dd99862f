// What the state's format rules do with one of the attorney's certificates,
// for its page: as the tracker judges it (the rule in force on its day, and
// whether the attorney was newly admitted then).

import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { loadAttorneyStates } from "~/modules/credit-tracker/load-attorney-states.server";
import {
  type FormatNote,
  restrictCreditFormats,
} from "~/modules/credit-tracker/restrict-credit-formats";

export async function certificateFormatNotes(
  db: Database,
  uid: string,
  certificate: {
    id: string;
    stateSlug: string;
    courseTitle: string;
    completedOn: string;
    format: "live" | "self-study";
    credits: Partial<Record<CreditCategory, number>>;
  },
): Promise<FormatNote[]> {
  const attorney = await loadAttorneyStates(db, uid);
  const admittedOn =
    attorney.admissions.find((row) => row.state === certificate.stateSlug)?.admittedOn ?? null;
  const id = `course:${certificate.id}`;
  const { notes } = restrictCreditFormats(
    [
      {
        id,
        title: certificate.courseTitle,
        completedOn: certificate.completedOn,
        format: certificate.format,
        accredited: true,
        hours: certificate.credits,
        source: "course",
      },
    ],
    certificate.stateSlug,
    admittedOn,
  );
  return notes.get(id) ?? [];
}
