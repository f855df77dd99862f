import type { ReactNode } from "react";

/**
 * What outlives a deleted account, field by field (docs/decisions/0027, 0038):
 * the one wording the privacy page and the delete-account page share.
 * `periods` says how long, or links to where it is said.
 */
export function KeptRecords({ periods }: { periods: ReactNode }) {
  return (
    <>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          Each certificate we issued you, every version of it: your name and bar number, the state,
          the course and the state's course number, how you attended (live or on demand) and the
          session, the completion date, the credits, and how attendance was verified (the codes you
          entered, your watching time, and the affirmation you signed: its text, the name you typed
          and when), with when it was issued, and why it was corrected or withdrawn. It is no longer
          linked to any account, and its verification page keeps confirming it to anyone who holds
          its number.
        </li>
        <li>
          Corrections our staff made to your attendance at a course you hold a certificate for:
          whether and for how many minutes you attended, the reason, who made the correction and
          when. The evidence they noted with it (a meeting report, a support conversation) is
          removed when your account is deleted.
        </li>
        <li>
          The lines naming you in the reports we submitted to a state bar (your name, bar number,
          the course number, the completion date and the hours), as we sent them.
        </li>
      </ul>
      <p className="mt-3">
        These are kept until the retention period ends, counted from the completion date: the
        longest period among the states in which you claimed credit for that course ({periods}).
        Then they are deleted automatically, within a day. For a course you completed without
        claiming credit nothing is kept: a correction of your attendance there is deleted the day
        after your account.
      </p>
      <p className="mt-3">
        Our staff's log of changes is never edited or deleted, so that every change to a certificate
        can be accounted for: an entry about your certificate or your attendance (for example a
        corrected name or bar number, or the evidence noted with a correction) stays in it after
        your account is deleted.
      </p>
    </>
  );
}
