import { type AppLoadContext, data } from "react-router";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { checkoutHref } from "~/lib/checkout-link";
import { formatDollars } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { courseArtworkPicture } from "~/lib/picture";
import { getSessionUser } from "~/modules/auth/session.server";
import { findLookalikeCourse } from "~/modules/catalogue/find-lookalike-course.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { membersPriceCents } from "~/modules/catalogue/members-price";
import {
  course as courseData,
  educationEvent,
  organization,
} from "~/modules/seo/structured-data.server";

/**
 * The loader of a splash page (both show the same course, each with its own
 * title and description): the page's data and its meta tags, the schema.org
 * data among them as JSON-LD.
 */
export function splashLoader(page: { title: string; description: string }) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    const { structuredData, ...splash } = await loadSplashCourse(request, context);
    return {
      ...splash,
      meta: [...pageMeta(page.title, page.description), { "script:ld+json": structuredData }],
    };
  };
}

/**
 * What both splash pages show: the two-hour course, its live sessions, and
 * where 'Secure Your Spot' leads (spec §7): /payment with the course details
 * when signed in, else /register with them and redirectTo=/payment. The
 * price carried is only for display: /payment decides it again.
 */
async function loadSplashCourse(request: Request, context: AppLoadContext) {
  const db = context.services.database.db;
  const [course, sessions, user] = await Promise.all([
    getCourse(db, SPLASH_COURSE_ID),
    listLiveSessions(db, { courseId: SPLASH_COURSE_ID, from: new Date() }),
    getSessionUser(request, context),
  ]);
  // Staff took the course off sale (or deleted it): the page no longer sells it.
  if (course?.status !== "published") throw data(null, { status: 404 });
  const lookalike = await findLookalikeCourse(db, course);
  const priceCents = membersPriceCents(course) ?? 0;
  const secureHref = checkoutHref(user !== null, {
    courseId: course.id,
    courseName: course.title,
    price: formatDollars(priceCents),
    description: course.summary,
  });
  const { baseUrl, contactEmail, contactPhone } = context.services.config;
  const site = { baseUrl, email: contactEmail, phone: contactPhone };
  const url = `${baseUrl}${new URL(request.url).pathname}`;
  const structuredData = {
    "@context": "https://schema.org",
    "@graph": [
      organization(site),
      courseData(site, {
        title: course.title,
        summary: course.summary,
        url,
        priceCents: course.priceCents,
      }),
      ...sessions.map((session) => educationEvent(site, course, session, { priceCents, url })),
    ],
  };
  // Only what the page shows travels to the browser.
  return {
    course: {
      title: course.title,
      summary: course.summary,
      priceCents: course.priceCents,
      memberPriceCents: course.memberPriceCents,
      picture: courseArtworkPicture(course),
      imageAlt: course.imageAlt,
    },
    sessions: sessions.map(({ id, startsAt, soldOut, label }) => ({
      id,
      startsAt,
      soldOut,
      label,
    })),
    secureHref,
    lookalike,
    structuredData,
  };
}
