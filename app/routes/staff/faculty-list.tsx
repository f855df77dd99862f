import { useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { CreateLink } from "~/components/staff/create-link";
import { ListResults } from "~/components/staff/list-results";
import { PageLinks } from "~/components/staff/page-links";
import { StaffPage } from "~/components/staff/staff-frame";
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
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import {
  newFacultySchema,
  staffFacultyFiltersSchema,
} from "~/modules/faculty-editing/faculty-forms";
import {
  countStaffFaculty,
  listStaffFaculty,
} from "~/modules/faculty-editing/load-faculty-editor.server";
import { createFaculty } from "~/modules/faculty-editing/save-faculty.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/faculty-list";

export const meta: Route.MetaFunction = () =>
  pageMeta("Faculty", "The faculty: add and edit the profiles the public pages show.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  const url = new URL(request.url);
  const { page, ...filters } = staffFacultyFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const db = context.services.database.db;
  const list = await loadListPage(page, async (shown) => {
    const [members, total] = await Promise.all([
      listStaffFaculty(db, filters, shown),
      countStaffFaculty(db, filters),
    ]);
    return { members, total };
  });
  return data(
    { ...list, filters, query: url.searchParams.toString() },
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
  const { members, total, page, pages, filters, query } = loaderData;
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
      action={<CreateLink to="new-faculty">Add a faculty member</CreateLink>}
    >
      <StaffSearchForm
        label="Find faculty"
        query={query}
        layout="single"
        clearTo={filters.q ? "/staff/faculty" : null}
      >
        <TextField label="Name, organisation or id" name="q" defaultValue={filters.q ?? ""} />
      </StaffSearchForm>
      <ListResults
        count={["faculty member", "faculty members"]}
        total={total}
        filtered={Boolean(filters.q)}
        clearTo="/staff/faculty"
        none="There is no faculty member yet: add the first one below."
        noneMatch="No faculty member matches."
        countRef={results}
      >
        <DataTable
          label="Faculty"
          columns={COLUMNS}
          rows={members}
          rowKey={(member) => member.id}
          minWidth="40rem"
        />
      </ListResults>
      <PageLinks
        label="Faculty pages"
        query={query}
        page={page}
        pages={pages}
        previous="Earlier names"
        next="Later names"
      />
      <section
        id="new-faculty"
        tabIndex={-1}
        aria-labelledby="new-faculty-heading"
        className="mt-10 scroll-mt-4 outline-none"
      >
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
