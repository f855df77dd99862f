import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormReply } from "~/lib/form-reply";
import { ConfirmAction } from "./confirm-action";
import { UndoButton } from "./undo-button";

/** What a step's confirmation says (the steps that take a record off sale or delete it). */
export type StepConfirmation = {
  title: string;
  said: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
};

type Step = { change: string; label: string; confirm?: StepConfirmation };

const OUTLINE =
  "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

/**
 * A record's lifecycle on its staff page (a course, a bundle): a button per
 * next status, each its own post carrying the version seen, and a delete
 * button when the record may go, with the outcome above them. A step with a
 * confirmation asks first (confirm-action.tsx); an outcome that may be undone
 * carries its "Undo".
 */
export function StatusSection({
  steps,
  version,
  reply,
  deleteLabel,
  deleteConfirm,
  className,
}: {
  steps: readonly Step[];
  version: number;
  reply:
    | (Pick<FormReply, "ok" | "message"> & {
        undo?: { entry: number; version: number; until: string } | null;
      })
    | null;
  /** The delete button's label; no button when the record may not be deleted. */
  deleteLabel: string | null;
  deleteConfirm?: StepConfirmation;
  className?: string;
}) {
  return (
    <section aria-labelledby="status-heading" className={className}>
      <h2 id="status-heading" className="font-semibold text-xl">
        Status
      </h2>
      {reply ? (
        <div className="mt-3">
          <FormAlert tone={reply.ok ? "success" : "error"}>
            {reply.message}
            {reply.undo ? <UndoButton offer={reply.undo} what="this change" /> : null}
          </FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {steps.map((step) =>
          step.confirm ? (
            <ConfirmAction
              key={step.change}
              name={step.change}
              hidden={{ intent: "status", change: step.change, version }}
              trigger={step.label}
              tone="outline"
              title={step.confirm.title}
              say={() => step.confirm?.said}
              confirmLabel={step.confirm.confirmLabel}
              busyLabel={step.confirm.busyLabel}
              keepLabel={step.confirm.keepLabel}
            />
          ) : (
            <Form method="post" key={step.change}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="change" value={step.change} />
              <input type="hidden" name="version" value={version} />
              <button type="submit" className={OUTLINE}>
                {step.label}
              </button>
            </Form>
          ),
        )}
        {deleteLabel && deleteConfirm ? (
          <ConfirmAction
            name="delete"
            hidden={{ intent: "delete", version }}
            trigger={deleteLabel}
            tone="outline-danger"
            title={deleteConfirm.title}
            say={() => deleteConfirm.said}
            confirmLabel={deleteConfirm.confirmLabel}
            busyLabel={deleteConfirm.busyLabel}
            keepLabel={deleteConfirm.keepLabel}
          />
        ) : deleteLabel ? (
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
