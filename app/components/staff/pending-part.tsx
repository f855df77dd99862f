import type { ReactNode } from "react";
import { Link } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatRecordDate } from "~/lib/format";

/** Who saved a course's pending changes, and when. */
export type PendingSaved = { savedByEmail: string; savedAt: string | Date };

/**
 * Says that a course editor's form shows pending changes (decision 0070):
 * what the public page does not show yet, and where to review them.
 */
export function PendingPartNote({
  courseId,
  pending,
  what,
}: {
  courseId: string;
  pending: PendingSaved;
  /** What the form shows, as a sentence's subject: "This artwork". */
  what: string;
}) {
  return (
    <p className="rounded-md bg-amber-50 px-4 py-3 text-amber-950 text-sm ring-1 ring-amber-200">
      <span className="font-semibold">Pending changes.</span> {what} is pending: saved by{" "}
      {pending.savedByEmail} on {formatRecordDate(new Date(pending.savedAt))}; the public page does
      not show it yet.{" "}
      <Link to={`/staff/courses/${courseId}/changes`} className="text-brand-700 underline">
        Review and publish the pending changes
      </Link>
    </p>
  );
}

/**
 * A course editor form's save buttons: on a published course, save live or
 * keep the change pending (`publishing=pending`); otherwise one button.
 */
export function PendingSaveButtons({
  published,
  busy,
  busyLabel,
  children,
}: {
  published: boolean;
  busy: boolean;
  busyLabel: string;
  /** The live save's words ("Save artwork"). */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
        {published ? " now" : ""}
      </SubmitButton>
      {published ? (
        <SubmitButton busy={busy} busyLabel={busyLabel} name="publishing" value="pending">
          Save as pending changes
        </SubmitButton>
      ) : null}
    </div>
  );
}
