import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { PageShell } from "~/components/layout/page-shell";

/** The firm pages' layout route (its heading band and tabs), when these pages sit inside it. */
const FIRM_LAYOUT_ID = "routes/firm/layout";

/**
 * A firm page's frame: inside the firm layout (which has the page's band,
 * h1 and tabs) the title is a heading of the content; on its own, the site's
 * page shell. So the page reads the same wherever the route table puts it.
 */
export function FirmPageFrame({
  title,
  eyebrow,
  intro,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const inFirmLayout = useMatches().some((match) => match.id === FIRM_LAYOUT_ID);
  if (!inFirmLayout) {
    return (
      <PageShell eyebrow={eyebrow} title={title} intro={intro}>
        {children}
      </PageShell>
    );
  }
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="font-semibold text-2xl">{title}</h2>
        {intro ? <div className="mt-2 max-w-3xl text-slate-700">{intro}</div> : null}
      </div>
      {children}
    </div>
  );
}
