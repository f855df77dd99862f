import { Link } from "react-router";
import type { CreditType } from "~/db/schema/catalogue";
import { FORMAT_LABELS, formatCredits, formatPrice } from "~/lib/format";

export type CourseCardData = {
  id: string;
  title: string;
  summary: string;
  format: "live_webcast" | "on_demand";
  status: "published" | "upcoming";
  level: string | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  imagePath: string;
  imageAlt: string;
  credits: { creditType: CreditType; hours: number }[];
};

export function CourseCard({ course }: { course: CourseCardData }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={course.imagePath}
        alt={course.imageAlt}
        width={640}
        height={320}
        loading="lazy"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="font-medium text-brand-700 text-xs uppercase tracking-wide">
          {course.status === "upcoming" ? "Coming Soon" : FORMAT_LABELS[course.format]}
          {course.level ? ` · ${course.level}` : null}
        </p>
        <h3 className="font-semibold text-lg leading-snug">
          <Link to={`/course-player/${course.id}`} className="hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="text-slate-700 text-sm">{course.summary}</p>
        <p className="mt-auto pt-3 text-slate-700 text-sm">
          {course.credits.length > 0
            ? `${formatCredits(course.credits)} credit`
            : "Credits to be announced"}
        </p>
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
  emptyMessage = "No courses here yet. New courses are added every week.",
}: {
  courses: CourseCardData[];
  /** What an empty list says (a search that found nothing says so). */
  emptyMessage?: string;
}) {
  if (courses.length === 0) return <p className="text-slate-700">{emptyMessage}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
