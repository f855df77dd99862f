import { useRef } from "react";
import { data, Link } from "react-router";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { formatRecordDate, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { listMailings, MAILINGS_PAGE_SIZE } from "~/modules/mailings/list-mailings.server";
import { mailingListSchema } from "~/modules/mailings/mailing-forms";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/mailings";

export const meta: Route.MetaFunction = () =>
  pageMeta("Mail to registrants", "Messages to a session's or a course's registrants.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "mailings.send");
  const url = new URL(request.url);
  const { q, page } = mailingListSchema.parse(Object.fromEntries(url.searchParams));
  const db = context.services.database.db;
  let result = await listMailings(db, q, page);
  const pages = Math.max(1, Math.ceil(result.total / MAILINGS_PAGE_SIZE));
  // A page past the last (an old link) shows the last one.
  if (page > pages) result = await listMailings(db, q, pages);
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

type Mailing = Route.ComponentProps["loaderData"]["mailings"][number];

const MAILING_STATUS_WORDS = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
} as const;

const COLUMNS: Column<Mailing>[] = [
  {
    header: "Subject",
    rowHeader: true,
    cell: (mailing) => (
      <Link to={`/staff/mailings/${mailing.id}`} className="font-semibold text-brand-700 underline">
        {mailing.subject}
      </Link>
    ),
  },
  {
    header: "To the registrants of",
    cell: (mailing) =>
      mailing.sessionStartsAt
        ? `${mailing.courseTitle}, ${formatSessionDateTime(new Date(mailing.sessionStartsAt))}`
        : mailing.courseTitle,
  },
  {
    header: "Kind",
    cell: (mailing) => (mailing.kind === "marketing" ? "News" : "About their registration"),
  },
  {
    header: "Status",
    cell: (mailing) =>
      mailing.status === "draft"
        ? "Draft"
        : `${MAILING_STATUS_WORDS[mailing.status === "sending" && !mailing.waiting ? "sent" : mailing.status]} to ${mailing.recipientCount}`,
    nowrap: true,
  },
  {
    header: "Written",
    cell: (mailing) => (
      <>
        {formatRecordDate(new Date(mailing.createdAt))}
        <br />
        <span className="break-all text-slate-600">{mailing.authorEmail}</span>
      </>
    ),
  },
];

/** Every message written to registrants, newest first, with a search. */
export default function StaffMailingsPage({ loaderData }: Route.ComponentProps) {
  const { mailings, total, q, page, pages, query } = loaderData;
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Mail to registrants"
      intro={
        <>
          <p>
            Write to a live session's or a course's registrants (or a roster's, as filtered):
            preview it, send yourself a test, then send it.
          </p>
          <p className="mt-3">
            <Link
              to="/staff/mailings/new"
              className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Write a message
            </Link>
          </p>
        </>
      }
    >
      <StaffSearchForm label="Find messages" query={query} layout="single">
        <TextField label="Subject, course or author" name="q" defaultValue={q} />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {total === 1 ? "1 message" : `${total.toLocaleString("en-US")} messages`}.
      </p>
      <div className="mt-3">
        {mailings.length === 0 ? (
          <EmptyState>
            {q ? "No message matches." : "No message has been written to registrants yet."}
          </EmptyState>
        ) : (
          <DataTable
            label="Messages to registrants"
            columns={COLUMNS}
            rows={mailings}
            rowKey={(mailing) => mailing.id}
            minWidth="48rem"
          />
        )}
      </div>
      <PageLinks
        label="Message pages"
        query={query}
        page={page}
        pages={pages}
        previous="Newer messages"
        next="Older messages"
      />
    </StaffPage>
  );
}
