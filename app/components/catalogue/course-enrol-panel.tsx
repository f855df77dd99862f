import { Link } from "react-router";
import { RegisterFreeButton } from "~/components/registration/register-free-button";
import type { CreditType } from "~/content/credit-categories";
import { checkoutHref } from "~/lib/checkout-link";
import { FORMAT_LABELS, formatCredits, formatPrice, formatTotalCredits } from "~/lib/format";
import { membersPriceCents } from "~/modules/catalogue/members-price";

/** Where the focus goes when the registration dialog closes on a registration. */
const NEXT_STEPS_ID = "course-next-steps";

const BUTTON =
  "inline-block rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800";
const SECONDARY =
  "inline-block rounded-md px-5 py-2.5 text-center font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50";

/**
 * A course page's registration box: the course's facts and price (the
 * attorney's own price when signed in), then the way in: register free,
 * register and pay, or, once registered, the player and the dashboard.
 */
export function CourseEnrolPanel({
  course,
  registered,
  signedIn,
  yourPriceCents,
}: {
  course: {
    id: string;
    title: string;
    format: keyof typeof FORMAT_LABELS;
    level: string | null;
    durationMinutes: number | null;
    priceCents: number | null;
    memberPriceCents: number | null;
    includes: string[];
    credits: { creditType: CreditType; hours: number }[];
    hasMedia: boolean;
    /** Whether visitors have a preview to watch (an uploaded lecture has none). */
    hasPreview: boolean;
  };
  registered: boolean;
  signedIn: boolean;
  /** The signed-in attorney's price (a member's rate or the regular price). */
  yourPriceCents: number | null;
}) {
  const free = course.priceCents === 0;
  return (
    <aside
      aria-labelledby="enrol-heading"
      className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
    >
      <h2 id="enrol-heading" className="font-semibold text-lg">
        {registered ? "You are registered" : free ? "Register free" : "Register"}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Format</dt>
        <dd>{FORMAT_LABELS[course.format]}</dd>
        {course.level ? (
          <>
            <dt className="font-semibold">Level</dt>
            <dd>{course.level}</dd>
          </>
        ) : null}
        {course.durationMinutes ? (
          <>
            <dt className="font-semibold">Length</dt>
            <dd>{course.durationMinutes} minutes</dd>
          </>
        ) : null}
        <dt className="font-semibold">Credit</dt>
        <dd>
          {formatCredits(course.credits)} ({formatTotalCredits(course.credits)} hours)
        </dd>
      </dl>
      {course.priceCents !== null && !registered ? (
        <div className="mt-4">
          <EnrolPrice
            prices={{ priceCents: course.priceCents, memberPriceCents: course.memberPriceCents }}
            yourPriceCents={yourPriceCents}
          />
        </div>
      ) : null}
      <div id={NEXT_STEPS_ID} className="mt-5 grid gap-3">
        {/* Kept through the switch to "registered", so its dialog can say so. */}
        {free ? (
          <RegisterFreeButton
            courseId={course.id}
            registered={registered}
            nextStepsId={NEXT_STEPS_ID}
          />
        ) : null}
        {registered ? (
          <>
            {course.hasMedia ? (
              <Link to={`/course-player/${course.id}`} className={BUTTON}>
                Open the course player
              </Link>
            ) : null}
            <Link to="/dashboard" className={SECONDARY}>
              Go to My Dashboard
            </Link>
          </>
        ) : (
          <>
            {free ? null : course.priceCents !== null ? (
              <Link
                to={checkoutHref(signedIn, { courseId: course.id, courseName: course.title })}
                className={BUTTON}
              >
                Register and pay
              </Link>
            ) : null}
            {course.hasPreview ? (
              <Link to={`/course-player/${course.id}`} className={SECONDARY}>
                Watch Preview
              </Link>
            ) : null}
          </>
        )}
      </div>
      {/* After the way in, which a phone then shows on its first screen. */}
      {course.includes.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold text-sm">Included</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {course.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}

/**
 * The course's price: free, the signed-in attorney's own price beside the
 * other rate, or both rates for a visitor.
 */
function EnrolPrice({
  prices,
  yourPriceCents,
}: {
  prices: { priceCents: number; memberPriceCents: number | null };
  yourPriceCents: number | null;
}) {
  if (prices.priceCents === 0) return <p className="font-bold text-2xl">Free</p>;
  const members = formatPrice(membersPriceCents(prices));
  const regular = formatPrice(prices.priceCents);
  if (yourPriceCents === null)
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4">
        <dt>Members</dt>
        <dd className="font-bold">{members}</dd>
        <dt>Regular</dt>
        <dd className="font-bold">{regular}</dd>
      </dl>
    );
  return (
    <p>
      <span className="font-bold text-2xl">{formatPrice(yourPriceCents)}</span>{" "}
      {yourPriceCents !== prices.priceCents ? (
        <span className="text-slate-700">
          members' rate, regular <s>{regular}</s>
        </span>
      ) : (
        <span className="text-slate-700">
          ·{" "}
          <Link to="/plans" className="text-brand-700 underline">
            members pay {members}
          </Link>
        </span>
      )}
    </p>
  );
}
