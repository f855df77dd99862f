import { data, Form, Link } from "react-router";
import { PendingChangesDiff } from "~/components/staff/pending-changes-diff";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { replyToForm } from "~/lib/form-reply";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { loadPendingChanges } from "~/modules/course-editing/load-pending-changes.server";
import { pendingChangesIntents } from "~/modules/course-editing/pending-changes-forms";
import {
  discardPendingChanges,
  publishPendingChanges,
} from "~/modules/course-editing/publish-pending-changes.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/changes";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Pending changes: ${loaderData.course.title}` : "Pending changes",
    "What the course's public page will show once its pending changes are published.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const loaded = await loadPendingChanges(context.services.database.db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  return data(loaded, { headers: { "Cache-Control": "private, no-store" } });
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseIntentSubmission(request, pendingChangesIntents);
  if (!form.ok) return form.response;
  const db = context.services.database.db;
  const options = {
    courseId: params.courseId,
    version: form.value.version,
    store: context.services.mediaStore,
  };
  if (form.intent === "publish") {
    const published = await publishPendingChanges(db, staff.actor, options);
    return published.ok
      ? replyToForm({ ok: true, message: "Published: the public page now shows these changes." })
      : refuseCourseChange(published, { intent: "publish", request });
  }
  const discarded = await discardPendingChanges(db, staff.actor, options);
  return discarded.ok
    ? replyToForm({ ok: true, message: "Discarded: the public page stays as it was." })
    : refuseCourseChange(discarded, { intent: "discard", request });
}

/** A published course's pending changes: the public page now and after, then publish or discard. */
export default function StaffCoursePendingChangesPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { course, pending, changes, parts } = loaderData;
  const publish = usePageForm(actionData, { intent: "publish" });
  const discard = usePageForm(actionData, { intent: "discard" });
  return (
    <section aria-labelledby="pending-heading" className="grid gap-4">
      <h2 id="pending-heading" className="font-semibold text-xl">
        Pending changes
      </h2>
      {actionData ? (
        <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
      ) : null}
      {pending && changes.length + parts.length > 0 ? (
        <>
          <p>
            Saved by {pending.savedByEmail} on {formatRecordDate(new Date(pending.savedAt))}. The{" "}
            <Link to={`/courses/${course.slug}`} className="text-brand-700 underline">
              public page
            </Link>{" "}
            does not show them until they are published; each part below reads as the public page
            shows it now and as it will after publishing. To change them, edit the{" "}
            <Link to={`/staff/courses/${course.id}`} className="text-brand-700 underline">
              details
            </Link>
            , artwork, materials, lecture chapters or address and save them as pending changes
            again. Publishing puts them all on the public page at once.
          </p>
          <PendingChangesDiff changes={[...changes, ...parts]} />
          <div className="flex flex-wrap gap-3">
            <Form method="post" ref={publish.form}>
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="version" value={course.version} />
              <SubmitButton busy={publish.busy} busyLabel="Publishing…">
                Publish these changes
              </SubmitButton>
            </Form>
            <Form method="post" ref={discard.form}>
              <input type="hidden" name="intent" value="discard" />
              <input type="hidden" name="version" value={course.version} />
              <SubmitButton busy={discard.busy} busyLabel="Discarding…" tone="danger">
                Discard these changes
              </SubmitButton>
            </Form>
          </div>
        </>
      ) : (
        <p>
          No pending changes.{" "}
          {course.status === "published"
            ? "On the details, artwork, materials, lecture media and address pages, “Save as pending changes” keeps edits off the public page until they are published here."
            : "A course that is not published has no public page yet: its edits are saved directly."}
        </p>
      )}
    </section>
  );
}
