import { useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { CreateLink } from "~/components/staff/create-link";
import { FeatureCourseCell } from "~/components/staff/feature-course-button";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { ListResults } from "~/components/staff/list-results";
import { MoveCourseButtons } from "~/components/staff/move-course-buttons";
import { StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { usePageForm } from "~/components/ui/use-page-form";
import { COURSE_CATEGORIES } from "~/content/catalogue";
import { COURSE_STATUS_LABELS } from "~/content/course-types";
import { refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { FORMAT_LABELS, formatPrice, formatRecordDate } from "~/lib/format";
import { readCursor } from "~/lib/keyset-cursor";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import {
  courseListIntents,
  movedSchema,
  staffCourseFiltersSchema,
} from "~/modules/course-editing/course-forms";
import { featureCourse } from "~/modules/course-editing/feature-course.server";
import { findDeletedDraftTitle } from "~/modules/course-editing/find-deleted-draft.server";
import {
  findMovedCourse,
  listStaffCourses,
  STAFF_COURSES_KEYSET,
} from "~/modules/course-editing/list-staff-courses.server";
import { moveCourse } from "~/modules/course-editing/move-course.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { createCourse } from "~/modules/course-editing/save-course.server";
import { rosterPath } from "~/modules/rosters/roster-scope";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/courses";

export const meta: Route.MetaFunction = () =>
  pageMeta("Courses", "The catalogue: add, edit, publish and archive courses.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  const url = new URL(request.url);
  const { page: _, ...filters } = staffCourseFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const db = context.services.database.db;
  // After a move (the course's page redirects here): what happened, in words,
  // on the page of the whole list that now shows the course.
  const moved = movedSchema.safeParse(Object.fromEntries(url.searchParams));
  const movedCourse = moved.success ? await findMovedCourse(db, moved.data.moved) : null;
  const paged = url.searchParams.has("after") || url.searchParams.has("before");
  const cursor = paged
    ? readCursor(url.searchParams, keyKinds(STAFF_COURSES_KEYSET))
    : (movedCourse?.cursor ?? null);
  const list = await listStaffCourses(db, filters, cursor);
  const title = movedCourse?.title;
  // After "Delete this draft" (its page redirects here): which draft went.
  const deletedId = url.searchParams.get("deleted");
  const deleted = deletedId ? await findDeletedDraftTitle(db, deletedId) : null;
  return data(
    {
      ...list,
      deleted: deleted === null ? null : `Draft "${deleted}" deleted.`,
      filters,
      query: url.searchParams.toString(),
      mayViewRoster: staff.permissions.has("attendance.view"),
      moved:
        moved.success && title
          ? moved.data.edge
            ? {
                ok: false,
                message: `${title} is already ${moved.data.to === "up" ? "first" : "last"}.`,
              }
            : { ok: true, message: `${title} moved ${moved.data.to}.` }
          : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// A refused feature (the course changed meanwhile) shows the list as it is now.
export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  const form = await parseIntentSubmission(request, courseListIntents, {
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  if (form.intent === "feature") {
    const { courseId, version } = form.value;
    const featured = await featureCourse(
      context.services.database.db,
      staff.actor,
      courseId,
      version,
    );
    if (!featured.ok) return refuseCourseChange(featured, { intent: "feature", request });
    return replyToForm({
      ok: true,
      intent: "feature",
      message: `${featured.title} is now the home page's featured course.`,
    });
  }
  if (form.intent === "move") {
    // Back to the list (a post without script reloads it), which says what happened.
    const { courseId, direction } = form.value;
    const moved = await moveCourse(context.services.database.db, staff.actor, courseId, direction);
    if (!moved.ok && moved.reason === "gone") {
      return refuseCourseChange(moved, { intent: "move", request });
    }
    return redirect(`/staff/courses?moved=${courseId}&to=${direction}${moved.ok ? "" : "&edge=1"}`);
  }
  const created = await createCourse(context.services.database.db, staff.actor, form.value);
  if (!created.ok) {
    return refuseForm("A course already has this address. Choose another.", {
      errors: { slug: "A course already has this address." },
      values: form.value,
      status: 409,
    });
  }
  return redirect(`/staff/courses/${form.value.slug}?created=1`);
}

type Course = Route.ComponentProps["loaderData"]["courses"][number];

/** The courses' columns; the registrations link to each roster for those who may see it. */
const columnsFor = (mayViewRoster: boolean): Column<Course>[] => [
  {
    header: "Course",
    rowHeader: true,
    cell: (course) => (
      <Link to={`/staff/courses/${course.id}`} className="font-semibold text-brand-700 underline">
        {course.title}
      </Link>
    ),
  },
  { header: "Status", cell: (course) => COURSE_STATUS_LABELS[course.status], nowrap: true },
  { header: "Home page", cell: (course) => <FeatureCourseCell course={course} />, nowrap: true },
  {
    header: "Format",
    cell: (course) => FORMAT_LABELS[course.format],
    nowrap: true,
  },
  {
    header: "Price",
    cell: (course) => (course.priceCents === null ? "Not set" : formatPrice(course.priceCents)),
    align: "right",
    nowrap: true,
  },
  {
    header: "Registrations",
    cell: (course) =>
      mayViewRoster ? (
        <Link
          to={rosterPath({ kind: "course", courseId: course.id })}
          className="font-semibold text-brand-700 underline"
        >
          {course.registrations.toLocaleString("en-US")}
          <span className="sr-only"> registered: the roster of {course.title}</span>
        </Link>
      ) : (
        course.registrations.toLocaleString("en-US")
      ),
    align: "right",
  },
  {
    header: "Last change",
    cell: (course) => formatRecordDate(new Date(course.updatedAt)),
    nowrap: true,
  },
];

export default function StaffCoursesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courses, total, cursors, filters, query } = loaderData;
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  // The list's feature and move buttons answer above the list; the add form answers in itself.
  const featureReply =
    actionData?.intent === "feature" || actionData?.intent === "move" ? actionData : null;
  const create = usePageForm(featureReply ? undefined : actionData, { intent: "create" });
  const typed = (name: string) => typedText(create.values, name) ?? "";
  // The order is changed on the whole list only (a filtered one hides neighbours).
  const filtered = Boolean(filters.q || filters.status || filters.format);
  const ordering = !filtered;
  const listColumns = columnsFor(loaderData.mayViewRoster);
  const tableColumns: Column<Course>[] = ordering
    ? [
        ...listColumns,
        {
          header: "Catalogue order",
          cell: (course) => (
            <MoveCourseButtons
              course={course}
              first={!cursors.previous && course.id === courses[0]?.id}
              last={!cursors.next && course.id === courses.at(-1)?.id}
            />
          ),
        },
      ]
    : listColumns;
  return (
    <StaffPage
      title="Courses"
      intro={
        <p>
          Every course, in catalogue order (move a course up or down to change where the public
          lists show it). Drafts are seen only here; a published course is on sale; an archived one
          has left the catalogue, and its attendees keep their records. The home page features one
          published course: choose it in the Home page column.
        </p>
      }
      action={<CreateLink to="new-course">Add a course</CreateLink>}
    >
      <StaffSearchForm
        label="Find courses"
        query={query}
        layout="grid4"
        clearTo={filtered ? "/staff/courses" : null}
      >
        <TextField label="Title or address" name="q" defaultValue={filters.q ?? ""} />
        <SelectField
          label="Status"
          name="status"
          emptyOption="Any status"
          options={Object.entries(COURSE_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.status ?? ""}
        />
        <SelectField
          label="Format"
          name="format"
          emptyOption="Any format"
          options={Object.entries(FORMAT_LABELS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.format ?? ""}
        />
      </StaffSearchForm>
      {featureReply ? (
        <div className="mt-3">
          <FormAlert tone={featureReply.ok ? "success" : "error"}>{featureReply.message}</FormAlert>
        </div>
      ) : null}
      {loaderData.deleted ? (
        <div className="mt-3">
          <FormAlert tone="success">{loaderData.deleted}</FormAlert>
        </div>
      ) : null}
      {loaderData.moved ? (
        <div className="mt-3">
          <FormAlert tone={loaderData.moved.ok ? "success" : "error"}>
            {loaderData.moved.message}
          </FormAlert>
        </div>
      ) : null}
      <ListResults
        count={["course", "courses"]}
        total={total}
        filtered={filtered}
        clearTo="/staff/courses"
        none="There is no course yet: add the first one below."
        noneMatch="No course matches."
        countRef={results}
      >
        <DataTable
          label="Courses"
          columns={tableColumns}
          rows={courses}
          rowKey={(course) => course.id}
          minWidth="48rem"
        />
      </ListResults>
      <KeysetLinks
        label="Course pages"
        query={query}
        cursors={cursors}
        previous="Earlier courses"
        next="Later courses"
      />
      <section
        id="new-course"
        tabIndex={-1}
        aria-labelledby="new-course-heading"
        className="mt-10 scroll-mt-4 outline-none"
      >
        <h2 id="new-course-heading" className="font-semibold text-xl">
          Add a course
        </h2>
        <Form
          method="post"
          ref={create.form}
          className="mt-3 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-2"
        >
          <input type="hidden" name="intent" value="create" />
          {actionData && !actionData.ok && !featureReply ? (
            <div className="md:col-span-2">
              <FormAlert tone="error">{actionData.message}</FormAlert>
            </div>
          ) : null}
          <TextField
            label="Title"
            name="title"
            required
            maxLength={200}
            defaultValue={typed("title")}
            error={create.errors.title}
          />
          <TextField
            label="Address"
            name="slug"
            required
            maxLength={100}
            hint="The end of the course page's address, /courses/… Fixed once anyone registers."
            defaultValue={typed("slug")}
            error={create.errors.slug}
          />
          <SelectField
            label="Category"
            name="categorySlug"
            emptyOption="Choose a category"
            required
            options={COURSE_CATEGORIES.map((category) => ({
              value: category.slug,
              label: category.name,
            }))}
            defaultValue={typed("categorySlug")}
            error={create.errors.categorySlug}
          />
          <SelectField
            label="Format"
            name="format"
            emptyOption="Choose a format"
            required
            options={Object.entries(FORMAT_LABELS).map(([value, label]) => ({ value, label }))}
            defaultValue={typed("format")}
            error={create.errors.format}
          />
          <div>
            <SubmitButton busy={create.busy} busyLabel="Adding…">
              Add as a draft
            </SubmitButton>
          </div>
        </Form>
      </section>
    </StaffPage>
  );
}
