import { data, Form, Link, redirect } from "react-router";
import { RecentChanges } from "~/components/staff/audit-entries-table";
import { FacultyLoginForm } from "~/components/staff/faculty-login-form";
import { FacultyPortraitForm } from "~/components/staff/faculty-portrait-form";
import { StaffPage } from "~/components/staff/staff-frame";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { isFacultyId } from "~/content/catalogue";
import { shippedPortraitFor } from "~/content/course-artwork";
import { COURSE_STATUS_LABELS } from "~/content/course-types";
import { FIELD_ERRORS_MESSAGE, refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { facultyPortraitPicture } from "~/lib/picture";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { changeFacultyPortrait } from "~/modules/faculty-editing/change-faculty-portrait.server";
import { facultyIntents } from "~/modules/faculty-editing/faculty-forms";
import { loadFacultyEditor } from "~/modules/faculty-editing/load-faculty-editor.server";
import {
  deleteFaculty,
  type FacultyChange,
  saveFaculty,
} from "~/modules/faculty-editing/save-faculty.server";
import { setFacultyLogin } from "~/modules/faculty-editing/set-faculty-login.server";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "~/modules/media/image-rules";

import { refuseRecordChange } from "~/modules/staff/refuse-record-change.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/faculty-member";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Edit: ${loaderData.member.name}` : "Faculty member",
    "Edit a faculty profile.",
  );

// A save refused because someone else changed the record (409) reloads it,
// so the page shows their version as the message says.
export const shouldRevalidate = revalidateAfterConflict;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  // Faculty ids have the same shape as course ids (lower-case words joined by hyphens).
  if (!isFacultyId(params.facultyId)) throw data(null, { status: 404 });
  const loaded = await loadFacultyEditor(context.services.database.db, params.facultyId);
  if (!loaded) throw data(null, { status: 404 });
  const created = new URL(request.url).searchParams.has("created");
  const hasShippedPortrait = shippedPortraitFor(params.facultyId) !== null;
  return data(
    { ...loaded, created, hasShippedPortrait },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function refusal(change: FacultyChange & { ok: false }, intent: string, request: Request) {
  if (change.reason === "gone" || change.reason === "overtaken") {
    return refuseRecordChange(change, { record: "faculty", intent, request });
  }
  if (change.reason === "taken") return refuseForm("That id is taken.", { intent, status: 409 });
  return refuseForm(
    `Not deleted: ${change.courses.join(", ")} ${change.courses.length === 1 ? "names" : "name"} this faculty member. Take them off ${change.courses.length === 1 ? "that course" : "those courses"} first (on each course's page, under Faculty).`,
    { intent, status: 409 },
  );
}

