import type { ReactNode } from "react";

/** A record's facts as label and value pairs (an order, a certificate). */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="mt-3 grid gap-2 sm:grid-cols-[12rem_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
