import type { Fact } from "./types";
import type { EffectiveDates } from "./version-in-force";

// The shape of the states' application timing: how long before a course's
// first presentation the provider must apply for its approval. Per state,
// versions in force from a day, as the provider obligations are
// (provider-obligations-types.ts).

/** When an application is due, from the course's first presentation. */
export type ApplicationLead =
  /** At least this many days before the first presentation (0: on or before its day). */
  | { kind: "days-before"; days: number }
  /** Within this many days after the course is first available (Ohio's self-study). */
  | { kind: "days-after"; days: number };

/** The documents an application may ask for (the checklist's items). */
export const APPLICATION_DOCUMENTS = [
  "agenda",
  "materials",
  "faculty",
  "verification",
  "financial-aid",
  "price",
] as const;
export type ApplicationDocument = (typeof APPLICATION_DOCUMENTS)[number];

export type ApplicationRulesVersion = EffectiveDates & {
  /** The lead time; its value is null where the research found none (no date is invented). */
  lead: Fact<ApplicationLead | null>;
  /** Where a recorded (on-demand) course is applied for on another clock. */
  onDemandLead?: Fact<ApplicationLead>;
  /** What the research says the state's application asks to see, where it says anything. */
  documents?: Fact<ApplicationDocument[]>;
};

export type ApplicationRules = {
  slug: string;
  name: string;
  /** ISO date the figures were taken from the research into this module. */
  transcribedOn: string;
  /** ISO date the figures were last checked against the regulator's own site; null until they are. */
  lastVerified: string | null;
  /** Oldest first, back to back; the last one has `effectiveUntil: null`. */
  versions: ApplicationRulesVersion[];
  /** Source key → address (and what it is). */
  sources: Record<string, { url: string; note?: string }>;
};
