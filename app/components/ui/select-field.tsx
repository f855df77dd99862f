import { type ComponentProps, useId } from "react";

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  /** Options in named groups (`<optgroup>`), after `options`. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  /** The first, empty option ("Choose your state"). */
  emptyOption?: string;
  error?: string | undefined;
};

/**
 * A labelled select whose error is tied to it, like TextField. It is never
 * wider than its column: a long option (a person's name and e-mail) is cut
 * in the closed box rather than pushing the page sideways (WCAG 1.4.10).
 */
export function SelectField({
  label,
  name,
  options,
  groups = [],
  emptyOption,
  error,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700"
        {...select}
      >
        {emptyOption ? <option value="">{emptyOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
