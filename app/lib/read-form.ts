/** NUL can never be stored by PostgreSQL (text or jsonb): input carrying it is refused. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/**
 * The fields of a form post, or null when the body is not a form (a JSON or
 * text body, or a broken upload) or carries a NUL character: the action then
 * answers 400, not 500.
 */
export async function readForm(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) {
      if (typeof value !== "string") continue;
      if (hasNul(value) || hasNul(name)) return null;
      fields[name] = value;
    }
    return fields;
  } catch {
    return null;
  }
}

/** A query parameter fit to reach the database: present, short, without NUL; else null. */
export function queryParam(params: URLSearchParams, name: string, maxLength = 300): string | null {
  const value = params.get(name);
  if (!value || value.length > maxLength || hasNul(value)) return null;
  return value;
}

export const UNREADABLE_FORM_MESSAGE =
  "We could not read the form. Please reload the page and try again.";
