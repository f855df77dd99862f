import { useRef } from "react";
import { data, Link } from "react-router";
import { BulkActionForm, BulkCheckbox } from "~/components/staff/bulk-action-form";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { attendeeSearchSchema } from "~/modules/rosters/attendee-forms";
import { ATTENDEES_PAGE_SIZE, listAttendees } from "~/modules/rosters/list-attendees.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/attendees";

export const meta: Route.MetaFunction = () =>
  pageMeta("Attendees", "Look a person up by name, e-mail or bar number.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "attendees.view");
  const url = new URL(request.url);
  const { q, page } = attendeeSearchSchema.parse(Object.fromEntries(url.searchParams));
  const db = context.services.database.db;
  let result = await listAttendees(db, q ?? "", page);
  const pages = Math.max(1, Math.ceil(result.total / ATTENDEES_PAGE_SIZE));
  if (page > pages) result = await listAttendees(db, q ?? "", pages);
  return data(
    {
      ...result,
      q: q ?? "",
      page: Math.min(page, pages),
      pages,
      query: url.searchParams.toString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Person = Route.ComponentProps["loaderData"]["people"][number];

const COLUMNS: Column<Person>[] = [
  { header: "Choose", cell: (person) => <BulkCheckbox value={person.id} label={person.name} /> },
  {
    header: "Name",
    rowHeader: true,
    cell: (person) => (
      <Link
        to={`/staff/attendees/${encodeURIComponent(person.id)}`}
        className="font-semibold text-brand-700 underline"
      >
        {person.name}
      </Link>
    ),
  },
  { header: "E-mail", cell: (person) => <span className="break-all">{person.email}</span> },
  { header: "Registrations", cell: (person) => person.registrations, align: "right" },
  {
    header: "Account since",
    cell: (person) => formatRecordDate(new Date(person.createdAt)),
    nowrap: true,
  },
];

export default function StaffAttendeesPage({ loaderData }: Route.ComponentProps) {
  const { people, total, q, page, pages, query } = loaderData;
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Attendees"
      intro={<p>Find a person by name, e-mail or bar number; newest accounts first.</p>}
    >
      <StaffSearchForm label="Find attendees" query={query} layout="single">
        <TextField label="Name, e-mail or bar number" name="q" defaultValue={q} />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {total === 1 ? "1 person" : `${total.toLocaleString("en-US")} people`}
        {q ? " match" : ""}.{" "}
        {total > 0 ? (
          <a
            href={`/staff/attendees/export.csv${q ? `?${new URLSearchParams({ q })}` : ""}`}
            download
            className="font-semibold text-brand-700 underline"
          >
            Export these people (CSV)
          </a>
        ) : null}
      </p>
      {people.length > 0 ? (
        <BulkActionForm
          reply={undefined}
          total={total}
          noun="people"
          filters={q ? { q } : {}}
          method="get"
          action="/staff/attendees/export.csv"
          actions={[{ value: "export", label: "Export as CSV" }]}
          submitLabel="Export the chosen people (CSV)"
        />
      ) : null}
      <div className="mt-3">
        {people.length === 0 ? (
          <EmptyState>{q ? "Nobody matches." : "No account has been opened yet."}</EmptyState>
        ) : (
          <DataTable
            label="Attendees found"
            columns={COLUMNS}
            rows={people}
            rowKey={(person) => person.id}
            minWidth="40rem"
          />
        )}
      </div>
      <PageLinks
        label="Attendee pages"
        query={query}
        page={page}
        pages={pages}
        previous="Newer accounts"
        next="Older accounts"
      />
    </StaffPage>
  );
}
