import type { ReactNode } from "react";

/** The dashboard's lists: cards in one white box, divided by lines. */
export const CARD_LIST = "mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200";

/** One section of the dashboard, named by its heading. */
export function DashboardSection({
  id,
  headingId,
  title,
  first = false,
  children,
}: {
  /** The anchor links point to (e.g. "certificates"). */
  id?: string;
  headingId: string;
  title: string;
  /** The first section sits right under the notices; the others keep their distance. */
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={first ? "max-w-4xl" : "mt-10 max-w-4xl"}
    >
      <h2 id={headingId} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
