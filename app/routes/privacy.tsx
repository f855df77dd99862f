import { Link } from "react-router";
import { KeptRecords } from "~/components/account/kept-records";
import { PageShell } from "~/components/layout/page-shell";
import { useRootData } from "~/components/layout/use-root-data";
import {
  DEFAULT_RETENTION_YEARS,
  obligationsInForce,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import { questionLogRetentionYears } from "~/content/state-rules/question-rules";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import type { Route } from "./+types/privacy";

// The same for everyone: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Privacy",
    "What we keep about you, why, and for how long: your account, your certificates and the attendance records the state bars make us keep.",
  );

const LINK = "font-semibold text-brand-700 underline";

/** Each state's retention period, from the same data the retention purge uses (read on the server: the sourced data stays out of the browser's bundle). */
export function loader() {
  return {
    periods: PROVIDER_OBLIGATIONS.map((state) => {
      // The periods in force today (a record is kept by the longest since its completion).
      const { retentionYears } = obligationsInForce(state.slug);
      return {
        slug: state.slug,
        name: state.name,
        years: retentionYears.value ?? DEFAULT_RETENTION_YEARS,
        confirmed: retentionYears.value !== null,
      };
    }),
    defaultYears: DEFAULT_RETENTION_YEARS,
    questionLogYears: questionLogRetentionYears(),
  };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { periods, defaultYears, questionLogYears } = loaderData;
  const contactEmail = useRootData()?.publicConfig.contactEmail;
  return (
    <PageShell title="Privacy" intro="What we keep about you, why, and for how long.">
      <div className="grid max-w-3xl gap-8">
        <section aria-labelledby="account-heading">
          <h2 id="account-heading" className="mb-2 font-semibold text-xl">
            Your account
          </h2>
          <p>
            While you have an account we keep what you give us (your profile, bar admissions and
            credit tracker), your registrations, your progress and the attendance codes you enter,
            the messages you send us from the site, and the mail we send you or our staff about you
            (sent messages are deleted after 30 days). You can{" "}
            <Link to="/delete-account" className={LINK}>
              delete your account
            </Link>{" "}
            at any time: that deletes all of it at once, except what the next section says we must
            keep. Orders are kept for our accounts without your name and e-mail address.
          </p>
        </section>
        <section aria-labelledby="records-heading">
          <h2 id="records-heading" className="mb-2 font-semibold text-xl">
            Certificates and attendance records
          </h2>
          <p className="mb-3">
            As an accredited provider of continuing legal education we must keep a record of your
            attendance for the state bars in which you claimed credit, even after you delete your
            account. So when you delete it we keep only what a bar may ask for:
          </p>
          <KeptRecords
            periods={
              <>
                below, by state; where a state's period is not confirmed we keep records{" "}
                {defaultYears} years
              </>
            }
          />
          <table className="mt-4 w-full max-w-md text-left text-sm">
            <caption className="sr-only">Retention period by state</caption>
            <thead>
              <tr className="border-slate-300 border-b">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  State
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Kept for
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.map((state) => (
                <tr key={state.slug} className="border-slate-200 border-b">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {state.name}
                  </th>
                  <td className="py-2">
                    {state.years} years{state.confirmed ? "" : " (period not confirmed)"}
                  </td>
                </tr>
              ))}
              <tr className="border-slate-200 border-b">
                <th scope="row" className="py-2 pr-4 font-normal">
                  Any other state
                </th>
                <td className="py-2">{defaultYears} years (period not confirmed)</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3">
            The attendance details behind a certificate (each code entry, when you joined a live
            session, your place in a lecture) are deleted with your account: the certificate carries
            the figures a bar needs.
          </p>
        </section>
        <section aria-labelledby="faculty-questions-heading">
          <h2 id="faculty-questions-heading" className="mb-2 font-semibold text-xl">
            Questions you ask the faculty
          </h2>
          <p>
            When you ask a recorded course's faculty a question, we keep the question, the answer,
            your name and e-mail address and when each was given: some states make that log a
            condition of approving the course. It is kept {questionLogYears}{" "}
            {questionLogYears === 1 ? "year" : "years"} after the answer, even if you delete your
            account, and then deleted. The faculty see your question, never your name or address.
          </p>
        </section>
        {contactEmail ? (
          <section aria-labelledby="questions-heading">
            <h2 id="questions-heading" className="mb-2 font-semibold text-xl">
              Questions
            </h2>
            <p>
              Write to{" "}
              <a href={`mailto:${contactEmail}`} className={LINK}>
                {contactEmail}
              </a>
              .
            </p>
          </section>
        ) : null}
      </div>
    </PageShell>
  );
}
