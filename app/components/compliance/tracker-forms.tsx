import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { CreditCategory } from "~/content/state-rules/types";
import {
  hoursFieldName,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
} from "~/modules/compliance/credit-tracker-fields";
import type { TrackerActionResult } from "~/modules/compliance/credit-tracker-types";

/** The form being sent, and the last answer of the page's action. */
export type TrackerFormState = {
  result: TrackerActionResult | null;
  /** The form being submitted now, if any. */
  pending: { intent: string; state: string | null; target: string | null } | null;
  today: string;
};

export const TrackerFormContext = createContext<TrackerFormState>({
  result: null,
  pending: null,
  today: "",
});

type Scope = { intent: string; state?: string | null; target?: string | null };

function same(
  scope: Scope,
  other: { intent: string | null; state: string | null; target: string | null },
) {
  return (
    scope.intent === other.intent &&
    (scope.state ?? null) === other.state &&
    (scope.target ?? null) === other.target
  );
}

/** The action's answer when it was about this form, and whether this form is being sent. */
export function useTrackerForm(scope: Scope) {
  const { result, pending, today } = useContext(TrackerFormContext);
  const mine = result && same(scope, result) ? result : null;
  return {
    result: mine,
    errors: mine?.errors ?? {},
    busy: pending !== null && same(scope, pending),
    /** Changes after this form succeeded, to reset its fields. */
    formKey: mine?.done ?? "form",
    today,
  };
}

/**
 * The form's own message: its error, or what it did. Forms that disappear
 * once they worked (`errorsOnly`) leave the success to the card's notice.
 */
export function FormNotice({
  result,
  errorsOnly = false,
}: {
  result: TrackerActionResult | null;
  errorsOnly?: boolean;
}) {
  if (result?.formError) return <FormAlert tone="error">{result.formError}</FormAlert>;
  if (result?.success && !errorsOnly) {
    return <FormAlert tone="success">{result.success}</FormAlert>;
  }
  return null;
}

/** Outcomes shown by the state's card rather than by the form that was sent. */
const CARD_OUTCOMES: Record<"period" | "credits", (result: TrackerActionResult) => boolean> = {
  // These forms are replaced once they worked (the period is recorded).
  period: (result) =>
    result.intent === "delete-period" ||
    (result.success !== null &&
      (result.intent === "birth-date" ||
        result.intent === "accept-period" ||
        result.intent === "cycle-end" ||
        (result.intent === "save-period" && result.target === null))),
  credits: (result) => result.intent === "delete-credit",
};

/** The action's answer, when the state's card shows it in this place. */
export function CardNotice({ state, place }: { state: string; place: "period" | "credits" }) {
  const { result } = useContext(TrackerFormContext);
  if (!result || result.state !== state || !CARD_OUTCOMES[place](result)) return null;
  return <FormNotice result={result} />;
}

function Hidden({ name, value }: { name: string; value: string | null | undefined }) {
  return <input type="hidden" name={name} value={value ?? ""} />;
}

const DANGER_LINK =
  "rounded px-2 py-1 text-red-800 text-sm underline hover:bg-red-50 disabled:opacity-60";

