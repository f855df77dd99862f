import type { AppLoadContext } from "react-router";
import { replyToForm } from "~/lib/form-reply";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { replyToCodeEntry } from "~/modules/attendance/reply-to-code-entry.server";
import { requireUser } from "~/modules/auth/session.server";
import { chooseSessionSchema } from "~/modules/dashboard/choose-session-form";
import { dashboardCodeSchema } from "~/modules/dashboard/dashboard-code-form";
import { closeCheckout } from "~/modules/payments/close-checkout.server";
import { removeOrderSchema } from "~/modules/payments/remove-order-form";
import { removeUnpaidOrder } from "~/modules/payments/remove-unpaid-order.server";
import { chooseLiveSession } from "~/modules/registration/choose-live-session.server";
import { MOVE_MESSAGES } from "~/modules/registration/move-messages";

const DASHBOARD_FORMS = {
  code: dashboardCodeSchema,
  "remove-order": removeOrderSchema,
  "choose-session": chooseSessionSchema,
};

/**
 * The dashboard's posts (and its lists' pages'): codes announced in a live
 * webcast are entered here (or on the course player); an unpaid order is
 * removed from the purchases; a live place whose session was cancelled takes
 * another session.
 */
export async function answerDashboardPost(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = await parseIntentSubmission(request, DASHBOARD_FORMS, {
    // Which registration's form a refusal belongs to.
    echo: (fields) => ({ courseId: typeof fields.courseId === "string" ? fields.courseId : "" }),
  });
  if (!form.ok) return form.response;
  if (form.intent === "choose-session") {
    const { services } = context;
    const chosen = await chooseLiveSession(
      services.database.db,
      {
        mailer: services.mailer,
        baseUrl: services.config.baseUrl,
        organizerEmail: services.config.contactEmail,
      },
      user.id,
      form.value,
    );
    const values = { courseId: form.value.courseId };
    return chosen.ok
      ? replyToForm({ ok: true, message: MOVE_MESSAGES.chosen, intent: form.intent, values })
      : replyToForm(
          { ok: false, message: chosen.message, intent: form.intent, values },
          chosen.status,
        );
  }
  if (form.intent === "remove-order") {
    const db = context.services.database.db;
    const removed = await removeUnpaidOrder(db, user.id, form.value.orderId);
    if (!removed.ok) {
      return replyToForm(
        { ok: false, message: removed.message, intent: form.intent },
        removed.status,
      );
    }
    await closeCheckout(context, removed.checkoutToClose);
    return replyToForm({ ok: true, message: removed.message, intent: form.intent });
  }
  return replyToCodeEntry(
    await enterAttendanceCode(
      context.services.database.db,
      user.id,
      form.value.courseId,
      form.value.code,
    ),
  );
}
