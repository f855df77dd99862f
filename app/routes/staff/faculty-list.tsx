import { useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { usePageForm } from "~/components/ui/use-page-form";
import { refuseForm, typedText } from "~/lib/form-reply";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import {
  newFacultySchema,
  staffFacultyFiltersSchema,
} from "~/modules/faculty-editing/faculty-forms";
import { listStaffFaculty } from "~/modules/faculty-editing/load-faculty-editor.server";
import { createFaculty } from "~/modules/faculty-editing/save-faculty.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/faculty-list";

export const meta: Route.MetaFunction = () =>
  pageMeta("Faculty", "The faculty: add and edit the profiles the public pages show.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  const url = new URL(request.url);
  const filters = staffFacultyFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const members = await listStaffFaculty(context.services.database.db, filters);
  return data(
    { members, filters, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  const form = await parseSubmission(request, newFacultySchema, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const created = await createFaculty(context.services.database.db, staff.actor, form.value);
  if (!created.ok) {
    return refuseForm("A faculty member already has this id. Choose another.", {
      errors: { id: "A faculty member already has this id." },
      values: form.value,
      status: 409,
    });
  }
  return redirect(`/staff/faculty/${form.value.id}?created=1`);
}

type Member = Route.ComponentProps["loaderData"]["members"][number];

const COLUMNS: Column<Member>[] = [
  {
    header: "Name",
    rowHeader: true,
    cell: (member) => (
      <Link to={`/staff/faculty/${member.id}`} className="font-semibold text-brand-700 underline">
        {member.name}
      </Link>
    ),
  },
  { header: "Title and organisation", cell: (member) => `${member.title}, ${member.organisation}` },
  { header: "Courses", cell: (member) => member.courses.toLocaleString("en-US"), align: "right" },
  {
    header: "Last change",
    cell: (member) => formatRecordDate(new Date(member.updatedAt)),
    nowrap: true,
  },
];

export default function StaffFacultyListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members, filters, query } = loaderData;
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  const create = usePageForm(actionData);
  const typed = (name: string) => typedText(create.values, name) ?? "";
  return (
    <StaffPage
      title="Faculty"
      intro={
        <p>
          The speakers the faculty page and the course pages show. Choose who teaches a course on
          the course's own page; a profile that a course names cannot be deleted.
        </p>
      }
    >
      <StaffSearchForm label="Find faculty" query={query} layout="single">
        <TextField label="Name, organisation or id" name="q" defaultValue={filters.q ?? ""} />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {members.length === 1 ? "1 faculty member" : `${members.length} faculty members`}.
      </p>
      <div className="mt-3">
        {members.length === 0 ? (
          <EmptyState>
            {filters.q
              ? "No faculty member matches."
              : "There is no faculty member yet: add the first one below."}
          </EmptyState>
        ) : (
          <DataTable
            label="Faculty"
            columns={COLUMNS}
            rows={members}
            rowKey={(member) => member.id}
            minWidth="40rem"
          />
        )}
      </div>
      <section aria-labelledby="new-faculty-heading" className="mt-10">
        <h2 id="new-faculty-heading" className="font-semibold text-xl">
          Add a faculty member
        </h2>
        <Form
          method="post"
          ref={create.form}
          className="mt-3 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-2"
        >
          {actionData && !actionData.ok ? (
            <div className="md:col-span-2">
              <FormAlert tone="error">{actionData.message}</FormAlert>
            </div>
          ) : null}
          <TextField
            label="Name"
            name="name"
            required
            maxLength={120}
            defaultValue={typed("name")}
            error={create.errors.name}
          />
          <TextField
            label="Id"
            name="id"
            required
            maxLength={100}
            hint="Lower-case words joined by hyphens, such as jane-doe: the anchor /faculty#… Fixed once added."
            defaultValue={typed("id")}
            error={create.errors.id}
          />
          <TextField
            label="Title"
            name="title"
            required
            maxLength={160}
            hint="Such as Partner or Legal technologist."
            defaultValue={typed("title")}
            error={create.errors.title}
          />
          <TextField
            label="Organisation"
            name="organisation"
            required
            maxLength={160}
            defaultValue={typed("organisation")}
            error={create.errors.organisation}
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Biography"
              name="bio"
              required
              maxLength={2000}
              defaultValue={typed("bio")}
              error={create.errors.bio}
            />
          </div>
          <div>
            <SubmitButton busy={create.busy} busyLabel="Adding…">
              Add the faculty member
            </SubmitButton>
          </div>
        </Form>
      </section>
    </StaffPage>
  );
}