/** A new state for the tracker: its bar admission. */
export function AddStateForm({ states }: { states: { slug: string; name: string }[] }) {
  const { result, errors, busy, formKey, today } = useTrackerForm({ intent: "add-state" });
  return (
    <Form method="post" noValidate key={formKey} className="grid gap-4">
      <Hidden name="intent" value="add-state" />
      <FormNotice result={result} />
      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <SelectField
          label="State"
          name="state"
          options={states.map((state) => ({ value: state.slug, label: state.name }))}
          emptyOption="Choose a state"
          defaultValue=""
          required
          error={errors.state}
        />
        <TextField
          label="Bar number"
          name="barNumber"
          autoComplete="off"
          required
          maxLength={TRACKER_LIMITS.barNumberMax}
          error={errors.barNumber}
        />
        <TextField
          label="Date of admission"
          name="admittedOn"
          type="date"
          max={today}
          hint="Some states set your period by it."
          error={errors.admittedOn}
        />
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Adding...">
          Add state
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The bar number and admission date of a state already in the tracker. */
export function AdmissionForm({
  state,
  stateName,
  admission,
}: {
  state: string;
  stateName: string;
  admission: { barNumber: string; admittedOn: string | null } | null;
}) {
  const { result, errors, busy, today } = useTrackerForm({ intent: "save-admission", state });
  return (
    <Form method="post" noValidate className="grid gap-4">
      <Hidden name="intent" value="save-admission" />
      <Hidden name="state" value={state} />
      <FormNotice result={result} />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label={`${stateName} bar number`}
          name="barNumber"
          autoComplete="off"
          required
          maxLength={TRACKER_LIMITS.barNumberMax}
          defaultValue={admission?.barNumber ?? ""}
          error={errors.barNumber}
        />
        <TextField
          label={`Date of admission in ${stateName}`}
          name="admittedOn"
          type="date"
          max={today}
          defaultValue={admission?.admittedOn ?? ""}
          error={errors.admittedOn}
        />
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save admission
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The date of birth, where the state's rule sets periods by it. */
export function BirthDateForm({ state, birthDate }: { state: string; birthDate: string | null }) {
  const { result, errors, busy, today } = useTrackerForm({ intent: "birth-date", state });
  return (
    <Form method="post" noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Hidden name="intent" value="birth-date" />
      <Hidden name="state" value={state} />
      <div className="sm:col-span-2">
        <FormNotice result={result} errorsOnly />
      </div>
      <TextField
        label="Date of birth"
        name="birthDate"
        type="date"
        autoComplete="bday"
        max={today}
        required
        defaultValue={birthDate ?? ""}
        hint="Used only to work out your reporting periods."
        error={errors.birthDate}
      />
      <div className={errors.birthDate ? "sm:mb-12" : "sm:mb-7"}>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save date of birth
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Records the period the state's rule gives (worked out again on the server). */
export function AcceptPeriodForm({ state, label }: { state: string; label: string }) {
  const { result, busy } = useTrackerForm({ intent: "accept-period", state });
  return (
    <Form method="post" className="grid gap-3">
      <Hidden name="intent" value="accept-period" />
      <Hidden name="state" value={state} />
      <FormNotice result={result} errorsOnly />
      <div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          {label}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Florida and Washington: the last day of the cycle the regulator assigned. */
export function CycleEndForm({ state, stateName }: { state: string; stateName: string }) {
  const { result, errors, busy } = useTrackerForm({ intent: "cycle-end", state });
  return (
    <Form method="post" noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Hidden name="intent" value="cycle-end" />
      <Hidden name="state" value={state} />
      <div className="sm:col-span-2">
        <FormNotice result={result} errorsOnly />
      </div>
      <TextField
        label={`Last day of your ${stateName} cycle`}
        name="cycleEnd"
        type="date"
        required
        hint="As the bar shows it in your member profile."
        error={errors.cycleEnd}
      />
      <div className={errors.cycleEnd ? "sm:mb-12" : "sm:mb-7"}>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save cycle
        </SubmitButton>
      </div>
    </Form>
  );
}

/** A period's dates entered by hand: a new one, or changes to one (`period`). */
export function PeriodForm({
  state,
  period,
}: {
  state: string;
  period: { id: string; startsOn: string; endsOn: string; carriedIn: number } | null;
}) {
  const { result, errors, busy, formKey } = useTrackerForm({
    intent: "save-period",
    state,
    target: period?.id ?? null,
  });
  return (
    <Form method="post" noValidate key={formKey} className="grid gap-4">
      <Hidden name="intent" value="save-period" />
      <Hidden name="state" value={state} />
      <Hidden name="periodId" value={period?.id} />
      <FormNotice result={result} errorsOnly={period === null} />
      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <TextField
          label="First day"
          name="startsOn"
          type="date"
          required
          defaultValue={period?.startsOn ?? ""}
          error={errors.startsOn}
        />
        <TextField
          label="Last day"
          name="endsOn"
          type="date"
          required
          defaultValue={period?.endsOn ?? ""}
          error={errors.endsOn}
        />
        <TextField
          label="Hours carried in"
          name="carriedIn"
          type="number"
          inputMode="decimal"
          min={0}
          max={TRACKER_LIMITS.carriedInMax}
          step={0.01}
          defaultValue={period && period.carriedIn > 0 ? String(period.carriedIn) : ""}
          hint="From your previous period, as the bar recorded them."
          error={errors.carriedIn}
        />
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          {period ? "Save dates" : "Add period"}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * A small form with one button (delete a period or a credit). In the browser
 * it asks first, since nothing deleted comes back; without JavaScript the
 * button deletes at once.
 */
export function DeleteButton({
  intent,
  field,
  id,
  state,
  detail,
  question,
  children,
}: {
  intent: "delete-period" | "delete-credit";
  field: "periodId" | "creditId";
  id: string;
  state: string;
  /** Read after the visible text by screen readers: what is deleted. */
  detail: string;
  /** What the confirmation asks, e.g. "Delete this credit and its certificate?" */
  question: string;
  children: ReactNode;
}) {
  // Its outcome is shown at the top of the page: the form is gone once it worked.
  const { busy } = useTrackerForm({ intent, state, target: id });
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  return (
    <Form method="post" className="inline-flex flex-wrap items-center gap-3">
      <Hidden name="intent" value={intent} />
      <Hidden name="state" value={state} />
      <Hidden name={field} value={id} />
      {asking ? (
        <>
          <span id={questionId} className="font-medium text-sm">
            {question}
          </span>
          <button
            ref={confirm}
            type="submit"
            aria-describedby={questionId}
            className={DANGER_LINK}
            disabled={busy}
          >
            {busy ? "Deleting..." : "Yes, delete"}
            <span className="sr-only"> {detail}</span>
          </button>
          <button
            type="button"
            className="text-brand-700 text-sm underline"
            onClick={() => {
              setAsking(false);
              // Back to the button that asked, once it is on the page again.
              requestAnimationFrame(() => first.current?.focus());
            }}
          >
            Cancel
          </button>
        </>
      ) : (
        <button
          ref={first}
          type="submit"
          className={DANGER_LINK}
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          {children}
          <span className="sr-only"> {detail}</span>
        </button>
      )}
    </Form>
  );
}

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
  const { result, errors, busy, formKey, today } = useTrackerForm({ intent: "add-credit", state });
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
      key={formKey}
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
      <FormNotice result={result} />
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
