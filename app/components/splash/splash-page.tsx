import type { ComponentProps } from "react";
import { useEffect } from "react";
import { Link } from "react-router";
import { LookalikeCourseNote } from "~/components/catalogue/lookalike-course-note";
import { StateApprovals } from "~/components/catalogue/state-approvals";
import { AidPolicyNote } from "~/components/financial-aid/aid-policy-note";
import { useRootData } from "~/components/layout/use-root-data";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import { SPLASH_PAGE_TITLE, SPLASH_SECTIONS } from "~/content/splash";
import { campaignParams, captureCampaign, track } from "~/lib/analytics";
import { formatPrice } from "~/lib/format";
import type { Picture } from "~/lib/picture";
import { type LiveSessionItem, LiveSessionsList } from "./live-sessions-list";
import { SecureYourSpot } from "./secure-your-spot";

type SplashData = {
  course: {
    title: string;
    summary: string;
    priceCents: number | null;
    memberPriceCents: number | null;
    picture: Picture;
    imageAlt: string;
  };
  sessions: readonly LiveSessionItem[];
  secureHref: string;
  lookalike: ComponentProps<typeof LookalikeCourseNote>["note"] | null;
};

/** The other splash page: the same course and seats, in the other theme. */
const OTHER_VERSION = {
  dark: {
    before:
      "Prefer a light page, or one to print? The same course, with the same seats and prices, is on our ",
    link: { to: "/ai-course-alt", text: "light-themed course page" },
  },
  light: {
    before: "This is the light-themed version of our ",
    link: { to: "/advanced-legal-ai-cle", text: "course page" },
    after: ": the same course, with the same seats and prices.",
  },
} as const;

const THEMES = {
  dark: {
    main: "bg-brand-900 text-white",
    muted: "text-brand-100",
    accent: "text-accent-500",
    card: "bg-white/5 ring-white/20",
    button: "bg-accent-500 text-ink hover:bg-amber-400",
    link: "text-white underline",
  },
  light: {
    main: "bg-white text-ink",
    muted: "text-slate-700",
    accent: "text-accent-600",
    card: "bg-slate-50 ring-slate-200",
    button: "bg-brand-700 text-white hover:bg-brand-800",
    link: "text-brand-700 underline",
  },
} as const;

/**
 * The AI course splash page (spec §2), dark at /advanced-legal-ai-cle and
 * light at /ai-course-alt. On load it keeps the campaign parameters and sends
 * a page_view (spec §7).
 */
export function SplashPage({ data, theme }: { data: SplashData; theme: keyof typeof THEMES }) {
  const { course, sessions, secureHref, lookalike } = data;
  const colors = THEMES[theme];
  const otherVersion = OTHER_VERSION[theme];
  const contactEmail = useRootData()?.publicConfig.contactEmail;

  useEffect(() => {
    const campaign = captureCampaign(window.location.search);
    track({
      name: "page_view",
      pageTitle: SPLASH_PAGE_TITLE,
      location: window.location.href,
      path: window.location.pathname,
      params: campaignParams(campaign),
    });
  }, []);

  return (
    <main
      id="main"
      tabIndex={-1}
      data-surface={theme === "dark" ? "dark" : undefined}
      // Runs on under the footer's top margin, so no white band separates them.
      className={`-mb-16 pb-16 outline-none ${colors.main}`}
    >
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <h1 className="font-bold text-4xl tracking-tight">{course.title}</h1>
        <p className={`mt-4 text-xl ${colors.muted}`}>{course.summary}</p>
        {lookalike ? (
          <div className="mt-6">
            <LookalikeCourseNote note={lookalike} tone={theme} />
          </div>
        ) : null}
        <LiveSessionsList sessions={sessions} tone={theme} />
        <p className={`mt-8 font-semibold ${colors.accent}`}>Spots are limited</p>
        <h2 className="mt-2 font-extrabold text-3xl">PRE-REGISTER NOW</h2>
        {course.memberPriceCents !== null && course.priceCents !== null ? (
          <p className="mt-3 text-2xl">
            <span className="font-bold">{formatPrice(course.memberPriceCents)}</span> Special
            Members Rate <s className={colors.muted}>Reg. {formatPrice(course.priceCents)}</s>
          </p>
        ) : null}
        <SecureYourSpot
          href={secureHref}
          className={`mt-6 inline-block rounded-md px-6 py-3 font-semibold text-lg ${colors.button}`}
        />
        <AidPolicyNote className={`mt-4 ${colors.muted}`} tone={theme} withContact={false} />
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <ResponsivePicture
          picture={course.picture}
          alt={course.imageAlt}
          sizes="(min-width: 896px) 848px, calc(100vw - 32px)"
          className="aspect-[2/1] w-full rounded-xl object-cover"
        />
      </div>
      <div className="bg-white text-ink">
        <StateApprovals sectionId="splash-state-approvals" />
      </div>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
        {SPLASH_SECTIONS.map((section) => (
          <section
            key={section.title}
            aria-labelledby={`splash-${section.title}`}
            className={`rounded-xl p-6 ring-1 ${colors.card}`}
          >
            <h2 id={`splash-${section.title}`} className="font-semibold text-xl">
              {section.title}
            </h2>
            <ul className={`mt-3 list-disc space-y-1 pl-5 ${colors.muted}`}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={`px-4 pb-6 text-center ${colors.muted}`}>
        {otherVersion.before}
        <Link to={otherVersion.link.to} className={colors.link}>
          {otherVersion.link.text}
        </Link>
        {"after" in otherVersion ? otherVersion.after : "."}
      </p>
      {contactEmail ? (
        <p className={`pb-16 text-center ${colors.muted}`}>
          Questions about the course or your credits? Write to{" "}
          <a href={`mailto:${contactEmail}`} className={colors.link}>
            {contactEmail}
          </a>
          .
        </p>
      ) : null}
    </main>
  );
}