/** What the portrait form says once done, by the change asked. */
const PORTRAIT_CHANGED = {
  upload: "The portrait is uploaded: the faculty and course pages show it now.",
  shipped: "The drawn portrait is back on the faculty and course pages.",
  remove: "The portrait is removed: the faculty and course pages show the initials.",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isFacultyId(params.facultyId)) throw data(null, { status: 404 });
  const form = await parseIntentSubmission(request, facultyIntents, {
    files: true,
    // The portrait and its multipart wrapping: only the portrait form posts this much.
    maxBytes: IMAGE_MAX_BYTES + 256 * 1024,
    refuseTooLarge: () =>
      refuseForm(FIELD_ERRORS_MESSAGE, {
        intent: "portrait",
        errors: { portrait: IMAGE_MESSAGES.tooLarge },
        status: 413,
      }),
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { database, mediaStore } = context.services;
  const db = database.db;
  if (form.intent === "portrait") {
    const { version, change, portrait } = form.value;
    const changed = await changeFacultyPortrait(
      { db, store: mediaStore },
      staff.actor,
      params.facultyId,
      change === "upload" && portrait
        ? { version, change: "upload", upload: portrait.bytes }
        : { version, change: change === "shipped" ? "shipped" : "remove" },
    );
    if (changed.ok) {
      return replyToForm({ ok: true, intent: "portrait", message: PORTRAIT_CHANGED[change] });
    }
    if (changed.reason === "image") {
      return refuseForm(FIELD_ERRORS_MESSAGE, {
        intent: "portrait",
        errors: { portrait: changed.message },
        status: changed.status,
      });
    }
    if (changed.reason === "no-shipped") {
      return refuseForm("No portrait was drawn for this faculty member: upload one instead.", {
        intent: "portrait",
        status: 409,
      });
    }
    return refusal(changed, "portrait", request);
  }
  if (form.intent === "login") {
    const set = await setFacultyLogin(db, staff.actor, params.facultyId, form.value);
    if (set.ok) {
      return replyToForm({
        ok: true,
        intent: "login",
        message: set.loginEmail
          ? `The login is saved: ${set.loginEmail} opens the faculty desk once confirmed.`
          : "The login is removed.",
      });
    }
    if (set.reason === "taken") {
      return refuseForm(FIELD_ERRORS_MESSAGE, {
        intent: "login",
        errors: { loginEmail: `${set.by} signs in with this address already.` },
        values: { loginEmail: form.value.loginEmail },
        status: 409,
      });
    }
    return refuseRecordChange(set, { record: "faculty", intent: "login", request });
  }
  if (form.intent === "delete") {
    const deleted = await deleteFaculty(db, staff.actor, params.facultyId, form.value.version);
    return deleted.ok ? redirect("/staff/faculty") : refusal(deleted, "delete", request);
  }
  const saved = await saveFaculty(db, staff.actor, params.facultyId, form.value);
  return saved.ok
    ? replyToForm({ ok: true, intent: "save", message: "The profile is saved." })
    : refusal(saved, "save", request);
}

export default function StaffFacultyMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member, teaching, history, created } = loaderData;
  const profile = usePageForm(actionData?.intent === "save" ? actionData : undefined, {
    intent: "save",
  });
  const value = (name: "name" | "title" | "organisation" | "bio") =>
    typedText(profile.values, name) ?? member[name];
  const deleteReply = actionData?.intent === "delete" ? actionData : null;
  const portraitForm = usePageForm(actionData?.intent === "portrait" ? actionData : undefined, {
    intent: "portrait",
  });
  const loginForm = usePageForm(actionData?.intent === "login" ? actionData : undefined, {
    intent: "login",
  });
  return (
    <StaffPage
      title={member.name}
      intro={
        <p>
          <Link to="/staff/faculty" className="text-brand-700 underline">
            Back to faculty
          </Link>
          <br />
          Shown on the{" "}
          <Link to={`/faculty#${member.id}`} className="text-brand-700 underline">
            faculty page
          </Link>{" "}
          and on the page of each published course that names this member. Saved changes show there
          at once.
        </p>
      }
    >
      {created ? <FormAlert tone="success">The faculty member is added.</FormAlert> : null}
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      {/* Keyed by the version, so a change saved elsewhere shows once reloaded. */}
      <Form
        key={member.version}
        method="post"
        ref={profile.form}
        aria-labelledby="profile-heading"
        className="mt-4 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-2"
      >
        <h2 id="profile-heading" className="font-semibold text-xl md:col-span-2">
          Profile
        </h2>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={member.version} />
        {actionData?.intent === "save" ? (
          <div className="md:col-span-2">
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          </div>
        ) : null}
        <TextField
          label="Name"
          name="name"
          required
          maxLength={120}
          defaultValue={value("name")}
          error={profile.errors.name}
        />
        <TextField
          label="Title"
          name="title"
          required
          maxLength={160}
          hint="Such as Partner or Legal technologist."
          defaultValue={value("title")}
          error={profile.errors.title}
        />
        <TextField
          label="Organisation"
          name="organisation"
          required
          maxLength={160}
          defaultValue={value("organisation")}
          error={profile.errors.organisation}
        />
        <div className="md:col-span-2">
          <TextAreaField
            label="Biography"
            name="bio"
            required
            maxLength={2000}
            rows={8}
            defaultValue={value("bio")}
            error={profile.errors.bio}
          />
        </div>
        <div>
          <SubmitButton busy={profile.busy} busyLabel="Saving…">
            Save profile
          </SubmitButton>
        </div>
      </Form>
      <FacultyPortraitForm
        key={`portrait-${member.version}`}
        name={member.name}
        portrait={facultyPortraitPicture(member)}
        uploaded={member.portraitKey !== null}
        hasShipped={loaderData.hasShippedPortrait}
        version={member.version}
        errors={portraitForm.errors}
        alert={actionData?.intent === "portrait" ? actionData : null}
        busy={portraitForm.busy}
        formRef={portraitForm.form}
      />
      <FacultyLoginForm
        key={`login-${member.version}`}
        name={member.name}
        loginEmail={member.loginEmail}
        typed={typedText(loginForm.values, "loginEmail")}
        version={member.version}
        error={loginForm.errors.loginEmail}
        alert={actionData?.intent === "login" ? actionData : null}
        busy={loginForm.busy}
        formRef={loginForm.form}
      />
      <section aria-labelledby="teaching-heading" className="mt-10">
        <h2 id="teaching-heading" className="font-semibold text-xl">
          Courses
        </h2>
        {teaching.length === 0 ? (
          <p className="mt-3 text-slate-700">No course names this faculty member.</p>
        ) : (
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {teaching.map((course) => (
              <li key={course.id}>
                <Link to={`/staff/courses/${course.id}`} className="text-brand-700 underline">
                  {course.title}
                </Link>{" "}
                ({COURSE_STATUS_LABELS[course.status]})
              </li>
            ))}
          </ul>
        )}
        {deleteReply ? (
          <div className="mt-3">
            <FormAlert tone="error">{deleteReply.message}</FormAlert>
          </div>
        ) : null}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="version" value={member.version} />
          <button
            type="submit"
            className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
          >
            Delete this faculty member
          </button>
          {teaching.length > 0 ? (
            <p className="mt-2 text-slate-700 text-sm">
              A faculty member a course names cannot be deleted: take them off the course first.
            </p>
          ) : null}
        </Form>
      </section>
      <RecentChanges
        rows={history}
        label="Recent changes to this profile"
        empty="No staff change yet (the profile is as first seeded)."
      />
    </StaffPage>
  );
}
