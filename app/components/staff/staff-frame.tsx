import { type ReactNode, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
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
  // A page chosen from the folded menu is shown with the menu folded again.
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current && pathname) menu.current.open = false;
  }, [pathname]);
  const navigation = <ConsoleNavigation items={items} person={person} />;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[14rem_1fr] lg:gap-8 lg:py-8">
      {/* On a phone the menu folds into a button above the page, so the page comes first. */}
      <details
        ref={menu}
        className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:hidden"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          Console menu
          <span aria-hidden="true" className="text-slate-600 group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="border-slate-200 border-t px-4 pb-4">{navigation}</div>
      </details>
      <div className="hidden rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:block">
        {navigation}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The console's pages this person may use, and who is signed in. */
function ConsoleNavigation({
  items,
  person,
}: {
  items: readonly StaffNavItem[];
  person: { name: string; roles: string };
}) {
  return (
    <nav aria-label="Staff console">
      <p className="mt-3 font-semibold text-brand-700 text-sm uppercase tracking-wide lg:mt-0">
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
  );
}

/**
 * A staff page: its heading, an optional summary, and its content. `action`
 * (a list's "Add a course") sits beside the heading, the page's first action.
 */
export function StaffPage({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <h1 className="font-bold text-3xl tracking-tight [overflow-wrap:anywhere]">{title}</h1>
  );
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
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
