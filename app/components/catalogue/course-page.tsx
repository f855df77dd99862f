import type { ComponentProps } from "react";
import { Link } from "react-router";
import { FormatNotices } from "~/components/credit-tracker/format-rule-notes";
import { AidPolicyNote } from "~/components/financial-aid/aid-policy-note";
import { PageShell } from "~/components/layout/page-shell";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { Picture } from "~/lib/picture";
import { CourseAbout } from "./course-about";
import { CourseEnrolPanel } from "./course-enrol-panel";
import { CourseFaculty } from "./course-faculty";
import { CourseLiveSessions } from "./course-live-sessions";
import { CourseMaterials } from "./course-materials";
import { LookalikeCourseNote } from "./lookalike-course-note";
import { StateCreditTable } from "./state-credit-table";
import { YourQuestions } from "./your-questions";

type EnrolProps = ComponentProps<typeof CourseEnrolPanel>;

export type CoursePageProps = {
  course: EnrolProps["course"] &
    ComponentProps<typeof CourseAbout> & {
      id: string;
      title: string;
      summary: string;
      picture: Picture;
      imageAlt: string;
      categoryName: string | null;
      format: "live_webcast" | "on_demand";
      faculty: ComponentProps<typeof CourseFaculty>["faculty"];
      approvals: ComponentProps<typeof StateCreditTable>["approvals"];
      materials: ComponentProps<typeof CourseMaterials>["materials"];
      hasMedia: boolean;
      slug?: string;
    };
  sessions: ComponentProps<typeof CourseLiveSessions>["sessions"];
  registered: boolean;
  /** The signed-in attendee completed it and has not evaluated it yet. */
  evaluationDue?: boolean;
  signedIn: boolean;
  yourPriceCents: number | null;
  /** The attorney's states' word on the formats (Missouri's self-study, New York's newly admitted). */
  formatNotices?: ComponentProps<typeof FormatNotices>["notices"];
  /** How it differs from a course with a close title, if there is one. */
  lookalike?: ComponentProps<typeof LookalikeCourseNote>["note"] | null;
  /** The signed-in attorney's questions to the faculty on this course, with the answers. */
  yourQuestions?: ComponentProps<typeof YourQuestions>["questions"];
};

/** A course's public page: what the course page shows, and what a staff preview shows. */
export function CoursePage({
  course,
  sessions,
  registered,
  evaluationDue = false,
  signedIn,
  yourPriceCents,
  lookalike,
  formatNotices = [],
  yourQuestions = [],
}: CoursePageProps) {
  return (
    <PageShell
      eyebrow={course.categoryName ?? "Course"}
      title={course.title}
      intro={course.summary}
    >
      {/* The registration box comes first, so a phone shows the price and the way to
          register under the title; from 1024 px it sits in the right-hand column.
          The look-alike note leads the main column, so it never pushes Register down. */}
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-4 lg:col-start-2 lg:row-start-1">
          <FormatNotices notices={formatNotices} heading="Before you buy: your state's rules" />
          <CourseEnrolPanel
            course={course}
            registered={registered}
            signedIn={signedIn}
            yourPriceCents={yourPriceCents}
          />
          {course.priceCents ? (
            <AidPolicyNote className="mt-4 text-slate-700 text-sm" courseId={course.id} />
          ) : null}
        </div>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          {evaluationDue ? (
            <p className="max-w-3xl rounded-md border-brand-700 border-l-4 bg-white p-3 shadow-sm ring-1 ring-slate-200">
              You completed this course. Tell us what you thought:{" "}
              <Link to={`/dashboard/evaluations/${course.id}`} className="text-brand-700 underline">
                evaluate the course
              </Link>
              .
            </p>
          ) : null}
          {lookalike ? (
            <div className="max-w-3xl">
              <LookalikeCourseNote note={lookalike} />
            </div>
          ) : null}
          <ResponsivePicture
            picture={course.picture}
            alt={course.imageAlt}
            sizes="(min-width: 640px) 576px, calc(100vw - 32px)"
            priority
            className="aspect-[2/1] w-full max-w-xl rounded-xl object-cover"
          />
          <CourseAbout
            description={course.description}
            learningObjectives={course.learningObjectives}
            topics={course.topics}
          />
          {course.faculty.length > 0 ? <CourseFaculty faculty={course.faculty} /> : null}
          {course.format === "live_webcast" ? (
            <CourseLiveSessions
              sessions={sessions}
              waitingListHref={`/courses/${course.id}/waiting-list`}
            />
          ) : null}
          <StateCreditTable approvals={course.approvals} />
          {course.materials.length > 0 ? (
            <CourseMaterials
              courseId={course.id}
              materials={course.materials}
              registered={registered}
            />
          ) : null}
          {registered || yourQuestions.length > 0 ? (
            <YourQuestions
              questions={yourQuestions}
              playerPath={
                registered && course.hasMedia ? `/course-player/${course.slug ?? course.id}` : null
              }
            />
          ) : null}
        </div>
      </div>
    </PageShell>
  );
}
