import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormReply } from "~/lib/form-reply";

/**
 * A record's lifecycle on its staff page (a course, a bundle): a button per
 * next status, each its own post carrying the version seen, and a delete
 * button when the record may go, with the outcome above them.
 */
export function StatusSection({
  steps,
  version,
  reply,
  deleteLabel,
  className,
}: {
  steps: readonly { change: string; label: string }[];
  version: number;
  reply: Pick<FormReply, "ok" | "message"> | null;
  /** The delete button's label; no button when the record may not be deleted. */
  deleteLabel: string | null;
  className?: string;
}) {
  return (
    <section aria-labelledby="status-heading" className={className}>
      <h2 id="status-heading" className="font-semibold text-xl">
        Status
      </h2>
      {reply ? (
        <div className="mt-3">
          <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {steps.map((step) => (
          <Form method="post" key={step.change}>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="change" value={step.change} />
            <input type="hidden" name="version" value={version} />
            <button
              type="submit"
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {step.label}
            </button>
          </Form>
        ))}
        {deleteLabel ? (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="version" value={version} />
            <button
              type="submit"
              className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
            >
              {deleteLabel}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
