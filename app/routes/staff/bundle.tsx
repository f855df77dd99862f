import { data, Form, Link, redirect } from "react-router";
import { RecentChanges } from "~/components/staff/audit-entries-table";
import { BundleCoursesSection } from "~/components/staff/bundle-courses-section";
import { BundleDetailsFields, dollarsText } from "~/components/staff/bundle-fields";
import { StaffPage } from "~/components/staff/staff-frame";
import { StatusSection } from "~/components/staff/status-section";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { isBundleId } from "~/content/catalogue";
import { BUNDLE_STATUS_LABELS, type BundleStatus } from "~/content/course-types";
import { refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { type BundleStatusChange, bundleIntents } from "~/modules/bundle-editing/bundle-forms";
import { loadBundleEditor } from "~/modules/bundle-editing/load-bundle-editor.server";
import {
  type BundleChange,
  changeBundleCourses,
  changeBundleStatus,
  deleteBundle,
  saveBundleDetails,
} from "~/modules/bundle-editing/save-bundle.server";
import { productQuery } from "~/modules/payments/products";
import { refuseRecordChange } from "~/modules/staff/refuse-record-change.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/bundle";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData ? `Edit: ${loaderData.bundle.title}` : "Bundle", "Edit a course bundle.");

/** What each status offers next, in the order the buttons show. */
const NEXT_STEPS: Record<BundleStatus, { change: BundleStatusChange; label: string }[]> = {
  draft: [
    { change: "publish", label: "Publish (on sale)" },
    { change: "archive", label: "Archive" },
  ],
  published: [
    { change: "unpublish", label: "Unpublish (back to draft)" },
    { change: "archive", label: "Archive (off sale for good)" },
  ],
  archived: [{ change: "restore", label: "Restore as a draft" }],
};

