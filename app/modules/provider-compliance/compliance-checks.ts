import type { CreditCategory } from "~/content/state-rules/types";
import type { KeysetCursor } from "~/lib/keyset-cursor";
import type { CorrectionOutcome } from "~/modules/attendance/attendance-correction-fields";

// What the console's compliance checks list (list-compliance-checks.server.ts).

/** How many flagged certificates a page of each list shows (the count says how many there are). */
export const CHECK_PAGE_SIZE = 50;

/** The flagged certificates' lists, each paged by key on its own (decision 0077). */
export const CHECK_LISTS = ["codes", "watching", "credits"] as const;
export type CheckList = (typeof CHECK_LISTS)[number];

/** Each list's cursor, named in the address by the list's prefix (`codes-after`). */
export type CheckCursors = Partial<Record<CheckList, KeysetCursor | null>>;

export type SpacingFlag = {
  courseId: string;
  courseTitle: string;
  /** Null for the on-demand lecture. */
  liveSessionId: string | null;
  sessionStartsAt: Date | null;
  problem: string;
};

export type CertificateFlag = {
  id: string;
  uid: string | null;
  courseId: string;
  /** The live session attended; null for the on-demand lecture. */
  liveSessionId: string | null;
  courseTitle: string;
  attorneyName: string;
  stateSlug: string;
  issuedAt: Date;
  codesEntered: number;
  codesTotal: number;
  watchedSeconds: number;
  /** The watching time the credit claimed stands for (credit hours × the state's credit hour). */
  claimedSeconds: number;
  /** A staff correction that accounts for it, if one counts for the same part of the attendee's course. */
  correction: CorrectionOutcome | null;
};

/** A certificate whose credits differ from what its state's approval of the course gives it now. */
export type CreditFlag = CertificateFlag & {
  credits: Partial<Record<CreditCategory, number>>;
  /** What the state's approved credits give the certificate's attendance now (a partial one its share). */
  creditsDue: Partial<Record<CreditCategory, number>>;
};
