import { Link } from "react-router";
import { ACCOUNT_LISTS, type AccountListKind } from "~/modules/dashboard/account-lists";

/** Under a list the dashboard cut short: how much it shows, and the way to the rest. */
export function SeeAllLink({
  kind,
  shown,
  total,
}: {
  kind: AccountListKind;
  shown: number;
  total: number | undefined;
}) {
  if (total === undefined || total <= shown) return null;
  const list = ACCOUNT_LISTS[kind];
  return (
    <p className="mt-3 text-slate-700">
      The first {shown} of {total.toLocaleString("en-US")}.{" "}
      <Link to={list.path} className="font-semibold text-brand-700 underline">
        See all {total.toLocaleString("en-US")} {list.nouns[1]}
      </Link>
    </p>
  );
}
