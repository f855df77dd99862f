import { data } from "react-router";
import { CourseAddressForm } from "~/components/staff/course-address-form";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { changeCourseAddress } from "~/modules/course-editing/change-course-address.server";
import { courseAddressSchema } from "~/modules/course-editing/course-forms";
import { loadCourseAddress } from "~/modules/course-editing/load-course-editor.server";
import { readPendingChanges, savedBy } from "~/modules/course-editing/load-pending-changes.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/address";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Address: ${loaderData.course.title}` : "Course address",
    "The course's public address and the former ones that redirect to it.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const loaded = await loadCourseAddress(db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  const pending = await readPendingChanges(db, params.courseId);
  return data(
    {
      ...loaded,
      pendingSlug: pending?.slug ?? null,
      pending: pending?.slug ? savedBy(pending) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseSubmission(request, courseAddressSchema, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const { slug, version } = form.value;
  const pending = form.submission.fields.publishing === "pending";
  const moved = await changeCourseAddress(context.services.database.db, staff.actor, {
    courseId: params.courseId,
    slug,
    version,
    pending,
  });
  if (moved.ok) {
    return replyToForm({
      ok: true,
      message: pending
        ? `Saved as pending changes: the course stays at its address until they are published, then moves to /courses/${slug} and the old address redirects there (see Pending changes).`
        : `The course's address is now /courses/${slug}. Its former addresses redirect there.`,
    });
  }
  if (moved.reason === "taken") {
    // "Has" covers a course whose pending changes would move it there.
    return refuseForm("Not changed: another course has or had this address.", {
      errors: { slug: "Another course has or had this address. Choose another." },
      values: { slug },
      status: 409,
    });
  }
  return refuseCourseChange(moved, { request });
}

/** The course's public address (/courses/…), and the former ones that redirect to it. */
export default function StaffCourseAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, formerAddresses, pending, pendingSlug } = loaderData;
  const addressForm = usePageForm(actionData);
  return (
    <CourseAddressForm
      key={course.version}
      courseId={course.id}
      slug={course.slug}
      pendingSlug={pendingSlug}
      pending={pending}
      version={course.version}
      published={course.status === "published"}
      formerAddresses={formerAddresses}
      typed={typedText(addressForm.values, "slug")}
      error={addressForm.errors.slug}
      alert={actionData ?? null}
      busy={addressForm.busy}
      formRef={addressForm.form}
    />
  );
}
