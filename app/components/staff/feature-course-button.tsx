import { Form } from "react-router";

/**
 * The course list's "Home page" cell: the featured course says so; a
 * published one offers a plain form (works without script) to feature it.
 */
export function FeatureCourseCell({
  course,
}: {
  course: { id: string; title: string; status: string; featured: boolean; version: number };
}) {
  if (course.featured && course.status === "published") {
    return <strong className="font-semibold text-emerald-800">Featured</strong>;
  }
  if (course.status !== "published") return <span className="text-slate-600">—</span>;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="feature" />
      <input type="hidden" name="courseId" value={course.id} />
      <input type="hidden" name="version" value={course.version} />
      <button
        type="submit"
        className="rounded-md border border-brand-700 px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50"
      >
        Feature<span className="sr-only"> {course.title} on the home page</span>
      </button>
    </Form>
  );
}
