import type { FormReply } from "~/lib/form-reply";

/**
 * A form-level message, announced to screen readers when it appears. Messages
 * often carry an e-mail address or a link: those wrap anywhere rather than push
 * a phone's screen sideways.
 */
export function FormAlert({
  tone,
  children,
}: {
  tone: "error" | "success";
  children: React.ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      data-form-alert
      className={`wrap-anywhere rounded-md px-4 py-3 text-sm ${tone === "error" ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200"}`}
    >
      {children}
    </div>
  );
}

/** A form's reply, if any: its message, as a success or as an error. */
export function FormReplyAlert({
  reply,
}: {
  reply: Pick<FormReply, "ok" | "message"> | undefined;
}) {
  return reply ? (
    <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert>
  ) : null;
}
