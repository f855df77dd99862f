/**
 * The fields of a form post, or null when the body is not a form (a JSON or
 * text body, or a broken upload): the action then answers 400, not 500.
 */
export async function readForm(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return fields;
  } catch {
    return null;
  }
}

export const UNREADABLE_FORM_MESSAGE =
  "We could not read the form. Please reload the page and try again.";
