import { type ComponentProps, useId } from "react";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ label, name, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="rounded-md border border-slate-400 px-3 py-2 text-base aria-invalid:border-red-700"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail address field every form asks the same way. */
export function EmailField({
  label = "E-mail",
  name = "email",
  ...input
}: Omit<TextFieldProps, "label" | "name"> & { label?: string; name?: string }) {
  return (
    <TextField label={label} name={name} type="email" autoComplete="email" required {...input} />
  );
}

/** An optional phone number, as sign-up and Profile Settings ask for it. */
export function PhoneField({
  label = "Phone (optional)",
  ...input
}: Omit<TextFieldProps, "label" | "name" | "type"> & { label?: string }) {
  return <TextField label={label} name="phone" type="tel" autoComplete="tel" {...input} />;
}
