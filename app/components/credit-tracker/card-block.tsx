import type { ReactNode } from "react";

/**
 * One part of a state's card. Its name starts with the state's ("Texas
 * Progress"): with two states tracked, no two regions share a name.
 */
export function Block({
  title,
  id,
  within,
  children,
}: {
  title: string;
  id: string;
  /** The state heading's id. */
  within: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${within} ${id}`}
      className="grid gap-3 border-slate-200 border-t pt-5"
    >
      <h3 id={id} className="font-semibold text-lg">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A form behind a disclosure; open while it has something to say. */
export function Disclosure({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open || undefined} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-brand-800">{summary}</summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
