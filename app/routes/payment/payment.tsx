import { randomUUID } from "node:crypto";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { AttendeeFields } from "~/components/ui/attendee-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { CAMPAIGN_STORAGE_KEY } from "~/lib/analytics";
import { emailField, nameField, stateField } from "~/lib/form-fields";
import { fieldErrors, formProblem } from "~/lib/form-submission";
import { formatPrice, formatSessionDateTime } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import { pageMeta } from "~/lib/meta";
import { queryParam, readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { attendeePrefill } from "~/modules/accounts/profile.server";
import { requireUser } from "~/modules/auth/session.server";
import { findCourseIdByTitle } from "~/modules/catalogue/get-course.server";
import {
  createOrder,
  getOrder,
  markOrderFailed,
  quoteProduct,
  startCheckout,
} from "~/modules/payments/orders.server";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import { type ProductRef, productQuery } from "~/modules/payments/products";
import { findRegistration } from "~/modules/registration/register-for-course.server";
import type { Route } from "./+types/payment";

export const meta: Route.MetaFunction = () =>
  pageMeta("Payment", "Review your order and pay securely for your CLE course.");

const PRIVATE = { "Cache-Control": "private, no-store" };

/** Why the buyer is back here: the checkout's outcome, named by the return URL. */
const RETURN_REASONS = ["cancelled", "declined", "expired"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const params = new URL(request.url).searchParams;
  // The client names the course (by id, or by the name the splash page
  // carries); the price always comes from the catalogue.
  const product = await productFromQuery(db, params);
  let notice: string | null = null;
  for (const reason of RETURN_REASONS) {
    const orderId = queryParam(params, reason);
    if (!orderId) continue;
    const order = await getOrder(db, orderId);
    if (order?.uid !== user.id) continue;
    const failedNow = await markOrderFailed(db, orderId, reason);
    if (failedNow) await closeCheckout(context, order.providerReference);
    // Only when it really failed: a payment that arrived meanwhile stands.
    if (failedNow || order.status === "failed") notice = PAYMENT_MESSAGES[reason];
  }
  const quote = product ? await quoteProduct(db, user.id, product) : null;
  if (!quote) {
    return data(
      {
        quote: null,
        notice,
        alreadyRegistered: false,
        prefill: null,
        idempotencyKey: "",
        testMode: false,
      },
      // Something was named (a course, bundle or plan) but is not for sale: 404.
      { status: product || namesProduct(params) ? 404 : 200, headers: PRIVATE },
    );
  }
  return data(
    {
      quote,
      notice,
      alreadyRegistered:
        quote.product.kind === "course" &&
        (await findRegistration(db, user.id, quote.product.courseId)) !== null,
      prefill: await attendeePrefill(db, user),
      // One key per page view: a double click, or a resent form, finds the same order.
      idempotencyKey: randomUUID(),
      testMode: context.services.payments.name === "test",
    },
    { headers: PRIVATE },
  );
}

/**
 * The product the page is for: a course (by id, or by the name the splash
 * page carries), a bundle, or the annual membership. The price always comes
 * from the catalogue, never from the query.
 */
async function productFromQuery(
  db: Route.LoaderArgs["context"]["services"]["database"]["db"],
  params: URLSearchParams,
): Promise<ProductRef | null> {
  const bundleId = queryParam(params, "bundleId");
  if (bundleId) return { kind: "bundle", bundleId };
  if (queryParam(params, "plan") === "annual") return { kind: "membership" };
  const courseName = queryParam(params, "courseName");
  const courseId =
    queryParam(params, "courseId") ??
    (courseName ? await findCourseIdByTitle(db, courseName) : null);
  return courseId ? { kind: "course", courseId } : null;
}

/** Whether the query names a product at all (as opposed to a bare return to the page). */
function namesProduct(params: URLSearchParams): boolean {
  return ["bundleId", "plan", "courseId", "courseName"].some((name) => params.has(name));
}

/** A failed or replaced order's checkout must not stay payable at the provider. */
async function closeCheckout(context: Route.LoaderArgs["context"], reference: string | null) {
  if (!reference) return;
  try {
    await context.services.payments.cancelCheckout(reference);
  } catch (error) {
    context.services.logger.warn({ err: error, reference }, "could not close the checkout");
  }
}

// Campaign data from the browser is a nicety: unreadable data is dropped, never an error.
const campaignSchema = z
  .string()
  .max(2000)
  .transform((raw, ctx) => {
    if (!raw) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Unreadable campaign data." });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .object({
        source: z.string().max(200).nullable(),
        medium: z.string().max(200).nullable(),
        campaign: z.string().max(200).nullable(),
        term: z.string().max(200).nullable(),
        content: z.string().max(200).nullable(),
      })
      .nullable(),
  )
  .catch(null);

