import { Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { COURSE_STATUS_LABELS, type CourseStatus } from "~/content/course-types";
import type { FormFields, FormReply } from "~/lib/form-reply";

const SMALL_BUTTON =
  "rounded-md border border-brand-700 px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500";

type Item = { id: string; title: string; status: CourseStatus; creditHours: number };

/**
 * The bundle's courses in order, each with up, down and remove (plain forms,
 * so they work without script), and a form to add one of the other courses.
 */
export function BundleCoursesSection({
  items,
  choices,
  version,
  reply,
  busy,
}: {
  items: readonly Item[];
  choices: readonly { id: string; title: string; status: CourseStatus }[];
  version: number;
  reply: FormReply<FormFields> | null;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="bundle-courses-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="bundle-courses-heading" className="font-semibold text-xl">
        Courses in the bundle
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        In the order the pricing page and checkout list them. A bundle holds at least two courses;
        one on sale holds only published courses. Each change is saved at once.
      </p>
      {reply ? (
        <div className="mt-3">
          {/* The buttons' fields are hidden: a refused one is said here, not highlighted. */}
          <FormAlert tone={reply.ok ? "success" : "error"}>
            {(reply.ok ? undefined : Object.values(reply.errors)[0]) ?? reply.message}
          </FormAlert>
        </div>
      ) : null}
      <ol className="mt-4 grid gap-2">
        {items.map((item, index) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md px-3 py-2 ring-1 ring-slate-200"
          >
            <span>
              <span className="text-slate-600">{index + 1}. </span>
              <Link to={`/staff/courses/${item.id}`} className="text-brand-700 underline">
                {item.title}
              </Link>
              <span className="text-slate-600">
                {" "}
                ({item.creditHours} credit hours
                {item.status === "published" ? "" : `; ${COURSE_STATUS_LABELS[item.status]}`})
              </span>
            </span>
            <span className="flex gap-2">
              {(["up", "down"] as const).map((direction) => (
                <Form method="post" key={direction}>
                  <input type="hidden" name="intent" value="move-course" />
                  <input type="hidden" name="courseId" value={item.id} />
                  <input type="hidden" name="direction" value={direction} />
                  <input type="hidden" name="version" value={version} />
                  <button
                    type="submit"
                    className={SMALL_BUTTON}
                    disabled={direction === "up" ? index === 0 : index === items.length - 1}
                    aria-label={`Move ${item.title} ${direction}`}
                  >
                    {direction === "up" ? "Up" : "Down"}
                  </button>
                </Form>
              ))}
              <Form method="post">
                <input type="hidden" name="intent" value="remove-course" />
                <input type="hidden" name="courseId" value={item.id} />
                <input type="hidden" name="version" value={version} />
                <button
                  type="submit"
                  className="rounded-md border border-red-700 px-2 py-1 font-semibold text-red-700 text-sm hover:bg-red-50"
                  aria-label={`Remove ${item.title}`}
                >
                  Remove
                </button>
              </Form>
            </span>
          </li>
        ))}
      </ol>
      {choices.length === 0 ? (
        <p className="mt-4 text-slate-700">Every course is in this bundle already.</p>
      ) : (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="add-course" />
          <input type="hidden" name="version" value={version} />
          <div className="min-w-64 grow">
            <SelectField
              label="Course to add"
              name="courseId"
              required
              emptyOption="Choose a course"
              error={reply?.intent === "add-course" ? reply.errors.courseId : undefined}
              options={choices.map((course) => ({
                value: course.id,
                label:
                  course.status === "published"
                    ? course.title
                    : `${course.title} (${COURSE_STATUS_LABELS[course.status]})`,
              }))}
            />
          </div>
          <SubmitButton busy={busy} busyLabel="Adding…">
            Add the course
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
