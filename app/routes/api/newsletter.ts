import { data } from "react-router";
import { z } from "zod";
import { readForm } from "~/lib/read-form";
import { consumeRateLimit } from "~/modules/auth/address-rate-limit.server";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import { looksLikeEmail, NEWSLETTER_MESSAGES } from "~/modules/newsletter/newsletter-messages";
import { subscribeToNewsletter } from "~/modules/newsletter/subscribe.server";
import type { Route } from "./+types/newsletter";

export type NewsletterReply = { ok: boolean; message: string };

const schema = z.object({
  email: z.string().trim().min(1).max(254).refine(looksLikeEmail),
  source: z.enum(["hero", "upcoming"]).catch("hero"),
});

// Both newsletter forms post here (spec §7 'Newsletter sign-up').
export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: NewsletterReply, status = 200) =>
    data(body, { status, headers: { "Cache-Control": "no-store" } });
  const parsed = schema.safeParse((await readForm(request)) ?? {});
  if (!parsed.success) return reply({ ok: false, message: NEWSLETTER_MESSAGES.invalidEmail }, 400);
  const { services } = context;
  const client = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  if (
    !(await consumeRateLimit(services.database.db, `newsletter:${client}`, {
      windowSeconds: 600,
      max: 10,
    }))
  ) {
    return reply({ ok: false, message: NEWSLETTER_MESSAGES.failure }, 429);
  }
  try {
    await subscribeToNewsletter(
      services.database.db,
      services.mailer,
      { baseUrl: services.config.baseUrl, staffEmail: services.config.contactEmail },
      parsed.data,
    );
  } catch (error) {
    services.logger.error({ err: error }, "newsletter sign-up failed");
    return reply({ ok: false, message: NEWSLETTER_MESSAGES.failure }, 503);
  }
  const message =
    parsed.data.source === "upcoming"
      ? NEWSLETTER_MESSAGES.successUpcoming
      : NEWSLETTER_MESSAGES.successHero;
  return reply({ ok: true, message });
}
