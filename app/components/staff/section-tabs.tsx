import { NavLink } from "react-router";

export type SectionTab = { to: string; label: string };

/**
 * The pages of one record in the console (a course's details, status, media
 * …): links, so each page has its own address, form and answer; the current
 * one is marked for assistive technology by `aria-current`.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className="border-slate-200 border-b">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((tab, index) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={index === 0}
              preventScrollReset
              className="inline-block min-h-6 border-transparent border-b-2 px-3 py-2 font-semibold text-slate-700 hover:border-slate-400 hover:text-ink aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700"
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
