import type { ApprovalStatus } from "./course-types";
import type { CreditCategory } from "./state-rules/types";
import { APPROVED_STATES } from "./states";

// The initial catalogue's standing in each state (app/content/catalogue.ts).
// Each state decides on its own clock and numbers courses its own way, so
// the seed gives every state its own decision date and its own number,
// derived from the course and the state (no randomness: every new database
// starts with the same catalogue). Staff replace them with the regulator's
// records in the course editor.

export type StateApprovalContent = {
  /** A slug of APPROVED_STATES. */
  state: string;
  status: ApprovalStatus;
  /** The state's course number; printed on certificates. */
  approvalNumber: string | null;
  /** ISO dates: when the state approved it, and when we applied (pending ones). */
  approvedOn: string | null;
  appliedOn: string | null;
  expiresOn: string | null;
  /**
   * Credits as approved there, in the state's own categories; null when they
   * are the course's own credits in the default categories.
   */
  credits: Partial<Record<CreditCategory, number>> | null;
};

/**
 * Days from our application to a state's decision, before a few days' spread
 * per course: every state five days from the next, so two states never
 * decide a course on the same day.
 */
const REVIEW_DAYS: Readonly<Record<string, number>> = {
  texas: 5,
  missouri: 10,
  florida: 15,
  georgia: 20,
  virginia: 25,
  "north-carolina": 30,
  colorado: 35,
  washington: 40,
  "new-york": 45,
  illinois: 50,
  wisconsin: 55,
  ohio: 60,
  "new-jersey": 65,
};
const SPREAD_DAYS = 5;

/** The longest any state takes in the seed: an application this long before a day is decided by then. */
export const LONGEST_REVIEW_DAYS = Math.max(...Object.values(REVIEW_DAYS)) + SPREAD_DAYS - 1;

const pad = (value: number, digits: number) => String(value).padStart(digits, "0");

/**
 * The course number as each state's list shows it: a sponsor-style number in
 * a form of that state's own (two-digit year `yy` where a form carries one).
 */
const NUMBER_FORMS: Readonly<Record<string, (hash: number, yy: string) => string>> = {
  florida: (hash, yy) => `${yy}0${pad(hash % 10_000, 4)}N`,
  texas: (hash) => String(900_000_000 + (hash % 100_000_000)),
  virginia: (hash, yy) => `V${yy}${pad(hash % 100_000, 5)}`,
  "new-york": (hash, yy) => `LXE-NY-${yy}${pad(hash % 1_000, 3)}`,
  illinois: (hash) => pad(hash % 1_000_000, 6),
  ohio: (hash, yy) => `${yy}-${pad(hash % 100_000, 5)}`,
  "new-jersey": (hash, yy) => `NJ${yy}${pad(hash % 10_000, 4)}`,
  georgia: (hash) => `G${pad(hash % 1_000_000, 6)}`,
  "north-carolina": (hash, yy) => `20${yy}-${pad(hash % 10_000, 4)}`,
  washington: (hash) => String(1_000_000 + (hash % 1_000_000)),
  missouri: (hash) => `MO${pad(hash % 100_000, 5)}`,
  colorado: (hash) => String(2_000_000 + (hash % 1_000_000)),
  wisconsin: (hash, yy) => `W${yy}-${pad(hash % 10_000, 4)}`,
};

/** FNV-1a: a fixed, well-spread number for a text (the same on every start). */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function addDaysToIsoDay(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A course's standing in each of the 13 states, applied for on `appliedOn`:
 * approved by each state on its own day under its own number, except where
 * the application is still pending.
 */
export function stateApprovals(
  courseId: string,
  appliedOn: string,
  options: {
    pendingIn?: readonly string[];
    /** Where a state approved the course under a category of its own. */
    credits?: Readonly<Record<string, Partial<Record<CreditCategory, number>>>>;
  } = {},
): StateApprovalContent[] {
  return APPROVED_STATES.map((state) => {
    const credits = options.credits?.[state.slug] ?? null;
    if (options.pendingIn?.includes(state.slug)) {
      return {
        state: state.slug,
        status: "pending",
        approvalNumber: null,
        approvedOn: null,
        appliedOn,
        expiresOn: null,
        credits,
      };
    }
    const hash = hashText(`${courseId}:${state.slug}`);
    const approvedOn = addDaysToIsoDay(
      appliedOn,
      (REVIEW_DAYS[state.slug] ?? 0) + (hash % SPREAD_DAYS),
    );
    const numberForm = NUMBER_FORMS[state.slug];
    if (!numberForm) throw new Error(`no course number form for ${state.slug}`);
    return {
      state: state.slug,
      status: "approved",
      approvalNumber: numberForm(hash, approvedOn.slice(2, 4)),
      approvedOn,
      appliedOn,
      expiresOn: null,
      credits,
    };
  });
}
