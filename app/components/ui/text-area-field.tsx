import { type ComponentProps, useId } from "react";

type TextAreaFieldProps = ComponentProps<"textarea"> & {
  label: string;
  name: string;
  error?: string | undefined;
};

/** A labelled multi-line field whose error is tied to it, like TextField. */
export function TextAreaField({ label, name, error, rows = 5, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md border border-slate-400 px-3 py-2 text-base aria-invalid:border-red-700"
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
