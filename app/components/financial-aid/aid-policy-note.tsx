import { Link } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { AID_STATEMENT, FINANCIAL_AID_PATH } from "~/content/financial-aid";

/**
 * The statement that financial aid is available, with the policy's link and
 * the contact: on every fee-based course page, the splash pages, the payment
 * page and the receipts.
 */
export function AidPolicyNote({
  className = "",
  tone = "light",
  courseId,
  withContact = true,
}: {
  className?: string;
  /** On a dark surface the links take the text's colour. */
  tone?: "light" | "dark";
  /** A course's page: the request form opens with it chosen. */
  courseId?: string;
  /** Off where the page already gives the contact address (the splash pages). */
  withContact?: boolean;
}) {
  const contact = useRootData()?.publicConfig.contactEmail;
  const link = tone === "dark" ? "underline" : "text-brand-700 underline";
  return (
    <p className={className}>
      {AID_STATEMENT}{" "}
      <Link
        to={
          courseId
            ? `${FINANCIAL_AID_PATH}?${new URLSearchParams({ course: courseId })}`
            : FINANCIAL_AID_PATH
        }
        className={`font-semibold ${link}`}
      >
        Read our financial-aid policy and apply
      </Link>
      {contact && withContact ? (
        <>
          , or write to{" "}
          <a href={`mailto:${contact}`} className={link}>
            {contact}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}
