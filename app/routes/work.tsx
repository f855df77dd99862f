import { data } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { TeamEnquiryForm } from "~/components/work/team-enquiry-form";
import { WORK_BENEFITS, WORK_FAQ, WORK_PAGE, WORK_TIER_PRICE, WORK_TIERS } from "~/content/work";
import { fieldErrors } from "~/lib/form-submission";
import { pageMeta } from "~/lib/meta";
import { type FormFields, readFormCapped } from "~/lib/read-body.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { consumeRateLimit } from "~/modules/auth/address-rate-limit.server";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import { sendTeamEnquiry } from "~/modules/enquiries/send-team-enquiry.server";
import {
  STATES_FIELD,
  TEAM_ENQUIRY_LIMITS,
  type TeamEnquiryReply,
  type TeamEnquiryValues,
} from "~/modules/enquiries/team-enquiry-fields";
import { teamEnquirySchema } from "~/modules/enquiries/team-enquiry-form";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () => pageMeta(WORK_PAGE.title, WORK_PAGE.metaDescription);

/** Room for every field at its longest, even with each character percent-encoded. */
const MAX_BODY_BYTES = 64_000;

/** Echoes what was typed (strings only, cut to a sane length) for the form to show again. */
function valuesFrom(fields: FormFields): TeamEnquiryValues {
  const text = (name: string, max: number) => {
    const value = fields[name];
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const states = fields[STATES_FIELD];
  return {
    firmName: text("firmName", TEAM_ENQUIRY_LIMITS.firmNameMax * 2),
    contactName: text("contactName", 200),
    email: text("email", 300),
    phone: text("phone", 100),
    attorneys: text("attorneys", 30),
    states: Array.isArray(states) ? states.slice(0, 20) : [],
    message: text("message", TEAM_ENQUIRY_LIMITS.messageMax * 2),
  };
}

/** The enquiry form posts here (with or without script). */
export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: TeamEnquiryReply, status = 200) => data(body, { status });
  const fields = await readFormCapped(request, {
    maxBytes: MAX_BODY_BYTES,
    lists: [STATES_FIELD],
  });
  if (fields === "too-large") {
    return reply(
      {
        ok: false,
        message: `The form is too long to send. Keep your message to ${TEAM_ENQUIRY_LIMITS.messageMax.toLocaleString("en-US")} characters and try again.`,
        errors: {},
        values: null,
      },
      400,
    );
  }
  if (fields === null) {
    return reply({ ok: false, message: UNREADABLE_FORM_MESSAGE, errors: {}, values: null }, 400);
  }
  const parsed = teamEnquirySchema.safeParse(fields);
  if (!parsed.success) {
    return reply(
      {
        ok: false,
        message: "Please check the highlighted fields.",
        errors: fieldErrors(parsed.error),
        values: valuesFrom(fields),
      },
      400,
    );
  }
  const { services } = context;
  const client = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  if (
    !(await consumeRateLimit(services.database.db, `team-enquiry:${client}`, {
      windowSeconds: 600,
      max: 5,
    }))
  ) {
    return reply(
      {
        ok: false,
        message:
          "You have sent several enquiries just now. Please wait ten minutes and try again, or write to us directly.",
        errors: {},
        values: valuesFrom(fields),
      },
      429,
    );
  }
  try {
    await sendTeamEnquiry(
      services.database.db,
      services.mailer,
      { staffEmail: services.config.contactEmail },
      parsed.data,
    );
  } catch (error) {
    services.logger.error({ err: error }, "team enquiry failed");
    return reply(
      {
        ok: false,
        message: "Something went wrong and your enquiry was not sent. Please try again later.",
        errors: {},
        values: valuesFrom(fields),
      },
      503,
    );
  }
  // A double submit and a bot's honeypot get the same answer as a real enquiry.
  return reply({
    ok: true,
    message: `Thank you, ${parsed.data.contactName}. We received your enquiry and will reply to ${parsed.data.email} within one business day.`,
    errors: {},
    values: null,
  });
}

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
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left max-sm:text-sm">
            <caption className="sr-only">Team plans by size</caption>
            <thead>
              <tr className="border-slate-300 border-b">
                <th scope="col" className="py-2 pr-4">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-4">
                  Team size
                </th>
                <th scope="col" className="py-2 pr-4">
                  Suits
                </th>
                <th scope="col" className="py-2">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {WORK_TIERS.map((tier) => (
                <tr key={tier.name} className="border-slate-200 border-b align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    {tier.name}
                  </th>
                  <td className="py-3 pr-4">{tier.size}</td>
                  <td className="py-3 pr-4">{tier.suits}</td>
                  <td className="py-3">
                    <a href="#enquiry" className="text-brand-700 underline">
                      {WORK_TIER_PRICE}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
