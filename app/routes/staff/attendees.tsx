import { useRef } from "react";
import { data, Link } from "react-router";
import { BulkActionForm, BulkCheckbox } from "~/components/staff/bulk-action-form";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { formatRecordDate } from "~/lib/format";
import { readCursor } from "~/lib/keyset-cursor";
import { countWords } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { attendeeSearchSchema } from "~/modules/rosters/attendee-forms";
import { ATTENDEES_KEYSET, listAttendees } from "~/modules/rosters/list-attendees.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/attendees";

export const meta: Route.MetaFunction = () =>
  pageMeta("Attendees", "Look a person up by name, e-mail or bar number.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "attendees.view");
  const url = new URL(request.url);
  const { q } = attendeeSearchSchema.parse(Object.fromEntries(url.searchParams));
  const cursor = readCursor(url.searchParams, keyKinds(ATTENDEES_KEYSET));
  const result = await listAttendees(context.services.database.db, q ?? "", cursor);
  return data(
    {
      ...result,
      q: q ?? "",
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
  const { people, total, q, cursors, query } = loaderData;
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
        {countWords(total, ["person", "people"])}
        {q ? " match" : ""}.{" "}
        {total.count > 0 ? (
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
      <KeysetLinks
        label="Attendee pages"
        query={query}
        cursors={cursors}
        previous="Newer accounts"
        next="Older accounts"
      />
    </StaffPage>
  );
}