const orderSchema = z.object({
  courseId: z.string().min(1).max(200).optional(),
  bundleId: z.string().min(1).max(200).optional(),
  plan: z.literal("annual").optional(),
  liveSessionId: z.string().max(200).optional(),
  expectedPriceCents: z.coerce.number().int().min(0).max(10_000_000),
  idempotencyKey: z.uuid(),
  firstName: nameField("first name"),
  lastName: nameField("last name"),
  email: emailField,
  state: stateField,
  utm: campaignSchema.optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const fields = await readForm(request);
  if (!fields) return formProblem({ formError: UNREADABLE_FORM_MESSAGE });
  const parsed = orderSchema.safeParse(fields);
  if (!parsed.success) return formProblem({ errors: fieldErrors(parsed.error) });
  const { services } = context;
  const db = services.database.db;
  const {
    courseId,
    bundleId,
    plan,
    liveSessionId,
    expectedPriceCents,
    idempotencyKey,
    utm,
    ...attendee
  } = parsed.data;
  const product: ProductRef | null = bundleId
    ? { kind: "bundle", bundleId }
    : plan
      ? { kind: "membership" }
      : courseId
        ? { kind: "course", courseId }
        : null;
  if (!product) return formProblem({ formError: PAYMENT_MESSAGES.unknownCourse }, 404);
  const created = await createOrder(db, {
    uid: user.id,
    product,
    liveSessionId: liveSessionId || null,
    expectedPriceCents,
    attendee,
    utm: utm ?? null,
    idempotencyKey,
    provider: services.payments.name,
  });
  if (!created.ok) {
    return created.field
      ? formProblem({ errors: { [created.field]: created.message } }, created.status)
      : formProblem({ formError: created.message }, created.status);
  }
  for (const reference of created.superseded ?? []) await closeCheckout(context, reference);
  const order = await getOrder(db, created.orderId);
  if (!order) throw new Error("the order just made is missing");
  if (order.status !== "pending") {
    return order.status === "paid"
      ? redirect(`/payment-success?order=${encodeURIComponent(order.id)}`)
      : formProblem({ formError: PAYMENT_MESSAGES.providerFailed }, 409);
  }
  try {
    const quote = await quoteProduct(db, user.id, product);
    const url = await startCheckout(db, services.payments, order, {
      baseUrl: services.config.baseUrl,
      description: quote?.description ?? order.courseName,
    });
    return redirect(url);
  } catch (error) {
    services.logger.error({ err: error, orderId: order.id }, "checkout could not start");
    await markOrderFailed(db, order.id, "cancelled");
    await closeCheckout(context, (await getOrder(db, order.id))?.providerReference ?? null);
    return formProblem({ formError: PAYMENT_MESSAGES.providerFailed }, 502);
  }
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, notice, prefill } = loaderData;
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
        <div className="max-w-2xl">
          <FormAlert tone="success">{PAYMENT_MESSAGES.alreadyRegistered(quote.name)}</FormAlert>
          <p className="mt-4">
            <Link to="/dashboard" className="text-brand-700 underline">
              See your registration on My Dashboard
            </Link>
          </p>
        </div>
      </PageShell>
    );
  }
  const openSessions = quote.sessions.filter((session) => !session.soldOut);
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
      <div className="grid max-w-5xl gap-8 lg:grid-cols-[3fr_2fr]">
        <Form ref={formRef} method="post" noValidate className="grid gap-6">
          {notice ? <FormAlert tone="error">{notice}</FormAlert> : null}
          {actionData?.formError ? (
            <FormAlert tone="error">{actionData.formError}</FormAlert>
          ) : null}
          {Object.entries(productQuery(quote.product)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="expectedPriceCents" value={quote.priceCents} />
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <input type="hidden" name="utm" value={campaign} />
          {quote.sessions.length > 0 ? (
            <fieldset
              aria-describedby={errors.liveSessionId ? "liveSessionId-error" : undefined}
              className="grid gap-2"
            >
              <legend className="mb-2 font-semibold text-lg">Choose your live session</legend>
              {quote.sessions.map((session) => (
                <label
                  key={session.id}
                  className={`flex items-center gap-3 rounded-md p-3 ring-1 ring-slate-300 ${session.soldOut ? "bg-slate-100 text-slate-600" : "cursor-pointer bg-white has-[:checked]:ring-2 has-[:checked]:ring-brand-700"}`}
                >
                  <input
                    type="radio"
                    name="liveSessionId"
                    value={session.id}
                    disabled={session.soldOut}
                    defaultChecked={session.id === openSessions[0]?.id}
                    className="size-4"
                  />
                  <span className="flex-1">
                    {formatSessionDateTime(new Date(session.startsAt))}
                    {session.label ? ` · ${session.label}` : ""}
                  </span>
                  {session.soldOut ? <span className="font-bold text-sm">SOLD OUT</span> : null}
                </label>
              ))}
              {errors.liveSessionId ? (
                <p id="liveSessionId-error" className="font-medium text-red-700 text-sm">
                  {errors.liveSessionId}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-lg">
              {quote.product.kind === "membership" ? "Member" : "Attendee"}
            </legend>
            <AttendeeFields prefill={prefill} errors={errors} />
          </fieldset>
          <div>
            <SubmitButton busy={submitting} busyLabel="Starting checkout...">
              Pay {formatPrice(quote.priceCents)}
            </SubmitButton>
          </div>
        </Form>
        <aside
          aria-labelledby="order-summary"
          className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="order-summary" className="font-semibold text-lg">
            Order summary
          </h2>
          <p className="mt-3 font-semibold">{quote.name}</p>
          <p className="mt-1 text-slate-700 text-sm">{quote.description}</p>
          {quote.items.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold text-sm">Included courses</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {quote.items.map((item) => (
                  <li key={item.courseId}>
                    {item.title} ({formatHours(item.creditHours)} credit)
                    {item.owned ? <span className="text-slate-600"> · already yours</span> : null}
                  </li>
                ))}
              </ul>
              {quote.items.some((item) => item.owned) ? (
                <p className="mt-2 text-slate-700 text-sm">
                  You already have some of these courses; the bundle's price stays the same.
                </p>
              ) : null}
            </>
          ) : null}
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1">
            <dt>{quote.priceKind === "member" ? "Members' rate" : "Price"}</dt>
            <dd className="font-semibold">{formatPrice(quote.priceCents)}</dd>
            {quote.priceKind === "member" ? (
              <>
                <dt className="text-slate-600">Regular price</dt>
                <dd className="text-slate-600">
                  <s>{formatPrice(quote.regularPriceCents)}</s>
                </dd>
              </>
            ) : null}
            <dt className="mt-2 border-slate-200 border-t pt-2 font-semibold">Total</dt>
            <dd className="mt-2 border-slate-200 border-t pt-2 font-semibold">
              {formatPrice(quote.priceCents)} USD
            </dd>
          </dl>
          {quote.priceKind === "regular" && quote.product.kind !== "membership" ? (
            <p className="mt-4 text-slate-700 text-sm">
              Members pay less.{" "}
              <Link to="/plans" className="text-brand-700 underline">
                View Plans
              </Link>
            </p>
          ) : null}
        </aside>
      </div>
    </PageShell>
  );
}
