import { data, Form, Link } from "react-router";
import {
  describeCodeState,
  describeReduction,
  describeScope,
} from "~/components/discounts/describe-discount";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatPrice, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { endDiscountCodeSchema } from "~/modules/discounts/discount-forms";
import { endDiscountCode } from "~/modules/discounts/end-discount-code.server";
import { loadDiscountCode } from "~/modules/discounts/list-discount-codes.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/discount-code";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded ? `Discount code ${loaded.code.code}` : "Discount code",
    "A discount code's uses, revenue effect, and ending it.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "discounts.manage");
  const loaded = await loadDiscountCode(context.services.database.db, params.codeId);
  if (!loaded) throw data(null, { status: 404 });
  return data(
    { ...loaded, created: new URL(request.url).searchParams.has("created") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "discounts.manage");
  const form = await parseSubmission(request, endDiscountCodeSchema);
  if (!form.ok) return form.response;
  const ended = await endDiscountCode(context.services.database.db, staff.actor, params.codeId);
  return ended
    ? replyToForm({ ok: true, message: "The code is ended: new orders refuse it." })
    : refuseForm("This code no longer exists.", { status: 404 });
}

type Use = Route.ComponentProps["loaderData"]["uses"][number];

const COLUMNS: Column<Use>[] = [
  {
    header: "Order",
    rowHeader: true,
    cell: (use) => (
      <Link to={`/staff/orders/${use.id}`} className="text-brand-700 underline">
        {use.id}
      </Link>
    ),
  },
  { header: "Buyer", cell: (use) => use.email },
  { header: "Bought", cell: (use) => use.courseName },
  { header: "Status", cell: (use) => ORDER_STATUS_LABELS[use.status] },
  { header: "Paid", cell: (use) => formatPrice(use.amountCents), align: "right" },
  { header: "Discount", cell: (use) => formatPrice(use.discountCents), align: "right" },
  {
    header: "Placed",
    cell: (use) => formatSessionDateTime(new Date(use.createdAt)),
    nowrap: true,
  },
];

export default function StaffDiscountCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const { code, uses, created } = loaderData;
  const end = usePageForm(actionData);
  const state = describeCodeState(code);
  const facts: [string, string][] = [
    ["Reduction", describeReduction(code)],
    ["Applies to", describeScope(code)],
    ["Kind", code.purpose === "aid" ? "Financial aid (one account)" : "Promotion"],
    ["State", state],
    ["From", formatSessionDateTime(new Date(code.startsAt))],
    ["Until", code.endsAt ? formatSessionDateTime(new Date(code.endsAt)) : "no end"],
    ["Use limit", code.useLimit ? String(code.useLimit) : "none"],
    ["Per account", code.perAccountLimit ? String(code.perAccountLimit) : "no limit"],
    ["Only for one account", code.uid ? "yes" : "no"],
    ["Paid uses", String(code.paidUses)],
    ["Refunded uses", String(code.refundedUses)],
    ["Revenue with the code", formatPrice(code.revenueCents)],
    ["Discount given", formatPrice(code.discountGivenCents)],
    ["Made by", code.createdBy],
  ];
  if (code.note) facts.push(["Note", code.note]);
  return (
    <StaffPage
      title={`Discount code ${code.code}`}
      intro={
        <p>
          <Link to="/staff/discount-codes" className="text-brand-700 underline">
            Back to discount codes
          </Link>
        </p>
      }
    >
      {created ? <FormAlert tone="success">The code is added.</FormAlert> : null}
      <dl className="mt-4 grid max-w-3xl gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[14rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="end-heading" className="mt-8">
        <h2 id="end-heading" className="font-semibold text-xl">
          End the code
        </h2>
        {actionData ? (
          <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
        ) : null}
        {code.endedAt ? (
          <p className="mt-2">
            Ended {formatSessionDateTime(new Date(code.endedAt))}. Paid orders keep their discount.
          </p>
        ) : (
          <Form method="post" ref={end.form} className="mt-2">
            <input type="hidden" name="intent" value="end" />
            <p className="mb-3 max-w-3xl">
              New orders will refuse it; orders already paid keep their discount.
            </p>
            <SubmitButton busy={end.busy} busyLabel="Ending…">
              End the code now
            </SubmitButton>
          </Form>
        )}
      </section>
      <section aria-labelledby="uses-heading" className="mt-8">
        <h2 id="uses-heading" className="font-semibold text-xl">
          Orders with this code
        </h2>
        {uses.length === 0 ? (
          <EmptyState>No order has used it yet.</EmptyState>
        ) : (
          <DataTable
            label="Orders"
            columns={COLUMNS}
            rows={uses}
            rowKey={(use) => use.id}
            minWidth="52rem"
          />
        )}
      </section>
    </StaffPage>
  );
}
