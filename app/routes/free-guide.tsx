import { Link } from "react-router";
import { FreeGuideForm } from "~/components/guide/free-guide-form";
import { PageShell } from "~/components/layout/page-shell";
import { FREE_GUIDE_SECTIONS, FREE_GUIDE_SUBTITLE, FREE_GUIDE_TITLE } from "~/content/free-guide";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { sendVisitorForm } from "~/modules/contact/send-visitor-form.server";
import {
  echoFreeGuide,
  FREE_GUIDE_MAX_BYTES,
  FREE_GUIDE_MESSAGES,
  freeGuideSchema,
} from "~/modules/guide/free-guide-form";
import { requestFreeGuide } from "~/modules/guide/request-free-guide.server";
import type { Route } from "./+types/free-guide";

// The title comes through the loader: the guide's content module (the whole
// PDF's text) must stay out of the browser bundle.
export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Free Guide: ${loaderData.title}` : "Free Guide",
    "A free PDF guide for attorneys: your professional duties when you use AI, how to write a good legal prompt, worked examples and a verification checklist.",
  );

/** The guide's title and what it covers, from its own content module (the PDF's text stays on the server). */
export function loader() {
  return { title: FREE_GUIDE_TITLE, subtitle: FREE_GUIDE_SUBTITLE, sections: FREE_GUIDE_SECTIONS };
}

/** The request form posts here (with or without script). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, freeGuideSchema, {
    maxBytes: FREE_GUIDE_MAX_BYTES,
    echo: echoFreeGuide,
  });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  // A bot's honeypot and an address that had the guide often today get the same answer.
  return sendVisitorForm(
    context,
    request,
    {
      bucket: "free-guide-client",
      limit: REQUEST_LIMIT,
      messages: { ...FREE_GUIDE_MESSAGES, sent: FREE_GUIDE_MESSAGES.sent(form.value) },
      values: echoFreeGuide(form.submission.fields),
      failureLog: "free guide request failed",
    },
    () =>
      requestFreeGuide(
        database.db,
        mailer,
        { baseUrl: config.baseUrl, staffEmail: config.contactEmail, source: "/free-guide" },
        form.value,
      ),
  );
}

/** Requests per client address. */
const REQUEST_LIMIT = { windowSeconds: 600, max: 5 };

export default function FreeGuidePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell
      eyebrow="Free guide"
      title={loaderData.title}
      intro={`${loaderData.subtitle}. A free PDF by e-mail, written for practicing attorneys.`}
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="covers-heading">
          <h2 id="covers-heading" className="font-bold text-2xl tracking-tight">
            What the guide covers
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-lg text-slate-800">
            {loaderData.sections.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ol>
          <p className="mt-6 text-slate-700">
            General information for lawyers, not legal advice or an ethics opinion: your
            jurisdiction's rules, its ethics opinions and your courts' orders govern what you may
            do. For CLE credit on the same ground, see the{" "}
            <Link to="/ondemand" className="text-brand-700 underline">
              on-demand library
            </Link>
            .
          </p>
        </section>
        <section id="request" aria-labelledby="request-heading" className="scroll-mt-24">
          <h2 id="request-heading" className="font-bold text-2xl tracking-tight">
            Get the guide by e-mail
          </h2>
          <p className="mt-3 mb-6 text-slate-700">
            We e-mail it to you as a PDF. Only the e-mail address and the consent box are required.
          </p>
          <FreeGuideForm reply={actionData} />
        </section>
      </div>
    </PageShell>
  );
}
