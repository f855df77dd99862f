import type { RefObject } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { RadioChoices } from "~/components/ui/radio-choices";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { COURSE_CATEGORIES } from "~/content/catalogue";
import { COURSE_LEVELS } from "~/content/course-types";
import { CREDIT_TYPE_LABELS, creditTypes } from "~/content/credit-categories";
import { FORMAT_LABELS, formatDollars } from "~/lib/format";
import { CREDIT_CHANGES } from "~/modules/course-editing/course-fields";
import { CourseAccreditationFields } from "./course-accreditation-fields";

export type EditableCourse = {
  title: string;
  summary: string;
  description: string;
  categorySlug: string;
  format: "live_webcast" | "on_demand";
  level: string | null;
  durationMinutes: number | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  topics: string[];
  learningObjectives: string[];
  includes: string[];
  version: number;
};

type Props = {
  course: EditableCourse;
  credits: Partial<Record<string, number>>;
  facultyIds: string[];
  allFaculty: { id: string; name: string; title: string }[];
  approvals: Parameters<typeof CourseAccreditationFields>[0]["approvals"];
  /** What was typed, after a refused post (shown instead of the saved values). */
  typed: Record<string, string | string[]> | null;
  errors: Record<string, string>;
  alert: { ok: boolean; message: string } | null;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** A published course: edits may be kept as pending changes instead of going live (decision 0070). */
  published?: boolean;
};

const dollars = (cents: number | null) => (cents === null ? "" : formatDollars(cents));

/** The course editor's main form: everything the public pages show. */
export function CourseDetailsForm(props: Props) {
  const { course, typed, errors } = props;
  const value = (name: string, saved: string) => {
    const entry = typed?.[name];
    return typeof entry === "string" ? entry : saved;
  };
  const chosenFaculty = typed ? ([] as string[]).concat(typed.facultyIds ?? []) : props.facultyIds;
  return (
    <Form
      method="post"
      ref={props.formRef}
      aria-labelledby="details-heading"
      className="grid gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="details-heading" className="font-semibold text-xl">
        Course details
      </h2>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={course.version} />
      {props.alert ? (
        <FormAlert tone={props.alert.ok ? "success" : "error"}>{props.alert.message}</FormAlert>
      ) : null}
      <TextField
        label="Title"
        name="title"
        required
        maxLength={200}
        defaultValue={value("title", course.title)}
        error={errors.title}
      />
      <TextAreaField
        label="Summary (one or two sentences, shown on cards and search results)"
        name="summary"
        rows={2}
        maxLength={400}
        defaultValue={value("summary", course.summary)}
        error={errors.summary}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={8}
        maxLength={10_000}
        defaultValue={value("description", course.description)}
        error={errors.description}
      />
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label="Category"
          name="categorySlug"
          options={COURSE_CATEGORIES.map((category) => ({
            value: category.slug,
            label: category.name,
          }))}
          defaultValue={value("categorySlug", course.categorySlug)}
          error={errors.categorySlug}
        />
        <SelectField
          label="Format"
          name="format"
          options={Object.entries(FORMAT_LABELS).map(([option, label]) => ({
            value: option,
            label,
          }))}
          defaultValue={value("format", course.format)}
          error={errors.format}
        />
        <SelectField
          label="Level"
          name="level"
          emptyOption="Not stated"
          options={COURSE_LEVELS.map((level) => ({ value: level, label: level }))}
          defaultValue={value("level", course.level ?? "")}
          error={errors.level}
        />
        <TextField
          label="Length in minutes"
          name="durationMinutes"
          inputMode="numeric"
          defaultValue={value("durationMinutes", course.durationMinutes?.toString() ?? "")}
          error={errors.durationMinutes}
        />
        <TextField
          label="Regular price in dollars"
          name="price"
          inputMode="decimal"
          hint="0 for a free course; blank while not on sale."
          defaultValue={value("price", dollars(course.priceCents))}
          error={errors.price}
        />
        <TextField
          label="Members' price in dollars"
          name="memberPrice"
          inputMode="decimal"
          defaultValue={value("memberPrice", dollars(course.memberPriceCents))}
          error={errors.memberPrice}
        />
      </div>
      <fieldset className="grid gap-4 md:grid-cols-5">
        <legend className="mb-2 font-semibold">Credit hours by category (blank: none)</legend>
        {creditTypes.map((type) => (
          <TextField
            key={type}
            label={CREDIT_TYPE_LABELS[type]}
            name={`credit-${type}`}
            inputMode="decimal"
            defaultValue={value(`credit-${type}`, props.credits[type]?.toString() ?? "")}
            error={errors[`credit-${type}`]}
          />
        ))}
      </fieldset>
      {/* Asked only when a save changes the credits of certificates already issued. */}
      {errors.creditChange || typeof typed?.creditChange === "string" ? (
        <div className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
          <RadioChoices
            legend="What the new credits mean for the certificates already issued"
            name="creditChange"
            options={Object.entries(CREDIT_CHANGES).map(([option, { label, hint }]) => ({
              value: option,
              label,
              hint,
            }))}
            initial={typeof typed?.creditChange === "string" ? typed.creditChange : undefined}
            error={errors.creditChange}
          />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <TextAreaField
          label="Topics (one per line)"
          name="topics"
          rows={5}
          defaultValue={value("topics", course.topics.join("\n"))}
          error={errors.topics}
        />
        <TextAreaField
          label="Learning objectives (one per line)"
          name="learningObjectives"
          rows={5}
          defaultValue={value("learningObjectives", course.learningObjectives.join("\n"))}
          error={errors.learningObjectives}
        />
        <TextAreaField
          label="What is included (one per line)"
          name="includes"
          rows={5}
          defaultValue={value("includes", course.includes.join("\n"))}
          error={errors.includes}
        />
      </div>
      <fieldset aria-describedby={errors.facultyIds ? "faculty-error" : undefined}>
        <legend className="mb-2 font-semibold">Faculty</legend>
        {props.allFaculty.length === 0 ? (
          <p className="text-slate-700">No faculty member yet: add them under Faculty.</p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2">
            {props.allFaculty.map((member) => (
              <li key={member.id} className="flex flex-wrap items-start gap-x-3">
                <label className="flex min-h-6 items-start gap-2">
                  <input
                    type="checkbox"
                    name="facultyIds"
                    value={member.id}
                    defaultChecked={chosenFaculty.includes(member.id)}
                    className="mt-1 size-4"
                  />
                  <span>
                    {member.name}
                    <span className="text-slate-600"> ({member.title})</span>
                  </span>
                </label>
                <Link
                  to={`/staff/faculty/${member.id}`}
                  className="text-brand-700 text-sm underline"
                >
                  Edit profile<span className="sr-only"> of {member.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {errors.facultyIds ? (
          <p id="faculty-error" className="text-red-700 text-sm">
            {errors.facultyIds}
          </p>
        ) : null}
      </fieldset>
      <CourseAccreditationFields approvals={props.approvals} typed={typed} errors={errors} />
      {props.published ? (
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={props.busy} busyLabel="Saving…">
            Save and publish now
          </SubmitButton>
          <SubmitButton busy={props.busy} busyLabel="Saving…" name="publishing" value="pending">
            Save as pending changes
          </SubmitButton>
        </div>
      ) : (
        <div>
          <SubmitButton busy={props.busy} busyLabel="Saving…">
            Save course
          </SubmitButton>
        </div>
      )}
    </Form>
  );
}
