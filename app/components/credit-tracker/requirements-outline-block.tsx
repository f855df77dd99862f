import { Block } from "~/components/credit-tracker/card-block";
import { formatHours } from "~/lib/hours";
import type {
  RequirementOutline,
  RequirementsOutline,
} from "~/modules/credit-tracker/outline-requirements";

function periodWords(months: number): string {
  if (months % 12 !== 0) return `${months} months`;
  const years = months / 12;
  return years === 1 ? "year" : `${years} years`;
}

function OutlineList({ items }: { items: readonly RequirementOutline[] }) {
  return (
    <ul className="mt-1 grid gap-1 pl-5 [list-style:disc]">
      {items.map((item) => (
        <li key={item.id}>
          {item.label}: at least {formatHours(item.hours)} hours
          {item.within.length > 0 ? <OutlineList items={item.within} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a state requires of every attorney, and the hours earned there so
 * far: what the tracker can show before the attorney's own period is known.
 */
export function RequirementsOutlineBlock({
  outline,
  earnedHours,
  creditCount,
  headingId,
  stateName,
}: {
  outline: RequirementsOutline;
  earnedHours: number;
  creditCount: number;
  headingId: string;
  stateName: string;
}) {
  return (
    <Block title="What is required" id={`${headingId}-required`} within={headingId}>
      <p>
        <span className="font-semibold">
          {formatHours(outline.totalHours)} hours every {periodWords(outline.periodMonths)}
        </span>
        {outline.requirements.length > 0 ? ", including:" : "."}
      </p>
      {outline.requirements.length > 0 ? <OutlineList items={outline.requirements} /> : null}
      <p className="text-slate-700">
        {creditCount === 0
          ? `No ${stateName} credits recorded yet.`
          : `${formatHours(earnedHours)} hours earned in ${stateName} so far (${creditCount === 1 ? "1 credit" : `${creditCount} credits`}, listed below).`}{" "}
        Once your reporting period is known, the tracker shows which of them count toward it, what
        is still missing and your deadline.
      </p>
    </Block>
  );
}
