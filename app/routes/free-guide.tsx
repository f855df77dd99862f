import { data, Link } from "react-router";
import { FreeGuideForm } from "~/components/guide/free-guide-form";
import { PageShell } from "~/components/layout/page-shell";
import { FREE_GUIDE_SECTIONS, FREE_GUIDE_SUBTITLE, FREE_GUIDE_TITLE } from "~/content/free-guide";
import { fieldErrors } from "~/lib/form-submission";
import { pageMeta } from "~/lib/meta";
import { type FormFields, readFormCapped } from "~/lib/read-body.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { consumeRateLimit } from "~/modules/auth/address-rate-limit.server";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import type { FreeGuideReply, FreeGuideValues } from "~/modules/guide/free-guide-fields";
import { freeGuideSchema } from "~/modules/guide/free-guide-form";
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

/** Room for every field at its longest, even with each character percent-encoded. */
const MAX_BODY_BYTES = 16_000;

/** Echoes what was typed (strings only, cut to a sane length) for the form to show again. */
function valuesFrom(fields: FormFields): FreeGuideValues {
  const text = (name: string, max: number) => {
    const value = fields[name];
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  return {
    email: text("email", 300),
    name: text("name", 200),
    consent: fields.consent === "yes",
    newsletter: fields.newsletter === "yes",
  };
}

/** The request form posts here (with or without script). */
export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: FreeGuideReply, status = 200) =>
    data(body, { status, headers: { "Cache-Control": "no-store" } });
  const fields = await readFormCapped(request, { maxBytes: MAX_BODY_BYTES });
  if (fields === "too-large" || fields === null) {
    return reply({ ok: false, message: UNREADABLE_FORM_MESSAGE, errors: {}, values: null }, 400);
  }
  const parsed = freeGuideSchema.safeParse(fields);
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
    !(await consumeRateLimit(services.database.db, `free-guide-client:${client}`, {
      windowSeconds: 600,
      max: 5,
    }))
  ) {
    return reply(
      {
        ok: false,
        message: "You have asked for the guide several times just now. Please wait ten minutes.",
        errors: {},
        values: valuesFrom(fields),
      },
      429,
    );
  }
  try {
    await requestFreeGuide(
      services.database.db,
      services.mailer,
      {
        baseUrl: services.config.baseUrl,
        staffEmail: services.config.contactEmail,
        source: "/free-guide",
      },
      parsed.data,
    );
  } catch (error) {
    services.logger.error({ err: error }, "free guide request failed");
    return reply(
      {
        ok: false,
        message: "Something went wrong and the guide was not sent. Please try again later.",
        errors: {},
        values: valuesFrom(fields),
      },
      503,
    );
  }
  // A bot's honeypot and an address that had the guide often today get the same answer.
  return reply({
    ok: true,
    message: `Thank you. The guide is on its way to ${parsed.data.email}: it should arrive within a few minutes (check your spam folder if it does not).${parsed.data.newsletter ? " For the newsletter, follow the link in the confirmation message we are sending you." : ""}`,
    errors: {},
    values: null,
  });
}

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
