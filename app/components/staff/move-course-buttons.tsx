import { Form } from "react-router";

const BUTTON =
  "rounded-md border border-brand-700 px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500";

/** Up and down in the catalogue order: two plain forms, so they work without script. */
export function MoveCourseButtons({
  course,
  first,
  last,
}: {
  course: { id: string; title: string };
  first: boolean;
  last: boolean;
}) {
  return (
    <div className="flex gap-2">
      {(["up", "down"] as const).map((direction) => (
        <Form method="post" action="/staff/courses" key={direction}>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="courseId" value={course.id} />
          <input type="hidden" name="direction" value={direction} />
          <button
            type="submit"
            className={BUTTON}
            disabled={direction === "up" ? first : last}
            aria-label={`Move ${course.title} ${direction}`}
          >
            {direction === "up" ? "Up" : "Down"}
          </button>
        </Form>
      ))}
    </div>
  );
}
