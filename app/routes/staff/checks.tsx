import { data, Link } from "react-router";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { PageSection } from "~/components/staff/page-section";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { findState } from "~/content/states";
import {
  formatCategoryCredits,
  formatClock,
  formatRecordDate,
  formatSessionDateTime,
} from "~/lib/format";
import { type PageCursors, readCursor } from "~/lib/keyset-cursor";
import { pageMeta } from "~/lib/meta";
import { CORRECTION_OUTCOME_LABELS } from "~/modules/attendance/attendance-correction-fields";
import type {
  CertificateFlag,
  CreditFlag,
  SpacingFlag,
} from "~/modules/provider-compliance/compliance-checks";
import {
  CREDIT_FLAGS_KEYSET,
  FLAGGED_KEYSET,
  listComplianceChecks,
} from "~/modules/provider-compliance/list-compliance-checks.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/checks";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Compliance checks",
    "Codes spaced against New York's rule, certificates without every code, short watching time, and credits that differ from the course's.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "attendance.view");
  const params = new URL(request.url).searchParams;
  // Each list pages on its own: its cursor's parameters carry its name (`codes-after`).
  const checks = await listComplianceChecks(context.services.database.db, {
    codes: readCursor(params, keyKinds(FLAGGED_KEYSET), "codes-"),
    watching: readCursor(params, keyKinds(FLAGGED_KEYSET), "watching-"),
    credits: readCursor(params, keyKinds(CREDIT_FLAGS_KEYSET), "credits-"),
  });
  return data(
    {
      ...checks,
      query: params.toString(),
      mayEditCourses: staff.permissions.has("courses.manage"),
      mayEditSessions: staff.permissions.has("sessions.manage"),
      mayManageCertificates: staff.permissions.has("certificates.manage"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const LINK = "font-semibold text-brand-700 underline";

/** A check's count, bounded as the long lists' are (decision 0077): "more than 5,000". */
function counted({ count, more }: { count: number; more: boolean }): string {
  return more ? `more than ${count.toLocaleString("en-US")}` : count.toLocaleString("en-US");
}

export default function StaffChecksPage({ loaderData }: Route.ComponentProps) {
  const { spacing, missingCodes, shortWatching, creditDifferences, query } = loaderData;
  const certificateLink = (row: CertificateFlag) => (
    <Link
      to={
        loaderData.mayManageCertificates
          ? `/staff/certificates/${encodeURIComponent(row.id)}`
          : `/certificates/${encodeURIComponent(row.id)}`
      }
      className={LINK}
    >
      {row.id}
    </Link>
  );
  const explained = (row: CertificateFlag) =>
    row.uid ? (
      <Link
        to={`/staff/attendees/${encodeURIComponent(row.uid)}/courses/${encodeURIComponent(row.courseId)}/attendance`}
        className={LINK}
      >
        {row.correction ? `Corrected: ${CORRECTION_OUTCOME_LABELS[row.correction]}` : "Review"}
        <span className="sr-only">
          {" "}
          attendance of {row.attorneyName} at {row.courseTitle}
        </span>
      </Link>
    ) : (
      "Account closed"
    );
  const certificateColumns = <Row extends CertificateFlag>(
    ...figures: Column<Row>[]
  ): Column<Row>[] => [
    { header: "Certificate", rowHeader: true, cell: certificateLink, nowrap: true },
    { header: "Attorney", cell: (row) => row.attorneyName },
    { header: "Course", cell: (row) => row.courseTitle },
    { header: "State", cell: (row) => findState(row.stateSlug)?.name ?? row.stateSlug },
    ...figures,
    { header: "Issued", cell: (row) => formatRecordDate(new Date(row.issuedAt)), nowrap: true },
    { header: "Attendance", cell: explained },
  ];
  const reissueLink = (row: CreditFlag) =>
    loaderData.mayManageCertificates ? (
      <Link
        to={`/staff/certificates/${encodeURIComponent(row.id)}#reissue-heading`}
        className={LINK}
      >
        Re-issue<span className="sr-only"> certificate {row.id}</span>
      </Link>
    ) : (
      "A compliance officer"
    );
  const spacingColumns: Column<SpacingFlag>[] = [
    { header: "Course", rowHeader: true, cell: (row) => row.courseTitle },
    {
      header: "Codes of",
      cell: (row) =>
        row.sessionStartsAt
          ? `The live session of ${formatSessionDateTime(new Date(row.sessionStartsAt))}`
          : "The on-demand lecture",
    },
    { header: "Problem", cell: (row) => row.problem },
    {
      header: "Fix it",
      cell: (row) =>
        row.liveSessionId && loaderData.mayEditSessions ? (
          <Link
            to={`/staff/live-sessions/${encodeURIComponent(row.liveSessionId)}`}
            className={LINK}
          >
            Session<span className="sr-only"> of {row.courseTitle}</span>
          </Link>
        ) : !row.liveSessionId && loaderData.mayEditCourses ? (
          <Link
            to={`/staff/courses/${encodeURIComponent(row.courseId)}#lecture-media-heading`}
            className={LINK}
          >
            Lecture media<span className="sr-only"> of {row.courseTitle}</span>
          </Link>
        ) : (
          "A course manager"
        ),
    },
  ];
  return (
    <StaffPage
      title="Compliance checks"
      intro={
        <p>
          What a regulator would question, worked out from the records as they are now. A
          certificate explained by an attendance correction is listed with it.
        </p>
      }
    >
      <PageSection
        id="checks-spacing"
        title="Codes per 50 minutes"
        intro="New York wants at least one attendance code every 50 minutes: as many codes as 50-minute stretches, inside the program, and never more than 50 minutes of content without one (from the start to the first code, between codes, and from the last to the end). Every course's lecture and every live session that is not cancelled is checked."
      >
        {spacing.length === 0 ? (
          <EmptyState>Every lecture and live session has its codes spaced as required.</EmptyState>
        ) : (
          <DataTable
            label="Programs with too few codes"
            columns={spacingColumns}
            rows={spacing}
            rowKey={(row) => `${row.courseId}|${row.liveSessionId ?? ""}`}
            minWidth="44rem"
          />
        )}
      </PageSection>
      <CheckedCertificates
        id="checks-codes"
        prefix="codes-"
        title="Certificates without every code"
        intro="Valid certificates issued although fewer codes were entered than the program had."
        empty="Every valid certificate was issued with all its codes entered."
        noun="certificates without every code"
        list={missingCodes}
        query={query}
        columns={certificateColumns({
          header: "Codes",
          cell: (row) => `${row.codesEntered} of ${row.codesTotal}`,
          nowrap: true,
        })}
        minWidth="56rem"
      />
      <CheckedCertificates
        id="checks-watching"
        prefix="watching-"
        title="Watching time short of the credit claimed"
        intro="Valid self-study certificates whose lecture was watched for less time than their credit hours stand for (each state's credit hour, 60 minutes where it is not known). Live certificates are not listed: a live session records when its link was opened, not how long the attendee watched."
        empty="Every valid self-study certificate was watched for at least its credit."
        noun="certificates with short watching time"
        list={shortWatching}
        query={query}
        columns={certificateColumns({
          header: "Watched of claimed",
          cell: (row) =>
            `${formatClock(row.watchedSeconds)} of ${formatClock(Math.round(row.claimedSeconds))}`,
          nowrap: true,
        })}
        minWidth="56rem"
      />
      <CheckedCertificates
        id="checks-credits"
        prefix="credits-"
        title="Credits that differ from the course's"
        intro="Valid certificates whose credits differ from what their state's approval of the course gives their attendance now (a partial attendance its share). Those issued before the course's credits changed from now on, and those whose credits were set by hand, are right as they are; one issued under credits that were wrong should be re-issued with the correct ones."
        empty="Every valid certificate carries the credits its course gives it now."
        noun="certificates whose credits differ"
        tableLabel="Certificates whose credits differ from the course's"
        list={creditDifferences}
        query={query}
        columns={certificateColumns<CreditFlag>(
          {
            header: "On the certificate",
            cell: (row) => formatCategoryCredits(row.credits, row.stateSlug),
          },
          {
            header: "The course's now",
            cell: (row) => formatCategoryCredits(row.creditsDue, row.stateSlug),
          },
          { header: "Fix it", cell: reissueLink, nowrap: true },
        )}
        minWidth="64rem"
      />
    </StaffPage>
  );
}

/**
 * One of the certificate checks: its count in the heading, a page of its
 * certificates newest first, and its own Newer/Older links (its cursor's
 * parameters carry its prefix, so each list pages on its own).
 */
function CheckedCertificates<Row extends CertificateFlag>(props: {
  id: string;
  prefix: string;
  title: string;
  intro: string;
  empty: string;
  /** "certificates without every code": the table's and the links' words. */
  noun: string;
  tableLabel?: string;
  list: { rows: Row[]; count: number; more: boolean; cursors: PageCursors };
  query: string;
  columns: Column<Row>[];
  minWidth: string;
}) {
  const { list, noun } = props;
  return (
    <PageSection id={props.id} title={`${props.title} (${counted(list)})`} intro={props.intro}>
      {list.rows.length === 0 ? (
        <EmptyState>{props.empty}</EmptyState>
      ) : (
        <>
          <DataTable
            label={props.tableLabel ?? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`}
            columns={props.columns}
            rows={list.rows}
            rowKey={(row) => row.id}
            minWidth={props.minWidth}
          />
          <KeysetLinks
            label={`Pages of ${noun}`}
            query={props.query}
            cursors={list.cursors}
            previous={`Newer ${noun}`}
            next={`Older ${noun}`}
            prefix={props.prefix}
            hash={`#${props.id}`}
          />
        </>
      )}
    </PageSection>
  );
}
