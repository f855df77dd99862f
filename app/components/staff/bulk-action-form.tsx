import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import type { BoundedCount } from "~/lib/list-pages";

/** The id every row's checkbox names, so the table need not sit inside the form. */
export const BULK_FORM_ID = "bulk-form";

/**
 * A list's bulk actions (decision 0071): the rows ticked in the table, or
 * every row matching the filter (sent as hidden fields and resolved on the
 * server, not limited to the page shown), and what to do with them.
 */
export function BulkActionForm({
  reply,
  total,
  noun,
  filters,
  actions,
  method = "post",
  action,
  submitLabel = "Apply to the chosen rows",
  reloadDocument = false,
  children,
  after,
}: {
  reply: FormReply | undefined;
  /** How many rows match the filter (a keyset list's count stops at its limit). */
  total: number | BoundedCount;
  /** "certificates": what the rows are. */
  noun: string;
  /** The list's filter as it is now. */
  filters: Record<string, string>;
  actions: readonly { value: string; label: string }[];
  /** "get" for an export (a download, no change). */
  method?: "get" | "post";
  action?: string;
  submitLabel?: string;
  /** A plain browser submission (a button of the form downloads a file). */
  reloadDocument?: boolean;
  /** Fields an action needs (the assignee of an assignment). */
  children?: ReactNode;
  /** Buttons after the main one (the main one stays the form's default for Enter). */
  after?: ReactNode;
}) {
  const form = usePageForm(reply, action ? { action } : {});
  const matching =
    typeof total === "number"
      ? total.toLocaleString("en-US")
      : `${total.more ? "more than " : ""}${total.count.toLocaleString("en-US")}`;
  return (
    <Form
      id={BULK_FORM_ID}
      method={method}
      action={action}
      reloadDocument={reloadDocument || method === "get"}
      ref={form.form}
      aria-labelledby="bulk-heading"
      className="mt-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="bulk-heading" className="font-semibold text-lg">
        Act on several {noun}
      </h2>
      <p className="text-slate-700 text-sm">
        Tick rows in the table below, or choose every one that matches the filter.
      </p>
      <FormReplyAlert reply={reply} />
      {form.errors.id ? (
        <p className="text-red-700 text-sm" id="bulk-id-error">
          {form.errors.id}
        </p>
      ) : null}
      {Object.entries(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="all"
          value="on"
          className="size-5"
          aria-describedby={form.errors.id ? "bulk-id-error" : undefined}
        />
        Select all {matching} matching this filter
      </label>
      <div className="grid grid-cols-[minmax(0,1fr)] items-end gap-3 sm:flex sm:flex-wrap">
        {actions.length > 1 ? (
          <SelectField
            label="Action"
            name="action"
            options={actions}
            emptyOption="Choose an action"
            error={form.errors.action}
          />
        ) : (
          <input type="hidden" name="action" value={actions[0]?.value ?? ""} />
        )}
        {children}
        <SubmitButton busy={form.busy} busyLabel="Working…">
          {submitLabel}
        </SubmitButton>
        {after}
      </div>
    </Form>
  );
}

/** A row's checkbox, labelled by the row's name, belonging to the bulk form. */
export function BulkCheckbox({ value, label }: { value: string; label: string }) {
  return (
    <label className="inline-flex size-6 items-center justify-center">
      <input type="checkbox" name="id" value={value} form={BULK_FORM_ID} className="size-5" />
      <span className="sr-only">Select {label}</span>
    </label>
  );
}
