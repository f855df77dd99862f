import { Link } from "react-router";
import { MENU_ITEM_CLASS, MenuButton } from "~/components/ui/menu-button";

/** An enrolment as the landing header lists it, its date already written out by the loader. */
export type HeaderEnrolment = {
  id: string;
  courseId: string;
  courseName: string;
  progress: number;
  /** When the course was last opened: "November 23, 2026". */
  lastOpened: string;
};

/** The signed-in attorney's enrolments with their progress, as a menu (spec §2). */
export default function EnrolmentMenu({
  enrolments,
  triggerClassName,
}: {
  enrolments: HeaderEnrolment[];
  triggerClassName: string;
}) {
  return (
    <MenuButton
      triggerClassName={triggerClassName}
      trigger="My Courses"
      menuClassName="w-80 rounded-lg bg-white p-2 text-ink text-sm shadow-xl ring-1 ring-slate-200"
    >
      {enrolments.length === 0 ? (
        <Link role="menuitem" tabIndex={-1} to="/courses" className={MENU_ITEM_CLASS}>
          No courses in progress yet. Browse courses
        </Link>
      ) : (
        enrolments.map((enrolment) => (
          <Link
            key={enrolment.id}
            role="menuitem"
            tabIndex={-1}
            to={`/course-player/${enrolment.courseId}`}
            className={MENU_ITEM_CLASS}
          >
            <span className="block font-semibold">{enrolment.courseName}</span>
            <span className="mt-1 block h-1.5 rounded-full bg-slate-200" aria-hidden="true">
              <span
                className="block h-1.5 rounded-full bg-brand-700"
                style={{ width: `${enrolment.progress}%` }}
              />
            </span>
            <span className="mt-1 block text-slate-600">
              {enrolment.progress}% complete · last opened {enrolment.lastOpened}
            </span>
          </Link>
        ))
      )}
    </MenuButton>
  );
}
