import { Link } from "react-router";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { CreditType } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";
import {
  FORMAT_LABELS,
  formatCategoryCredits,
  formatCredits,
  formatPrice,
  formatSessionDateTime,
} from "~/lib/format";
import type { Picture } from "~/lib/picture";

export type CourseCardData = {
  id: string;
  /** The public address: /courses/{slug}. */
  slug: string;
  title: string;
  summary: string;
  format: "live_webcast" | "on_demand";
  status: "published" | "upcoming";
  level: string | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  picture: Picture;
  imageAlt: string;
  credits: { creditType: CreditType; hours: number }[];
  nextLiveAt?: Date | string | null;
  stateApproval?: {
    stateSlug: string;
    status: "approved" | "pending";
    approvalNumber: string | null;
    credits: Partial<Record<CreditCategory, number>>;
  } | null;
};

/**
 * How wide a card's artwork is drawn in the course grids (one column on a
 * phone, two from 640 px, three from 1024 px, in a 1280 px page with 24 px
 * gutters), so the browser fetches the right variant.
 */
export const COURSE_CARD_SIZES =
  "(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

/** Where a course's own page is. */
export function coursePath(slug: string): string {
  return `/courses/${slug}`;
}

function CourseCard({
  course,
  stateName,
}: {
  course: CourseCardData;
  /** The state the list is filtered by: the card says where the course stands there. */
  stateName?: string | null;
}) {
  const approval = course.stateApproval;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600">
      <ResponsivePicture
        picture={course.picture}
        alt={course.imageAlt}
        sizes={COURSE_CARD_SIZES}
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="font-medium text-brand-700 text-xs uppercase tracking-wide">
          {course.status === "upcoming" ? "Coming Soon" : FORMAT_LABELS[course.format]}
          {course.level ? ` · ${course.level}` : null}
        </p>
        <h3 className="font-semibold text-lg leading-snug">
          {course.status === "upcoming" ? (
            course.title
          ) : (
            <Link to={coursePath(course.slug)} className="hover:underline">
              {course.title}
            </Link>
          )}
        </h3>
        <p className="text-slate-700 text-sm">{course.summary}</p>
        {course.nextLiveAt ? (
          <p className="text-sm">
            <span className="font-semibold">Next live:</span>{" "}
            {formatSessionDateTime(new Date(course.nextLiveAt))}
          </p>
        ) : null}
        <p className="mt-auto pt-3 text-slate-700 text-sm">
          {course.credits.length > 0
            ? `${formatCredits(course.credits)} credit`
            : "Credits to be announced"}
        </p>
        {approval && stateName ? (
          <p
            className={`rounded-md px-2 py-1 text-sm ${approval.status === "approved" ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-950"}`}
          >
            {approval.status === "approved"
              ? `Approved in ${stateName} (${approval.approvalNumber}): ${formatCategoryCredits(approval.credits, approval.stateSlug)}`
              : `Approval pending in ${stateName}: credit is not yet guaranteed`}
          </p>
        ) : null}
        {course.priceCents !== null && course.memberPriceCents !== null ? (
          course.memberPriceCents === course.priceCents ? (
            <p className="font-semibold text-sm">{formatPrice(course.priceCents)}</p>
          ) : (
            <dl className="flex gap-4 text-sm">
              <div className="flex gap-1">
                <dt>Members</dt>
                <dd className="font-semibold">{formatPrice(course.memberPriceCents)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>Regular</dt>
                <dd className="font-semibold">{formatPrice(course.priceCents)}</dd>
              </div>
            </dl>
          )
        ) : null}
      </div>
    </article>
  );
}

export function CourseGrid({
  courses,
  stateName,
  emptyMessage = "No courses here yet. New courses are added every week.",
}: {
  courses: readonly CourseCardData[];
  stateName?: string | null;
  /** What an empty list says (a search that found nothing says so). */
  emptyMessage?: string;
}) {
  if (courses.length === 0) return <p className="text-slate-700">{emptyMessage}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <CourseCard course={course} stateName={stateName} />
        </li>
      ))}
    </ul>
  );
}
