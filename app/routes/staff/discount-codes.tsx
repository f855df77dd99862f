import { useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import {
  describeCodeState,
  describeReduction,
  describeScope,
} from "~/components/discounts/describe-discount";
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
import { refuseForm, typedText } from "~/lib/form-reply";
import { formatPrice, scheduleToday } from "~/lib/format";
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { createDiscountCode } from "~/modules/discounts/create-discount-code.server";
import { CODE_KIND_FILTERS, CODE_STATE_FILTERS } from "~/modules/discounts/discount-code-filters";
import {
  createDiscountCodeSchema,
  discountCodeFiltersSchema,
} from "~/modules/discounts/discount-forms";
import {
  countDiscountCodes,
  listDiscountCodes,
  listDiscountTargets,
} from "~/modules/discounts/list-discount-codes.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/discount-codes";

export const meta: Route.MetaFunction = () =>
  pageMeta("Discount codes", "Promotion and financial-aid codes: their uses and revenue effect.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "discounts.manage");
  const url = new URL(request.url);
  const { page, ...filters } = discountCodeFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const db = context.services.database.db;
  // One moment for the list and its count, so a code does not change state between them.
  const now = new Date();
  const [list, targets] = await Promise.all([
    loadListPage(page, async (shown) => {
      const [codes, total] = await Promise.all([
        listDiscountCodes(db, { filters, page: shown, now }),
        countDiscountCodes(db, filters, now),
      ]);
      return { codes, total };
    }),
    listDiscountTargets(db),
  ]);
  return data(
    { ...list, targets, filters, query: url.searchParams.toString(), today: scheduleToday() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "discounts.manage");
  const form = await parseSubmission(request, createDiscountCodeSchema, {
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const created = await createDiscountCode(context.services.database.db, staff.actor, form.value);
  if (created.ok) return redirect(`/staff/discount-codes/${created.codeId}?created=1`);
  return refuseForm(created.message, {
    errors: { [created.field]: created.message },
    values: form.submission.fields,
    status: 409,
  });
}

type Code = Route.ComponentProps["loaderData"]["codes"][number];

const COLUMNS: Column<Code>[] = [
  {
    header: "Code",
    rowHeader: true,
    cell: (code) => (
      <Link
        to={`/staff/discount-codes/${code.id}`}
        className="font-semibold text-brand-700 underline"
      >
        {code.code}
      </Link>
    ),
  },
  { header: "Reduction", cell: (code) => describeReduction(code), nowrap: true },
  { header: "For", cell: (code) => describeScope(code) },
  { header: "Kind", cell: (code) => (code.purpose === "aid" ? "Financial aid" : "Promotion") },
  { header: "State", cell: (code) => describeCodeState(code) },
  {
    header: "Paid uses",
    cell: (code) => `${code.paidUses}${code.useLimit ? ` of ${code.useLimit}` : ""}`,
    align: "right",
  },
  { header: "Revenue", cell: (code) => formatPrice(code.revenueCents), align: "right" },
  {
    header: "Discount given",
    cell: (code) => formatPrice(code.discountGivenCents),
    align: "right",
  },
];

export default function StaffDiscountCodesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { codes, targets, today, total, page, pages, filters, query } = loaderData;
  const filtered = Boolean(filters.q || filters.state || filters.kind);
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  const create = usePageForm(actionData);
  const text = (name: string, fallback = "") => typedText(create.values, name) ?? fallback;
  return (
    <StaffPage
      title="Discount codes"
      intro={
        <p>
          Codes buyers enter at payment: promotions made here, and the single-use codes granted from{" "}
          <Link to="/staff/inbox?kind=aid" className="text-brand-700 underline">
            financial-aid requests
          </Link>
          . A use counts while its order is paid or its checkout still open; an abandoned checkout
          gives its use back.
        </p>
      }
      action={<CreateLink to="new-code">Add a code</CreateLink>}
    >
      <StaffSearchForm
        label="Find discount codes"
        query={query}
        layout="grid4"
        clearTo={filtered ? "/staff/discount-codes" : null}
      >
        <TextField label="Code or note" name="q" defaultValue={filters.q ?? ""} />
        <SelectField
          label="State"
          name="state"
          emptyOption="Any state"
          options={Object.entries(CODE_STATE_FILTERS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.state ?? ""}
        />
        <SelectField
          label="Kind"
          name="kind"
          emptyOption="Any kind"
          options={Object.entries(CODE_KIND_FILTERS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.kind ?? ""}
        />
      </StaffSearchForm>
      <ListResults
        count={["discount code", "discount codes"]}
        total={total}
        filtered={filtered}
        clearTo="/staff/discount-codes"
        none="There is no discount code yet: add the first one below."
        noneMatch="No discount code matches."
        countRef={results}
      >
        <DataTable
          label="Discount codes"
          columns={COLUMNS}
          rows={codes}
          rowKey={(code) => code.id}
          minWidth="56rem"
        />
      </ListResults>
      <PageLinks
        label="Discount code pages"
        query={query}
        page={page}
        pages={pages}
        previous="Newer codes"
        next="Older codes"
      />
      <section
        id="new-code"
        tabIndex={-1}
        aria-labelledby="new-code-heading"
        className="mt-10 scroll-mt-4 outline-none"
      >
        <h2 id="new-code-heading" className="font-semibold text-xl">
          Add a code
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
            label="Code"
            name="code"
            required
            maxLength={40}
            hint="3 to 40 letters, digits or dashes; buyers may type it in any case."
            defaultValue={text("code")}
            error={create.errors.code}
          />
          <SelectField
            label="Reduction as"
            name="kind"
            options={[
              { value: "percent", label: "A percentage" },
              { value: "amount", label: "An amount in dollars" },
            ]}
            defaultValue={text("kind", "percent")}
            error={create.errors.kind}
          />
          <TextField
            label="Reduction (percent, or dollars)"
            name="value"
            required
            inputMode="decimal"
            defaultValue={text("value")}
            error={create.errors.value}
          />
          <SelectField
            label="Applies to"
            name="scope"
            options={[
              { value: "all", label: "All courses and bundles" },
              { value: "course", label: "One course" },
              { value: "bundle", label: "One bundle" },
            ]}
            defaultValue={text("scope", "all")}
            error={create.errors.scope}
          />
          <SelectField
            label="Course (when it applies to one course)"
            name="courseId"
            emptyOption="No course"
            options={targets.courses.map((course) => ({ value: course.id, label: course.title }))}
            defaultValue={text("courseId")}
            error={create.errors.courseId}
          />
          <SelectField
            label="Bundle (when it applies to one bundle)"
            name="bundleId"
            emptyOption="No bundle"
            options={targets.bundles.map((bundle) => ({ value: bundle.id, label: bundle.title }))}
            defaultValue={text("bundleId")}
            error={create.errors.bundleId}
          />
          <TextField
            label="Use limit (blank: no limit)"
            name="useLimit"
            inputMode="numeric"
            defaultValue={text("useLimit")}
            error={create.errors.useLimit}
          />
          <TextField
            label="Uses per account (blank: no limit)"
            name="perAccountLimit"
            inputMode="numeric"
            defaultValue={text("perAccountLimit", "1")}
            error={create.errors.perAccountLimit}
          />
          <TextField
            label="First day (Eastern time)"
            name="startsOn"
            type="date"
            required
            defaultValue={text("startsOn", today)}
            error={create.errors.startsOn}
          />
          <TextField
            label="Last day (blank: no end)"
            name="endsOn"
            type="date"
            defaultValue={text("endsOn")}
            error={create.errors.endsOn}
          />
          <TextField
            label="Only for the account with this e-mail (optional)"
            name="accountEmail"
            type="email"
            defaultValue={text("accountEmail")}
            error={create.errors.accountEmail}
          />
          <TextField
            label="Note for staff (optional)"
            name="note"
            maxLength={500}
            defaultValue={text("note")}
            error={create.errors.note}
          />
          <div className="md:col-span-2">
            <SubmitButton busy={create.busy} busyLabel="Adding…">
              Add the code
            </SubmitButton>
          </div>
        </Form>
      </section>
    </StaffPage>
  );
}
