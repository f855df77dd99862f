import { Link } from "react-router";
import type { NextStep } from "~/modules/dashboard/next-steps";
import { CARD_LIST, DashboardSection } from "./dashboard-section";

/** "What to do next": one line per step, each with the link that does it. */
export function NextStepsList({ steps }: { steps: readonly NextStep[] }) {
  return (
    <DashboardSection headingId="next-heading" title="What to do next" first>
      {steps.length === 0 ? (
        <p className="mt-2 text-slate-700">You are all caught up.</p>
      ) : (
        <ul className={CARD_LIST}>
          {steps.map((step) => (
            <li key={step.text} className="flex flex-wrap items-center gap-3 p-4">
              <span className="min-w-0 flex-1">{step.text}</span>
              <Link
                to={step.href}
                // A calendar file or the meeting's own site: a document, not a page of ours.
                reloadDocument={step.href.endsWith(".ics") || step.href.startsWith("http")}
                className="rounded-md px-3 py-1.5 font-semibold text-brand-800 text-sm ring-1 ring-brand-700 hover:bg-brand-50"
              >
                {step.action}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
