import { ANNUAL_MEMBERSHIP, FREE_TRIAL_DAYS, MEMBERSHIP_REFUND_DAYS } from "~/content/plans";

/** The plans page's questions: refunds, renewal, the end of a plan, the trial. */
export function PlanQuestions({ contactEmail }: { contactEmail: string | undefined }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-14 max-w-3xl">
      <h2 id="faq-heading" className="font-bold text-2xl tracking-tight">
        Questions about plans
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        <details className="p-4">
          <summary className="cursor-pointer font-semibold">
            Can I cancel the membership or get a refund?
          </summary>
          <p className="mt-2 text-slate-700">
            Yes, within {MEMBERSHIP_REFUND_DAYS} days of paying: the {ANNUAL_MEMBERSHIP.name} is
            refunded in full if you have not used the members' rate in that time (no course or
            bundle bought at the members' price). Write to us
            {contactEmail ? (
              <>
                {" "}
                at{" "}
                <a href={`mailto:${contactEmail}`} className="text-brand-700 underline">
                  {contactEmail}
                </a>
              </>
            ) : null}{" "}
            with your order number. After {MEMBERSHIP_REFUND_DAYS} days, or once you have used the
            members' rate, the membership runs to its end and is not refunded.
          </p>
        </details>
        <details className="p-4">
          <summary className="cursor-pointer font-semibold">Does it renew automatically?</summary>
          <p className="mt-2 text-slate-700">
            No. You pay once for one year and we never charge your card again. To stay a member, buy
            another year whenever you like: it starts the day your current year ends, so no day is
            lost.
          </p>
        </details>
        <details className="p-4">
          <summary className="cursor-pointer font-semibold">
            What happens when my membership or trial ends?
          </summary>
          <p className="mt-2 text-slate-700">
            Everything you bought stays yours: your courses, your progress, your certificates and
            your credit tracker. New purchases are at the regular price until you buy another year.
          </p>
        </details>
        <details className="p-4">
          <summary className="cursor-pointer font-semibold">
            Do I need a card for the free trial?
          </summary>
          <p className="mt-2 text-slate-700">
            No. Creating your account starts the {FREE_TRIAL_DAYS}-day trial; you pay only for the
            courses you choose, at the members' rate.
          </p>
        </details>
      </div>
    </section>
  );
}
