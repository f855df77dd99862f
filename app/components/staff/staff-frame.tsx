import { type ReactNode, useEffect } from "react";
import { NavLink } from "react-router";
import { rememberViewerTimeZone } from "~/lib/viewer-time-zone";

export type StaffNavItem = { to: string; label: string };

/**
 * The staff console's frame: its own navigation beside the page, inside the
 * site's header and footer. Each page brings its own <main> (StaffPage).
 */
export function StaffFrame({
  items,
  person,
  children,
}: {
  items: readonly StaffNavItem[];
  person: { name: string; roles: string };
  children: ReactNode;
}) {
  // Times the console states (who saved when) are given in the reader's zone.
  useEffect(rememberViewerTimeZone, []);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr]">
      <div>
        <nav
          aria-label="Staff console"
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
            Staff console
          </p>
          <ul className="mt-3 grid gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/staff"}
                  className="block min-h-6 rounded-md px-3 py-2 text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-white"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 border-slate-200 border-t pt-3 text-slate-700 text-sm">
            Signed in as {person.name}
            <br />
            <span className="text-slate-600">{person.roles}</span>
          </p>
        </nav>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A staff page: its heading, an optional summary, and its content. */
export function StaffPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      {intro ? <div className="mt-2 max-w-3xl text-slate-700">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </main>
  );
}

/** What an empty list says, instead of an empty table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
      {children}
    </p>
  );
}
