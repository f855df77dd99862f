import type { FormFields } from "./form-reply";

/**
 * What was typed in a form's text fields, each cut to its limit (a refused
 * post may be very long), for the form to show again after a post without
 * script: a field not sent, or sent as a list, echoes as "".
 */
export function echoText<Name extends string>(
  fields: FormFields,
  limits: Record<Name, number>,
): Record<Name, string> {
  const echoed: Record<string, string> = {};
  for (const [name, max] of Object.entries<number>(limits)) {
    const value = fields[name];
    echoed[name] = typeof value === "string" ? value.slice(0, max) : "";
  }
  return echoed as Record<Name, string>;
}
