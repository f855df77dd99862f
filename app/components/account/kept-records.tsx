import type { ReactNode } from "react";
import { ORDER_RETENTION_YEARS } from "~/modules/retention/order-retention";

/**
 * What outlives a deleted account, field by field, and for how long
 * (docs/decisions/0027, 0038, 0041, 0053): the one wording the privacy page and the
 * delete-account page share. `periods` says how long the attendance records
 * are kept, or links to where it is said.
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
        Your orders (what was bought, the price, when and how it was paid, and any refund) are kept
        for our accounts and taxes, without your name and e-mail address, for{" "}
        {ORDER_RETENTION_YEARS} years after the end of the year of the purchase or of its last
        refund. Then they are deleted automatically.
      </p>
      <p className="mt-3">
        Our staff's log of changes keeps every entry, so that every change to a certificate can be
        accounted for. An entry about your certificate, your attendance, a registration, an order or
        a message you sent us always says who made the change, what kind of change it was and when.
        The details about you in it (for example a corrected name or bar number, the evidence noted
        with a correction, or the address a reply went to) are removed when the retention period of
        the record it concerns ends: with your certificates and attendance corrections, or with your
        orders, as said above; for a registration, within a day after your account is deleted; for a
        message you sent us, when your account is deleted. Nothing else in the log is ever changed
        or deleted.
      </p>
    </>
  );
}
