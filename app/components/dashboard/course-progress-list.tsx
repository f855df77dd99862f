import { Link } from "react-router";
import { formatSessionDateTime } from "~/lib/format";
import { CARD_LIST, DashboardSection } from "./dashboard-section";

type CourseProgress = {
  courseId: string;
  courseName: string;
  /** Per cent watched. */
  progress: number;
  completed: boolean;
  lastAccessed: Date;
};

/** "Your courses": the courses opened in the course player, with how much is watched. */
export function CourseProgressList({ progress }: { progress: readonly CourseProgress[] }) {
  return (
    <DashboardSection headingId="progress-heading" title="Your courses">
      {progress.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Courses you start in the course player appear here with your progress.
        </p>
      ) : (
        <ul className={CARD_LIST}>
          {progress.map((item) => (
            <li key={item.courseId} className="grid gap-2 p-4 sm:grid-cols-[1fr_12rem]">
              <div className="min-w-0">
                <p className="font-semibold">
                  <Link to={`/course-player/${item.courseId}`} className="hover:underline">
                    {item.courseName}
                  </Link>
                </p>
                <p className="text-slate-700 text-sm">
                  {item.completed ? "Completed: watched to the end" : `${item.progress}% watched`} ·
                  last opened {formatSessionDateTime(new Date(item.lastAccessed))}
                </p>
              </div>
              <progress
                value={item.progress}
                max={100}
                aria-label={`${item.courseName}: ${item.progress}% watched`}
                className="h-2 w-full self-center accent-brand-700"
              />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
