import { stateRules, versionInForce } from "~/content/state-rules";
import { providerObligations } from "~/content/state-rules/provider-obligations";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { scheduleToday } from "~/lib/format";
import { type AccountRead, readAfresh } from "~/modules/accounts/read-account-cached.server";
import { type CreditReporting, creditReportingOf } from "./credit-reporting";
import { deriveBarReports } from "./derive-bar-reports";
import { loadBarReportInputs } from "./load-bar-report-inputs.server";

/**
 * Where each of an attorney's completions stands with its state's regulator,
 * by the latest version of each certificate, from the same reporting queue
 * staff work from: a report marked submitted shows here on the next request.
 * An attorney's own pages read the inputs through their cache (`read`).
 */
export async function listCreditReporting(
  db: Database,
  uid: string,
  now = new Date(),
  read: AccountRead = readAfresh,
): Promise<Map<string, CreditReporting>> {
  const inputs = await read("bar-report-inputs", () => loadBarReportInputs(db, now, { uid }));
  const rows = deriveBarReports(inputs, scheduleToday(now));
  // Each certificate is looked up among its own state's reports only.
  const rowsByState = new Map<string, typeof rows>();
  for (const row of rows) {
    const inState = rowsByState.get(row.stateSlug);
    if (inState) inState.push(row);
    else rowsByState.set(row.stateSlug, [row]);
  }
  const byCertificate = new Map<string, CreditReporting>();
  for (const certificate of inputs.certificates) {
    const rules = stateRules(certificate.stateSlug);
    const version = rules ? versionInForce(rules, certificate.completedOn) : null;
    const reporting = creditReportingOf(
      certificate,
      rowsByState.get(certificate.stateSlug) ?? [],
      version ? { reporting: version.reporting, deadlines: version.deadlines.text } : null,
      // A state the catalogue does not list (California) is named by its obligations.
      findState(certificate.stateSlug)?.name ?? providerObligations(certificate.stateSlug).name,
    );
    if (reporting) byCertificate.set(certificate.id, reporting);
  }
  return byCertificate;
}
