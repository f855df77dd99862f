import type { ReactNode } from "react";

/** The heading band and content column that plain pages share. */
export function PageShell({
  title,
  intro,
  eyebrow,
  children,
}: {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <div className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          {eyebrow ? (
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-1 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</div> : null}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</div>
    </main>
  );
}
