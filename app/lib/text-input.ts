/** NUL can never be stored by PostgreSQL (text or jsonb): input carrying it is refused. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/** A query parameter fit to reach the database: present, short, without NUL; else null. */
export function queryParam(params: URLSearchParams, name: string, maxLength = 300): string | null {
  const value = params.get(name);
  if (!value || value.length > maxLength || hasNul(value)) return null;
  return value;
}
