import { Link } from "react-router";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { Picture } from "~/lib/picture";
import { CornerRibbon } from "./corner-ribbon";
import { COURSE_CARD_SIZES } from "./course-card";

/** What an upcoming card shows beyond its title, formatted by the loader. */
type UpcomingExtras = { details: string[]; price: string | null };

/** The home page's "Upcoming Courses": one "Coming Soon" card per course in preparation. */
export function UpcomingCourseList({
  courses,
}: {
  courses: {
    id: string;
    title: string;
    summary: string;
    picture: Picture;
    imageAlt: string;
    extras: UpcomingExtras;
  }[];
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((item) => (
        <li
          key={item.id}
          className="relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <CornerRibbon corner="right" className="hidden sm:block">
            Coming Soon
          </CornerRibbon>
          <ResponsivePicture
            picture={item.picture}
            alt={item.imageAlt}
            sizes={COURSE_CARD_SIZES}
            className="aspect-[2/1] w-full object-cover"
          />
          <div className="p-5">
            <h3 className="font-semibold text-lg">{item.title}</h3>
            <p className="mt-2 text-slate-700 text-sm">{item.summary}</p>
            <UpcomingCourseExtras courseId={item.id} extras={item.extras} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A card's optional details and price, when the catalogue sets them. */
function UpcomingCourseExtras({ courseId, extras }: { courseId: string; extras: UpcomingExtras }) {
  if (extras.details.length === 0 && extras.price === null) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {extras.details.length > 0 ? (
        <p className="text-slate-700">{extras.details.join(" · ")}</p>
      ) : null}
      {extras.price !== null ? (
        <Link
          to={`/course-player/${courseId}`}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {extras.price}
        </Link>
      ) : null}
    </div>
  );
}
