import { useId } from "react";

/** A group of radio buttons with a legend, its error tied to the group. */
export function RadioChoices({
  legend,
  name,
  options,
  initial,
  error,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; hint?: string }[];
  initial: string | undefined;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-start gap-2">
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={initial === option.value}
            aria-invalid={error ? true : undefined}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span>
            <span className="font-medium">{option.label}</span>
            {option.hint ? (
              <span className="block text-slate-700 text-sm">{option.hint}</span>
            ) : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
