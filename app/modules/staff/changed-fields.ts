/**
 * The fields whose values differ between two versions of a record, as the
 * audit log keeps them: only what changed, before and after.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const result = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    result.before[key] = before[key] ?? null;
    result.after[key] = after[key] ?? null;
  }
  return result;
}
