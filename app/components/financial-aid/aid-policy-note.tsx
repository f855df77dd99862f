import { Link } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { AID_STATEMENT, FINANCIAL_AID_PATH } from "~/content/financial-aid";

/**
 * The statement that financial aid is available, with the policy's link and
 * the contact: on every fee-based course page, the splash pages, the payment
 * page and the receipts.
 */
export function AidPolicyNote({ className = "" }: { className?: string }) {
  const contact = useRootData()?.publicConfig.contactEmail;
  return (
    <p className={className}>
      {AID_STATEMENT}{" "}
      <Link to={FINANCIAL_AID_PATH} className="font-semibold text-brand-700 underline">
        Read our financial-aid policy and apply
      </Link>
      {contact ? (
        <>
          , or write to{" "}
          <a href={`mailto:${contact}`} className="text-brand-700 underline">
            {contact}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}
