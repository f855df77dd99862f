import { data } from "react-router";
import type { z } from "zod";
import { readForm, UNREADABLE_FORM_MESSAGE } from "./read-form";

/** What a form's action answers with when something is wrong. */
export type FormProblem = { errors: Record<string, string>; formError: string | null };

export function formProblem(problem: Partial<FormProblem>, status = 400) {
  return data<FormProblem>({ errors: {}, formError: null, ...problem }, { status });
}

/**
 * Reads and validates a form post: either the parsed values, or the 400
 * answer to return (an unreadable body, or field messages).
 */
export async function parseFormSubmission<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<
  { ok: true; value: z.infer<T> } | { ok: false; response: ReturnType<typeof formProblem> }
> {
  const fields = await readForm(request);
  if (!fields) return { ok: false, response: formProblem({ formError: UNREADABLE_FORM_MESSAGE }) };
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    return { ok: false, response: formProblem({ errors: fieldErrors(parsed.error) }) };
  return { ok: true, value: parsed.data };
}

/** First error message per field, for showing beside each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
