import { useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { CreditCategory } from "~/content/state-rules/types";
import {
  hoursFieldName,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
} from "~/modules/credit-tracker/credit-tracker-fields";

/** A credit earned elsewhere: course, provider, date, format, hours by category, certificate. */
export function OutsideCreditForm({
  state,
  stateName,
  categories,
  capsUnaccreditedSelfStudy,
}: {
  state: string;
  stateName: string;
  categories: { id: CreditCategory; label: string }[];
  /** Texas: ask whether self-study was an accredited course. */
  capsUnaccreditedSelfStudy: boolean;
}) {
  const { reply, errors, busy, form, today } = useTrackerForm({ intent: "add-credit", state });
  const id = useId();
  const hoursErrorId = `${id}-hours-error`;
  const formatErrorId = `${id}-format-error`;
  const fileId = `${id}-certificate`;
  const fileHintId = `${id}-certificate-hint`;
  const fileErrorId = `${id}-certificate-error`;
  const fileRef = useRef<HTMLInputElement>(null);
  // Checked here too, so a file over the limit is not sent only to be refused.
  const [tooLarge, setTooLarge] = useState(false);
  const isTooLarge = (input: HTMLInputElement | null) =>
    (input?.files?.[0]?.size ?? 0) > TRACKER_LIMITS.certificateMaxBytes;
  const fileError = tooLarge ? TRACKER_MESSAGES.certificateTooLarge : errors.certificate;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      // The state rides in the address too: an upload refused for its size is
      // answered without reading the form.
      action={`?state=${encodeURIComponent(state)}`}
      noValidate
      ref={form}
      className="grid gap-4"
      onSubmit={(event) => {
        if (!isTooLarge(fileRef.current)) return;
        event.preventDefault();
        setTooLarge(true);
        fileRef.current?.focus();
      }}
    >
      <Hidden name="intent" value="add-credit" />
      <Hidden name="state" value={state} />
      <FormNotice reply={reply} />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label="Course title"
          name="title"
          required
          maxLength={TRACKER_LIMITS.titleMax}
          error={errors.title}
        />
        <TextField
          label="Provider"
          name="provider"
          required
          maxLength={TRACKER_LIMITS.providerMax}
          error={errors.provider}
        />
        <TextField
          label="Date completed"
          name="completedOn"
          type="date"
          required
          max={today}
          error={errors.completedOn}
        />
        <fieldset
          aria-describedby={errors.format ? formatErrorId : undefined}
          className="flex flex-col gap-1"
        >
          <legend className="mb-1 font-medium text-sm">Format</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 py-2">
            {(capsUnaccreditedSelfStudy
              ? ([
                  ["live", "Live (in person or live webcast)"],
                  ["self-study", "On demand (an accredited course)"],
                  ["other-self-study", "Other self-study (not an accredited course)"],
                ] as const)
              : ([
                  ["live", "Live (in person or live webcast)"],
                  ["self-study", "Self-study (on demand)"],
                ] as const)
            ).map(([value, label], index) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="format"
                  value={value}
                  defaultChecked={index === 0}
                  aria-invalid={errors.format ? true : undefined}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.format ? (
            <p id={formatErrorId} className="text-red-700 text-sm">
              {errors.format}
            </p>
          ) : null}
        </fieldset>
      </div>
      <fieldset aria-describedby={errors.hours ? hoursErrorId : undefined} className="grid gap-2">
        <legend className="font-medium">Hours by {stateName} category</legend>
        {errors.hours ? (
          <p id={hoursErrorId} className="text-red-700 text-sm">
            {errors.hours}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, index) => (
            <TextField
              key={category.id}
              label={`${category.label} hours`}
              name={hoursFieldName(category.id)}
              type="number"
              inputMode="decimal"
              min={0}
              max={TRACKER_LIMITS.hoursMax}
              step={0.01}
              error={errors[hoursFieldName(category.id)]}
              {...(index === 0 && errors.hours
                ? { "aria-invalid": true, "aria-describedby": hoursErrorId }
                : {})}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="font-medium text-sm">
          Certificate (optional)
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          name="certificate"
          accept="application/pdf,.pdf"
          onChange={(event) => setTooLarge(isTooLarge(event.currentTarget))}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[fileHintId, fileError ? fileErrorId : null].filter(Boolean).join(" ")}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        <p id={fileHintId} className="text-slate-600 text-sm">
          The provider's certificate as a PDF, at most 5 MB.
        </p>
        {fileError ? (
          <p id={fileErrorId} className="text-red-700 text-sm">
            {fileError}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Adding...">
          Add credit
        </SubmitButton>
      </div>
    </Form>
  );
}
