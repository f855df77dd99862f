import type { ReactNode } from "react";

const tones = {
  primary: "bg-brand-700 hover:bg-brand-800",
  danger: "bg-red-700 hover:bg-red-800",
};

/** A form's submit button that says what it is doing while the form is sent (spec §4). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  tone = "primary",
  name,
  value,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  tone?: keyof typeof tones;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`rounded-md px-5 py-2.5 font-semibold text-white disabled:opacity-60 ${tones[tone]}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
