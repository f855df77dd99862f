import type { RefObject } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { FormReply } from "~/lib/form-reply";

/**
 * The faculty member's login to the faculty desk: the address they sign in
 * with (blank: no login). They sign up or in with it and confirm it; the desk
 * then shows them their courses' questions, and nothing else.
 */
export function FacultyLoginForm({
  name,
  loginEmail,
  typed,
  version,
  error,
  alert,
  busy,
  formRef,
}: {
  name: string;
  loginEmail: string | null;
  /** What was typed, after a refused post. */
  typed: string | null;
  version: number;
  error: string | undefined;
  alert: Pick<FormReply, "ok" | "message"> | null;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  return (
    <Form
      method="post"
      ref={formRef}
      aria-labelledby="faculty-login-heading"
      className="mt-6 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="faculty-login-heading" className="font-semibold text-xl">
        Faculty desk login
      </h2>
      <p className="text-slate-700">
        {loginEmail
          ? `${name} signs in to the faculty desk (/faculty-desk) with ${loginEmail}, once that address is confirmed, and answers their courses' questions there.`
          : `${name} has no login. Give the address they will sign up or sign in with: once they confirm it, the faculty desk (/faculty-desk) shows them their courses' questions, and nothing else.`}
      </p>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="version" value={version} />
      {alert ? <FormAlert tone={alert.ok ? "success" : "error"}>{alert.message}</FormAlert> : null}
      <TextField
        label="Login e-mail"
        name="loginEmail"
        type="email"
        autoComplete="off"
        maxLength={254}
        hint="Leave it blank to remove the login."
        defaultValue={typed ?? loginEmail ?? ""}
        error={error}
      />
      <div>
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save the login
        </SubmitButton>
      </div>
    </Form>
  );
}
