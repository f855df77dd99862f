import { Link } from "react-router";
import { RegistrationDialog } from "~/components/registration/registration-dialog";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { Picture } from "~/lib/picture";
import { CornerRibbon } from "./corner-ribbon";

/** Where the registration dialog's Sign In (and the registration page's Cancel) come back to. */
export const FEATURED_RETURN_TO = "/#confirmed-courses";

/**
 * The home page's featured course ("Master AI in Law – Secure Your Spot!"):
 * its sample to watch, its facts (formatted by the loader) and the
 * registration dialog.
 */
export function FeaturedCourse({
  course,
}: {
  course: {
    id: string;
    title: string;
    summary: string;
    picture: Picture;
    speakers: string;
    /** The next live session, formatted; null when none is scheduled. */
    when: string | null;
    delivery: string;
    credit: string;
    /** The registration page, where 'Secure Your Spot' leads until the page has hydrated. */
    registerHref: string;
  };
}) {
  return (
    <section
      id="confirmed-courses"
      aria-labelledby="featured-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <h2 id="featured-heading" className="font-bold text-3xl tracking-tight">
        Master AI in Law – Secure Your Spot!
      </h2>
      <article className="relative mt-6 grid overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid-cols-[2fr_3fr]">
        <CornerRibbon corner="left" className="z-10">
          Featured Course
        </CornerRibbon>
        <Link
          to={`/course-player/${course.id}`}
          className="group relative block bg-brand-900"
          aria-label={`Watch Sample: ${course.title}`}
        >
          {/* The link's own name says what it leads to: the picture adds nothing to it. */}
          <ResponsivePicture
            picture={course.picture}
            alt=""
            sizes="(min-width: 1280px) 493px, (min-width: 1024px) 40vw, calc(100vw - 32px)"
            className="aspect-[2/1] size-full object-cover opacity-90 group-hover:opacity-100 lg:aspect-auto"
          />
          <span className="absolute right-4 bottom-4 flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 text-sm shadow group-hover:bg-brand-50">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
              <path d="M5 3l8 5-8 5z" />
            </svg>
            Watch Sample
          </span>
        </Link>
        <div className="p-6">
          <h3 className="mt-1 font-semibold text-2xl">{course.title}</h3>
          <p className="mt-3 max-w-3xl text-slate-700">{course.summary}</p>
          <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {course.when ? (
              <>
                <dt className="font-semibold">When</dt>
                <dd>{course.when}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Delivery</dt>
            <dd>{course.delivery}</dd>
            <dt className="font-semibold">Credit</dt>
            <dd>{course.credit}</dd>
            <dt className="font-semibold">Speakers</dt>
            <dd>{course.speakers}</dd>
          </dl>
          <aside className="mt-6 rounded-lg bg-brand-50 p-4 text-brand-900">
            <p className="font-semibold">
              Have Questions? Contact Us &amp; Secure Your Spot for the Live Webcast!
            </p>
          </aside>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to={`/course-player/${course.id}`}
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Watch Preview
            </Link>
            <RegistrationDialog
              courseId={course.id}
              returnTo={FEATURED_RETURN_TO}
              href={course.registerHref}
            />
          </div>
        </div>
      </article>
    </section>
  );
}