// A save refused because someone else changed the record (409) reloads it,
// so the page shows their version as the message says.
export const shouldRevalidate = revalidateAfterConflict;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isBundleId(params.bundleId)) throw data(null, { status: 404 });
  const loaded = await loadBundleEditor(context.services.database.db, params.bundleId);
  if (!loaded) throw data(null, { status: 404 });
  const created = new URL(request.url).searchParams.has("created");
  return data(
    {
      ...loaded,
      created,
      checkoutPath: `/payment?${new URLSearchParams(productQuery({ kind: "bundle", bundleId: params.bundleId }))}`,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function refusal(change: BundleChange & { ok: false }, intent: string, request: Request) {
  if (change.reason === "gone" || change.reason === "overtaken") {
    return refuseRecordChange(change, { record: "bundle", intent, request });
  }
  if (change.reason === "invalid") return refuseForm(change.message, { intent, status: 409 });
  if (change.reason === "taken") return refuseForm("That id is taken.", { intent, status: 409 });
  return refuseForm(
    "Not deleted: this bundle has been ordered, so it stays on record. Archive it to take it off sale.",
    { intent, status: 409 },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isBundleId(params.bundleId)) throw data(null, { status: 404 });
  const form = await parseIntentSubmission(request, bundleIntents, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const db = context.services.database.db;
  const bundleId = params.bundleId;
  switch (form.intent) {
    case "save": {
      const saved = await saveBundleDetails(db, staff.actor, bundleId, form.value);
      return saved.ok
        ? replyToForm({ ok: true, intent: "save", message: "The bundle is saved." })
        : refusal(saved, "save", request);
    }
    case "add-course":
    case "remove-course":
    case "move-course": {
      const { courseId, version } = form.value;
      const change =
        form.intent === "move-course"
          ? { kind: "move" as const, courseId, direction: form.value.direction }
          : {
              kind: form.intent === "add-course" ? ("add" as const) : ("remove" as const),
              courseId,
            };
      const changed = await changeBundleCourses(db, staff.actor, bundleId, change, version);
      return changed.ok
        ? replyToForm({
            ok: true,
            intent: "courses",
            message: "The bundle's courses are saved.",
          })
        : refusal(changed, "courses", request);
    }
    case "delete": {
      const deleted = await deleteBundle(db, staff.actor, bundleId, form.value.version);
      return deleted.ok ? redirect("/staff/bundles") : refusal(deleted, "status", request);
    }
    default: {
      const changed = await changeBundleStatus(
        db,
        staff.actor,
        bundleId,
        form.value.change,
        form.value.version,
      );
      return changed.ok
        ? replyToForm({ ok: true, intent: "status", message: "The bundle's status is changed." })
        : refusal(changed, "status", request);
    }
  }
}

const COURSES_INTENTS = new Set(["courses", "add-course", "remove-course", "move-course"]);

export default function StaffBundlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { bundle, items, choices, ordered, history, created } = loaderData;
  const details = usePageForm(actionData?.intent === "save" ? actionData : undefined, {
    intent: "save",
  });
  // A change to the courses answers "courses"; a refused field, the form's own intent.
  const coursesReply =
    actionData?.intent && COURSES_INTENTS.has(actionData.intent) ? actionData : undefined;
  const coursesForm = usePageForm(coursesReply, { intent: "add-course" });
  const typed = (name: string) => typedText(details.values, name);
  const statusReply = actionData?.intent === "status" ? actionData : null;
  return (
    <StaffPage
      title={bundle.title}
      intro={
        <p>
          <Link to="/staff/bundles" className="text-brand-700 underline">
            Back to bundles
          </Link>
          <br />
          <span className="font-semibold">{BUNDLE_STATUS_LABELS[bundle.status]}.</span>{" "}
          {bundle.status === "published" ? (
            <>
              On the{" "}
              <Link to="/pricing" className="text-brand-700 underline">
                pricing page
              </Link>{" "}
              and at{" "}
              <Link to={loaderData.checkoutPath} className="text-brand-700 underline">
                checkout
              </Link>
              .
            </>
          ) : (
            "Not on sale."
          )}{" "}
          {ordered ? "It has been ordered: it can be archived, never deleted." : null}
        </p>
      }
    >
      {created ? (
        <FormAlert tone="success">
          The draft bundle is added. Check its courses and their order, then publish it.
        </FormAlert>
      ) : null}
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      <StatusSection
        steps={NEXT_STEPS[bundle.status]}
        version={bundle.version}
        reply={statusReply}
        deleteLabel={bundle.status !== "published" && !ordered ? "Delete this bundle" : null}
      />
      {/* Keyed by the version, so a change saved elsewhere shows once reloaded. */}
      <Form
        key={bundle.version}
        method="post"
        ref={details.form}
        aria-labelledby="bundle-details-heading"
        className="mt-8 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-2"
      >
        <h2 id="bundle-details-heading" className="font-semibold text-xl md:col-span-2">
          Bundle details
        </h2>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={bundle.version} />
        {actionData?.intent === "save" ? (
          <div className="md:col-span-2">
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          </div>
        ) : null}
        <BundleDetailsFields
          values={{
            title: typed("title") ?? bundle.title,
            summary: typed("summary") ?? bundle.summary,
            price: typed("price") ?? dollarsText(bundle.priceCents),
            memberPrice: typed("memberPrice") ?? dollarsText(bundle.memberPriceCents),
          }}
          errors={details.errors}
        />
        <div>
          <SubmitButton busy={details.busy} busyLabel="Saving…">
            Save bundle
          </SubmitButton>
        </div>
      </Form>
      <div className="mt-8">
        <BundleCoursesSection
          items={items}
          choices={choices}
          version={bundle.version}
          reply={coursesReply ?? null}
          busy={coursesForm.busy}
        />
      </div>
      <RecentChanges
        rows={history}
        label="Recent changes to this bundle"
        empty="No staff change yet (the bundle is as first seeded)."
      />
    </StaffPage>
  );
}
