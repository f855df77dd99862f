import type { z } from "zod";
import {
  FIELD_ERRORS_MESSAGE,
  type FormFields,
  refuseForm,
  UNREADABLE_FORM_MESSAGE,
} from "./form-reply";
import { type ReadOptions, readSubmission, type Submission } from "./read-submission.server";

// The one way an action reads a form: read it (capped, checked for
// characters the database refuses), validate it with the form's zod schema,
// and either go on with typed values or return the 400 that says what is
// wrong, field by field. See docs/architecture.md, "Forms".

type ParseOptions<Values> = ReadOptions & {
  /** The message when the body is over its cap (default: the unreadable-form message). */
  tooLargeMessage?: string;
  /** Or the whole answer to a body over its cap (a status or field of the form's own). */
  refuseTooLarge?: (request: Request) => Refused<Values>["response"];
  /** What was typed, sent back with field messages so a post without script keeps it. */
  echo?: (fields: FormFields) => Values;
};

export type Refused<Values = never> = {
  ok: false;
  response: ReturnType<typeof refuseForm<Values>>;
};

/** First error message per field, for showing beside each input. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Reads a form post: its fields and files, or the 400 to answer. */
async function readFormSubmission<Values = never>(
  request: Request,
  options: ParseOptions<Values> = {},
): Promise<{ ok: true; submission: Submission } | Refused<Values>> {
  const submission = await readSubmission(request, options);
  if (submission === "too-large") {
    if (options.refuseTooLarge) return { ok: false, response: options.refuseTooLarge(request) };
    return refused(options.tooLargeMessage ?? UNREADABLE_FORM_MESSAGE);
  }
  if (submission === null) return refused(UNREADABLE_FORM_MESSAGE);
  return { ok: true, submission };
}

/**
 * Validates a submission already read: the typed values, or the refusal with
 * field messages. Uploaded files are validated with the fields (under their
 * input's name), so a form's schema can check them too. A refusal is a 400,
 * or the highest status a schema issue asks for (`params: { status: 413 }`).
 */
function validateSubmission<S extends z.ZodType, Values = never>(
  schema: S,
  submission: Submission,
  options: { echo?: (fields: FormFields) => Values; intent?: string } = {},
): { ok: true; value: z.infer<S> } | Refused<Values> {
  const { fields, files } = submission;
  const parsed = schema.safeParse(Object.keys(files).length > 0 ? { ...fields, ...files } : fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  return refused(FIELD_ERRORS_MESSAGE, {
    errors: fieldErrors(parsed.error),
    values: options.echo?.(fields) ?? null,
    intent: options.intent ?? null,
    status: Math.max(400, ...parsed.error.issues.map(issueStatus)),
  });
}

/** The status a schema issue asks its refusal to carry, if any. */
function issueStatus(issue: z.core.$ZodIssue): number {
  const status = issue.code === "custom" ? issue.params?.status : undefined;
  return typeof status === "number" ? status : 400;
}

/** Reads and validates a form post in one step. */
export async function parseSubmission<S extends z.ZodType, Values = never>(
  request: Request,
  schema: S,
  options: ParseOptions<Values> = {},
): Promise<{ ok: true; value: z.infer<S>; submission: Submission } | Refused<Values>> {
  const read = await readFormSubmission(request, options);
  if (!read.ok) return read;
  const valid = validateSubmission(schema, read.submission, options);
  return valid.ok ? { ok: true, value: valid.value, submission: read.submission } : valid;
}

type IntentParsed<T extends Record<string, z.ZodType>> = {
  [K in keyof T & string]: { ok: true; intent: K; value: z.infer<T[K]>; submission: Submission };
}[keyof T & string];

/**
 * A page with several forms: each posts its `intent`, which picks the schema.
 * An unknown intent is unreadable (400); field messages carry the intent, so
 * the page shows them beside the right form.
 */
export async function parseIntentSubmission<T extends Record<string, z.ZodType>, Values = never>(
  request: Request,
  intents: T,
  options: ParseOptions<Values> = {},
): Promise<IntentParsed<T> | Refused<Values>> {
  const read = await readFormSubmission(request, options);
  if (!read.ok) return read;
  const intent = read.submission.fields.intent;
  if (typeof intent !== "string" || !Object.hasOwn(intents, intent))
    return refused(UNREADABLE_FORM_MESSAGE);
  const schema = intents[intent] as T[keyof T & string];
  const valid = validateSubmission(schema, read.submission, { ...options, intent });
  if (!valid.ok) return valid;
  return {
    ok: true,
    intent,
    value: valid.value,
    submission: read.submission,
  } as IntentParsed<T>;
}

function refused<Values>(
  message: string,
  options: Parameters<typeof refuseForm<Values>>[1] = {},
): Refused<Values> {
  return { ok: false, response: refuseForm<Values>(message, options) };
}
