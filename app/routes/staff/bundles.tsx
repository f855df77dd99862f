import { useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { BundleDetailsFields } from "~/components/staff/bundle-fields";
import { CreateLink } from "~/components/staff/create-link";
import { ListResults } from "~/components/staff/list-results";
import { PageLinks } from "~/components/staff/page-links";
import { StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { usePageForm } from "~/components/ui/use-page-form";
import { BUNDLE_STATUS_LABELS, COURSE_STATUS_LABELS } from "~/content/course-types";
import { refuseForm, typedList, typedText } from "~/lib/form-reply";
import { formatPrice, formatRecordDate } from "~/lib/format";
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import {
  NEW_BUNDLE_LISTS,
  newBundleSchema,
  staffBundleFiltersSchema,
} from "~/modules/bundle-editing/bundle-forms";
import { MIN_BUNDLE_COURSES } from "~/modules/bundle-editing/bundle-limits";
import {
  countStaffBundles,
  listBundleCourseChoices,
  listStaffBundles,
} from "~/modules/bundle-editing/load-bundle-editor.server";
import { createBundle } from "~/modules/bundle-editing/save-bundle.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/bundles";

export const meta: Route.MetaFunction = () =>
  pageMeta("Bundles", "Course bundles: add and edit what the pricing page and checkout sell.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  const url = new URL(request.url);
  const { page, ...filters } = staffBundleFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const db = context.services.database.db;
  const [list, choices] = await Promise.all([
    loadListPage(page, async (shown) => {
      const [bundles, total] = await Promise.all([
        listStaffBundles(db, filters, shown),
        countStaffBundles(db, filters),
      ]);
      return { bundles, total };
    }),
    listBundleCourseChoices(db),
  ]);
  return data(
    { ...list, choices, filters, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  const form = await parseSubmission(request, newBundleSchema, {
    lists: NEW_BUNDLE_LISTS,
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const created = await createBundle(context.services.database.db, staff.actor, form.value);
  if (created.ok) return redirect(`/staff/bundles/${form.value.id}?created=1`);
  // What was typed, as typed (the prices as dollars), with the courses chosen.
  const values = { ...form.submission.fields, courseIds: form.value.courseIds };
  if (created.reason === "taken") {
    return refuseForm("A bundle already has this id. Choose another.", {
      errors: { id: "A bundle already has this id." },
      values,
      status: 409,
    });
  }
  const message = created.reason === "invalid" ? created.message : "Not added.";
  return refuseForm(message, { errors: { courseIds: message }, values, status: 409 });
}

type Bundle = Route.ComponentProps["loaderData"]["bundles"][number];

const COLUMNS: Column<Bundle>[] = [
  {
    header: "Bundle",
    rowHeader: true,
    cell: (bundle) => (
      <Link to={`/staff/bundles/${bundle.id}`} className="font-semibold text-brand-700 underline">
        {bundle.title}
      </Link>
    ),
  },
  { header: "Status", cell: (bundle) => BUNDLE_STATUS_LABELS[bundle.status] },
  { header: "Courses", cell: (bundle) => String(bundle.courses), align: "right" },
  {
    header: "Price (members)",
    cell: (bundle) => `${formatPrice(bundle.priceCents)} (${formatPrice(bundle.memberPriceCents)})`,
    nowrap: true,
  },
  {
    header: "Last change",
    cell: (bundle) => formatRecordDate(new Date(bundle.updatedAt)),
    nowrap: true,
  },
];

export default function StaffBundlesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { bundles, choices, total, page, pages, filters, query } = loaderData;
  const filtered = Boolean(filters.q || filters.status);
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  const create = usePageForm(actionData);
  const text = (name: string) => typedText(create.values, name) ?? "";
  const chosen = new Set(typedList(create.values, "courseIds"));
  return (
    <StaffPage
      title="Bundles"
      intro={
        <p>
          Courses sold together at one price. Buying a bundle registers the buyer in each of its
          courses. Published bundles are on the pricing page and at checkout; changes show there at
          once. A bundle anyone ordered is archived, never deleted.
        </p>
      }
      action={<CreateLink to="new-bundle">Add a bundle</CreateLink>}
    >
      <StaffSearchForm
        label="Find bundles"
        query={query}
        layout="withSelect"
        clearTo={filtered ? "/staff/bundles" : null}
      >
        <TextField label="Title or id" name="q" defaultValue={filters.q ?? ""} />
        <SelectField
          label="Status"
          name="status"
          emptyOption="Any status"
          options={Object.entries(BUNDLE_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.status ?? ""}
        />
      </StaffSearchForm>
      <ListResults
        count={["bundle", "bundles"]}
        total={total}
        filtered={filtered}
        clearTo="/staff/bundles"
        none="There is no bundle yet: add the first one below."
        noneMatch="No bundle matches."
        countRef={results}
      >
        <DataTable
          label="Bundles"
          columns={COLUMNS}
          rows={bundles}
          rowKey={(bundle) => bundle.id}
          minWidth="40rem"
        />
      </ListResults>
      <PageLinks
        label="Bundle pages"
        query={query}
        page={page}
        pages={pages}
        previous="Earlier bundles"
        next="Later bundles"
      />
      <section
        id="new-bundle"
        tabIndex={-1}
        aria-labelledby="new-bundle-heading"
        className="mt-10 scroll-mt-4 outline-none"
      >
        <h2 id="new-bundle-heading" className="font-semibold text-xl">
          Add a bundle
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
          <div className="md:col-span-2">
            <TextField
              label="Id"
              name="id"
              required
              maxLength={100}
              hint="Lower-case words joined by hyphens, such as ethics-bundle: named in orders and checkout links. Fixed once added."
              defaultValue={text("id")}
              error={create.errors.id}
            />
          </div>
          <BundleDetailsFields
            values={{
              title: text("title"),
              summary: text("summary"),
              price: text("price"),
              memberPrice: text("memberPrice"),
            }}
            errors={create.errors}
          />
          <fieldset
            className="md:col-span-2"
            aria-describedby={create.errors.courseIds ? "bundle-courses-error" : undefined}
          >
            <legend className="mb-2 font-semibold">
              Courses (at least {MIN_BUNDLE_COURSES}; order them on the bundle's page)
            </legend>
            {choices.length === 0 ? (
              <p className="text-slate-700">No course yet: add courses under Courses first.</p>
            ) : (
              <ul className="grid gap-2 md:grid-cols-2">
                {choices.map((course) => (
                  <li key={course.id}>
                    <label className="flex min-h-6 items-start gap-2">
                      <input
                        type="checkbox"
                        name="courseIds"
                        value={course.id}
                        defaultChecked={chosen.has(course.id)}
                        className="mt-1 size-4"
                      />
                      <span>
                        {course.title}
                        {course.status === "published" ? null : (
                          <span className="text-slate-600">
                            {" "}
                            ({COURSE_STATUS_LABELS[course.status]})
                          </span>
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {create.errors.courseIds ? (
              <p id="bundle-courses-error" className="mt-2 text-red-700 text-sm">
                {create.errors.courseIds}
              </p>
            ) : null}
          </fieldset>
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
