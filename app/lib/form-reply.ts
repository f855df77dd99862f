import { data } from "react-router";

/**
 * What every form's action answers, and what every form shows: the outcome
 * or the problem (`message`), the first message per field (`errors`), what
 * was typed (`values`, so a post without script keeps it after a refusal) and,
 * on a page with several forms, which one answered (`intent`).
 */
/** Form fields as posted; the names a form reads as lists (a checkbox group) keep every value. */
export type FormFields = Record<string, string | string[]>;

export type FormReply<Values = never> = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values?: Values | null;
  intent?: string | null;
};

export const FIELD_ERRORS_MESSAGE = "Please check the highlighted fields.";

export const UNREADABLE_FORM_MESSAGE =
  "We could not read the form. Please reload the page and try again.";

/**
 * Sends a form reply: 200 unless told otherwise, never stored by a cache
 * (it answers one person's post). `init` may add headers (a new session's
 * cookie) or a status.
 */
export function replyToForm<Values = never>(
  reply: Pick<FormReply<Values>, "ok" | "message"> & Partial<FormReply<Values>>,
  init?: number | ResponseInit,
) {
  const { status, headers } =
    typeof init === "number" ? { status: init, headers: {} } : (init ?? {});
  const merged = new Headers(headers);
  merged.set("Cache-Control", "no-store");
  return data<FormReply<Values>>({ errors: {}, ...reply }, { status, headers: merged });
}

/** A form's refusal: 400 (or `status`) with the message and any field messages. */
export function refuseForm<Values = never>(
  message: string,
  options: {
    errors?: Record<string, string>;
    values?: Values | null;
    intent?: string | null;
    status?: number;
  } = {},
) {
  const { status = 400, ...rest } = options;
  return replyToForm<Values>({ ok: false, message, ...rest }, status);
}

/** What was typed in a text field, from a refused post's echo; null when nothing was. */
export function typedText(values: FormFields | null | undefined, name: string): string | null {
  const value = values?.[name];
  return typeof value === "string" ? value : null;
}

/** What was typed in a field posted as a list (a checkbox group, repeated inputs). */
export function typedList(values: FormFields | null | undefined, name: string): string[] {
  const value = values?.[name];
  return value === undefined ? [] : ([] as string[]).concat(value);
}
