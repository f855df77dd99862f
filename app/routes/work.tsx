import { Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { type Column, DataTable } from "~/components/ui/data-table";
import { TeamEnquiryForm } from "~/components/work/team-enquiry-form";
import {
  WORK_BENEFITS,
  WORK_FAQ,
  WORK_FIRM_ACCOUNT,
  WORK_PAGE,
  WORK_TIER_PRICE,
  WORK_TIERS,
  type WorkTier,
} from "~/content/work";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { sendVisitorForm } from "~/modules/contact/send-visitor-form.server";
import { sendTeamEnquiry } from "~/modules/enquiries/send-team-enquiry.server";
import { STATES_FIELD } from "~/modules/enquiries/team-enquiry-fields";
import {
  echoTeamEnquiry,
  TEAM_ENQUIRY_MAX_BYTES,
  TEAM_ENQUIRY_MESSAGES,
  teamEnquirySchema,
} from "~/modules/enquiries/team-enquiry-form";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () => pageMeta(WORK_PAGE.title, WORK_PAGE.metaDescription);

/** The enquiry form posts here (with or without script). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, teamEnquirySchema, {
    maxBytes: TEAM_ENQUIRY_MAX_BYTES,
    tooLargeMessage: TEAM_ENQUIRY_MESSAGES.tooLong,
    lists: [STATES_FIELD],
    echo: echoTeamEnquiry,
  });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  // A double submit and a bot's honeypot get the same answer as a real enquiry.
  return sendVisitorForm(
    context,
    request,
    {
      bucket: "team-enquiry",
      limit: ENQUIRY_LIMIT,
      messages: { ...TEAM_ENQUIRY_MESSAGES, sent: TEAM_ENQUIRY_MESSAGES.sent(form.value) },
      values: echoTeamEnquiry(form.submission.fields),
      failureLog: "team enquiry failed",
    },
    () => sendTeamEnquiry(database.db, mailer, { staffEmail: config.contactEmail }, form.value),
  );
}

/** Enquiries per client address. */
const ENQUIRY_LIMIT = { windowSeconds: 600, max: 5 };

const TIER_COLUMNS: Column<WorkTier>[] = [
  {
    header: "Plan",
    cell: (tier) => <span className="font-semibold">{tier.name}</span>,
    rowHeader: true,
  },
  { header: "Team size", cell: (tier) => tier.size },
  { header: "Suits", cell: (tier) => tier.suits },
  {
    header: "Price",
    cell: () => (
      <a href="#enquiry" className="text-brand-700 underline">
        {WORK_TIER_PRICE}
      </a>
    ),
  },
];

export default function WorkPage({ actionData }: Route.ComponentProps) {
  return (
    <PageShell
      title={WORK_PAGE.title}
      intro={
        <>
          <p>{WORK_PAGE.intro}</p>
          <p className="mt-4">
            <a
              href="#enquiry"
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-base text-white hover:bg-brand-800"
            >
              Ask for a quote
            </a>
          </p>
        </>
      }
    >
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="font-bold text-2xl tracking-tight">
          What your firm gets
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {WORK_BENEFITS.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="font-semibold text-lg">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tiers-heading" className="mt-14">
        <h2 id="tiers-heading" className="font-bold text-2xl tracking-tight">
          Team plans by size
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Every plan includes all of the above. The price per attorney depends on the size of the
          team, so we quote it for yours.
        </p>
        <div className="mt-3">
          <DataTable
            label="Team plans"
            caption="Team plans by size"
            columns={TIER_COLUMNS}
            rows={WORK_TIERS}
            rowKey={(tier) => tier.name}
            className="max-sm:text-sm"
          />
        </div>
      </section>

      <section aria-labelledby="firm-account-heading" className="mt-14 max-w-3xl">
        <h2 id="firm-account-heading" className="font-bold text-2xl tracking-tight">
          {WORK_FIRM_ACCOUNT.heading}
        </h2>
        <p className="mt-3 text-slate-700">{WORK_FIRM_ACCOUNT.text}</p>
        <p className="mt-4">
          <Link
            to="/firm"
            className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {WORK_FIRM_ACCOUNT.action}
          </Link>
        </p>
      </section>

      <section aria-labelledby="faq-heading" className="mt-14 max-w-3xl">
        <h2 id="faq-heading" className="font-bold text-2xl tracking-tight">
          Questions firms ask
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {WORK_FAQ.map((item) => (
            <details key={item.question} className="group p-4">
              <summary className="cursor-pointer font-semibold">{item.question}</summary>
              <p className="mt-2 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section id="enquiry" aria-labelledby="enquiry-heading" className="mt-14 scroll-mt-24">
        <h2 id="enquiry-heading" className="font-bold text-2xl tracking-tight">
          Ask for a quote
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Tell us about your team and we will reply within one business day. Fields marked optional
          may be left blank.
        </p>
        <div className="mt-6 max-w-3xl">
          <TeamEnquiryForm reply={actionData} />
        </div>
      </section>
    </PageShell>
  );
}
