import type { ReactNode } from "react";

/** A titled section of a staff page (its heading names it for screen readers), with an optional lead. */
export function PageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-3xl text-slate-700">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}
