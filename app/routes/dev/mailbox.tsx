import { data, Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import { canOpenDevMailbox } from "~/modules/email/check-mailbox-access";
import { listOutbox } from "~/modules/email/list-outbox.server";
import type { Route } from "./+types/mailbox";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Development Mailbox",
    "Messages kept in the outbox while no SMTP server is configured.",
  );

/**
 * Development only: without SMTP_URL, e-mail stays in the outbox; this page
 * shows it, links and all, so sign-up, reset and change-of-address flows can
 * be followed locally. It does not exist in production.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const clientAddress = request.headers.get(CLIENT_IP_HEADER);
  if (!canOpenDevMailbox(context.services.config.nodeEnv, clientAddress)) {
    throw data(null, { status: 404 });
  }
  const { messages, open } = await listOutbox(
    context.services.database.db,
    new URL(request.url).searchParams.get("id"),
  );
  return { messages, open, delivering: context.services.mailer.delivering };
}

function linkify(text: string) {
  return text.split(/(https?:\/\/[^\s\]]+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <a key={index} href={part} className="text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default function DevMailboxPage({ loaderData }: Route.ComponentProps) {
  const { messages, open, delivering } = loaderData;
  return (
    <PageShell
      title="Development Mailbox"
      intro={
        delivering
          ? "SMTP_URL is set: messages are delivered. This list shows the outbox."
          : "SMTP_URL is not set: messages stay in the outbox and are shown here."
      }
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="messages-heading">
          <h2 id="messages-heading" className="mb-3 font-semibold text-xl">
            Messages
          </h2>
          {messages.length === 0 ? <p>No messages yet.</p> : null}
          <ul className="divide-y divide-slate-200">
            {messages.map((message) => (
              <li key={message.id} className="py-2">
                <Link to={`?id=${message.id}`} className="font-medium text-brand-800 underline">
                  {message.subject}
                </Link>
                <p className="text-slate-600 text-sm">
                  To {message.toAddress} · {message.status} ·{" "}
                  {new Date(message.createdAt).toISOString()}
                </p>
              </li>
            ))}
          </ul>
        </section>
        {open ? (
          <article
            aria-labelledby="open-heading"
            className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="open-heading" className="font-semibold text-xl">
              {open.subject}
            </h2>
            <p className="mb-4 text-slate-600 text-sm">To {open.toAddress}</p>
            <pre className="whitespace-pre-wrap font-sans">{linkify(open.text)}</pre>
          </article>
        ) : null}
      </div>
    </PageShell>
  );
}
