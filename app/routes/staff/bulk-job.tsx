import { useEffect } from "react";
import { data, Link, useLocation, useRevalidator } from "react-router";
import { StaffPage } from "~/components/staff/staff-frame";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { BULK_KINDS, bulkItemPath, plural } from "~/modules/bulk/bulk-kinds";
import { loadBulkJob } from "~/modules/bulk/load-bulk-job.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/bulk-job";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? BULK_KINDS[data.job.kind].title : "Bulk action", "A bulk action's progress.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "overview.view");
  const job = await loadBulkJob(context.services.database.db, params.jobId);
  if (!job) throw data({ message: "There is no such bulk action." }, { status: 404 });
  // Whoever may do the action may see how it went.
  if (!staff.permissions.has(BULK_KINDS[job.kind].permission)) {
    throw data({ message: "Your staff role cannot see this bulk action." }, { status: 403 });
  }
  return data({ job }, { headers: { "Cache-Control": "private, no-store" } });
}

/** While the work goes on, the page asks again every few seconds (with script). */
function useRefreshWhileRunning(running: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2_000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
}

export default function BulkJobPage({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const kind = BULK_KINDS[job.kind];
  const location = useLocation();
  useRefreshWhileRunning(!job.finished);
  const finishedCount = job.done + job.failed;
  return (
    <StaffPage
      title={kind.title}
      intro={
        <p>
          Asked by {job.actorEmail} on {formatRecordDate(new Date(job.createdAt))}:{" "}
          {plural(job.total, "item")}. Each is done on its own and recorded in the audit log.
        </p>
      }
    >
      <section aria-labelledby="progress-heading" className="grid max-w-2xl gap-3">
        <h2 id="progress-heading" className="font-semibold text-xl">
          {job.finished ? "Done" : "In progress"}
        </h2>
        <progress
          value={finishedCount}
          max={Math.max(1, job.total)}
          aria-label="Progress"
          className="h-4 w-full"
        />
        <p role="status">
          {finishedCount.toLocaleString("en-US")} of {job.total.toLocaleString("en-US")} done.
        </p>
        {job.finished ? null : (
          <p>
            <Link
              to={`${location.pathname}`}
              className="font-semibold text-brand-700 underline"
              reloadDocument
            >
              Refresh to see the progress
            </Link>
          </p>
        )}
      </section>
      {job.finished ? (
        <section aria-labelledby="summary-heading" className="mt-8 grid max-w-2xl gap-3">
          <h2 id="summary-heading" className="font-semibold text-xl">
            Summary
          </h2>
          <p data-testid="bulk-summary">
            {kind.done(job.done)}
            {job.failed > 0
              ? `, ${job.failed.toLocaleString("en-US")} failed${job.failures.length === 1 && job.failures[0] ? `: ${job.failures[0].label} — ${job.failures[0].message}` : ""}.`
              : "."}
          </p>
          {job.failures.length > 0 ? (
            <>
              <h3 className="font-semibold text-lg">What failed, and why</h3>
              <ul className="grid list-disc gap-1 pl-6">
                {job.failures.map((failure) => (
                  <li key={failure.itemId}>
                    <Link
                      to={bulkItemPath(job.kind, failure.itemId)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {failure.label}
                    </Link>
                    : {failure.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <p className="mt-8">
        <Link to={kind.list.to} className="font-semibold text-brand-700 underline">
          Back to {kind.list.label}
        </Link>
      </p>
    </StaffPage>
  );
}
