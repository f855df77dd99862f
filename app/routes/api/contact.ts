import { data } from "react-router";
import { fieldErrors } from "~/lib/form-submission";
import { readForm } from "~/lib/read-form";
import { consumeRateLimit } from "~/modules/auth/address-rate-limit.server";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import { contactSchema } from "~/modules/contact/contact-form";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import type { Route } from "./+types/contact";

export type ContactReply = { ok: boolean; message: string; errors: Record<string, string> };

// The home page's contact form posts here (spec §2 Contact Us: sending was "not shown").
export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: ContactReply, status = 200) =>
    data(body, { status, headers: { "Cache-Control": "no-store" } });
  const parsed = contactSchema.safeParse((await readForm(request)) ?? {});
  if (!parsed.success) {
    return reply(
      {
        ok: false,
        message: "Please check the highlighted fields.",
        errors: fieldErrors(parsed.error),
      },
      400,
    );
  }
  const { services } = context;
  const client = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  if (
    !(await consumeRateLimit(services.database.db, `contact:${client}`, {
      windowSeconds: 600,
      max: 5,
    }))
  ) {
    return reply(
      {
        ok: false,
        message: "You have sent several messages just now. Please wait a few minutes.",
        errors: {},
      },
      429,
    );
  }
  try {
    await sendContactMessage(
      services.database.db,
      services.mailer,
      { staffEmail: services.config.contactEmail },
      parsed.data,
    );
  } catch (error) {
    services.logger.error({ err: error }, "contact message failed");
    return reply(
      { ok: false, message: "Something went wrong. Please try again later.", errors: {} },
      503,
    );
  }
  return reply({
    ok: true,
    message: `Thank you, ${parsed.data.name}. We received your message and will reply to ${parsed.data.email} within one business day.`,
    errors: {},
  });
}
