import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormatNotices } from "~/components/credit-tracker/format-rule-notes";
import { AidPolicyNote } from "~/components/financial-aid/aid-policy-note";
import { PageShell } from "~/components/layout/page-shell";
import { DiscountCodeForm } from "~/components/payment/discount-code-form";
import { LiveSessionChoice } from "~/components/payment/live-session-choice";
import { OrderSummary } from "~/components/payment/order-summary";
import { AttendeeFields } from "~/components/ui/attendee-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { CAMPAIGN_STORAGE_KEY } from "~/lib/analytics";
import { FIELD_ERRORS_MESSAGE, refuseForm } from "~/lib/form-reply";
import { formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import {
  loadBundleFormatNotices,
  loadCourseFormatNotices,
} from "~/modules/credit-tracker/load-course-format-notices.server";
import { loadPaymentPage } from "~/modules/payments/load-payment-page.server";
import { orderSchema } from "~/modules/payments/order-form";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import { namedProduct, productQuery } from "~/modules/payments/products";
import { startCheckout } from "~/modules/payments/start-checkout.server";
import type { Route } from "./+types/payment";

export const meta: Route.MetaFunction = () =>
  pageMeta("Payment", "Review your order and pay securely for your CLE course.");

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { status, page } = await loadPaymentPage(context, user, new URL(request.url).searchParams);
  // Before paying: what the buyer's states' format rules mean for this course.
  const db = context.services.database.db;
  const product = page.quote?.product;
  const formatNotices =
    product?.kind === "course"
      ? await loadCourseFormatNotices(db, user.id, product.courseId, {
          live: (page.quote?.sessions.length ?? 0) > 0,
        })
      : product?.kind === "bundle"
        ? await loadBundleFormatNotices(db, user.id, product.bundleId)
        : [];
  return data({ ...page, formatNotices }, { status, headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseSubmission(request, orderSchema);
  if (!form.ok) return form.response;
  const {
    courseId,
    bundleId,
    plan,
    liveSessionId,
    expectedPriceCents,
    idempotencyKey,
    utm,
    discountCode,
    ...attendee
  } = form.value;
  const product = namedProduct({ courseId, bundleId, plan });
  if (!product) return refuseForm(PAYMENT_MESSAGES.unknownCourse, { status: 404 });
  const checkout = await startCheckout(context, {
    uid: user.id,
    product,
    liveSessionId: liveSessionId || null,
    expectedPriceCents,
    attendee,
    utm: utm ?? null,
    idempotencyKey,
    discountCode: discountCode || null,
  });
  if (checkout.ok) return redirect(checkout.url);
  if (checkout.field === "discountCode") {
    return refuseForm(checkout.message, {
      errors: { discountCode: checkout.message },
      status: checkout.status,
    });
  }
  return checkout.field
    ? refuseForm(FIELD_ERRORS_MESSAGE, {
        errors: { [checkout.field]: checkout.message },
        status: checkout.status,
      })
    : refuseForm(checkout.message, { status: checkout.status });
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, notice, prefill, discount, formatNotices } = loaderData;
  const submitting = useNavigation().state !== "idle";
  const errors = actionData?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  // The campaign that brought the buyer travels with the order (spec §7).
  const [campaign, setCampaign] = useState("");
  useEffect(() => {
    try {
      setCampaign(sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? "");
    } catch {}
  }, []);

  if (!quote || !prefill) {
    return (
      <PageShell title="Payment" intro="Review your order and choose your live session.">
        {notice ? <FormAlert tone="error">{notice}</FormAlert> : null}
        <p className="mt-4">
          {PAYMENT_MESSAGES.unknownCourse}{" "}
          <Link to="/courses" className="text-brand-700 underline">
            Browse courses
          </Link>
        </p>
      </PageShell>
    );
  }
  if (loaderData.alreadyRegistered) {
    return (
      <PageShell title="Payment" intro={quote.name}>
        <OutcomeNotice
          tone="success"
          next={{ to: "/dashboard", label: "See your registration on My Dashboard" }}
        >
          {PAYMENT_MESSAGES.alreadyRegistered(quote.name)}
        </OutcomeNotice>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Payment"
      intro={
        quote.sessions.length > 0
          ? "Review your order and choose your live session."
          : "Review your order and pay securely."
      }
    >
      {loaderData.testMode ? (
        <p className="mb-6 max-w-3xl rounded-md bg-amber-100 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-300">
          TEST MODE: payments go to the built-in test checkout. No card is charged.
        </p>
      ) : null}
      {formatNotices.length > 0 ? (
        <div className="mb-6 max-w-5xl">
          <FormatNotices notices={formatNotices} heading="Before you pay: your state's rules" />
        </div>
      ) : null}
      <div className="grid max-w-5xl gap-8 lg:grid-cols-[3fr_2fr]">
        <Form ref={formRef} method="post" noValidate className="grid gap-6">
          {notice ? <FormAlert tone="error">{notice}</FormAlert> : null}
          {actionData && !actionData.ok ? (
            <FormAlert tone="error">{actionData.message}</FormAlert>
          ) : null}
          {Object.entries(productQuery(quote.product)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input
            type="hidden"
            name="expectedPriceCents"
            value={discount ? discount.priceCents : quote.priceCents}
          />
          {discount ? <input type="hidden" name="discountCode" value={discount.code} /> : null}
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <input type="hidden" name="utm" value={campaign} />
          {quote.sessions.length > 0 ? (
            <LiveSessionChoice
              sessions={quote.sessions}
              error={errors.liveSessionId}
              waitingListHref={
                quote.product.kind === "course"
                  ? `/courses/${quote.product.courseId}/waiting-list`
                  : undefined
              }
            />
          ) : null}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-lg">
              {quote.product.kind === "membership" ? "Member" : "Attendee"}
            </legend>
            <AttendeeFields prefill={prefill} errors={errors} />
          </fieldset>
          <div>
            <SubmitButton busy={submitting} busyLabel="Starting checkout...">
              {discount?.priceCents === 0
                ? "Confirm (nothing to pay)"
                : `Pay ${formatPrice(discount ? discount.priceCents : quote.priceCents)}`}
            </SubmitButton>
          </div>
          <AidPolicyNote className="text-slate-700 text-sm" />
        </Form>
        <div>
          <OrderSummary quote={quote} discount={discount} />
          {quote.product.kind === "membership" ? null : (
            <DiscountCodeForm
              product={quote.product}
              typed={loaderData.typedCode}
              error={loaderData.discountError}
              applied={discount !== null}
            />
          )}
        </div>
      </div>
    </PageShell>
  );
}
