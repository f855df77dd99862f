// The merge fields a staff message may use, filled in per recipient. Pure, so
// the form's check, the preview and the sending all read them the same way.

export const MERGE_FIELDS = ["name", "course", "session_time", "join_link"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

/** `{{ anything }}`: a merge field as written, known or not. */
const FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const MERGE_FIELD_LIST = MERGE_FIELDS.map((field) => `{{${field}}}`).join(", ");

function isMergeField(name: string): name is MergeField {
  return (MERGE_FIELDS as readonly string[]).includes(name);
}

/** The fields a text names that are not merge fields, each once, as written. */
export function unknownMergeFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(FIELD_PATTERN)) {
    const name = match[1] ?? "";
    if (!isMergeField(name)) unknown.add(`{{${name}}}`);
  }
  return [...unknown];
}

/** The message refusing a text with unknown merge fields; null when all are known. */
export function unknownMergeFieldMessage(text: string): string | null {
  const unknown = unknownMergeFields(text);
  if (unknown.length === 0) return null;
  const named = unknown.join(", ");
  return `${named} ${unknown.length === 1 ? "is not a merge field" : "are not merge fields"}: use ${MERGE_FIELD_LIST}.`;
}

/** The text with each merge field replaced by the recipient's value. */
export function fillMergeFields(text: string, values: MergeValues): string {
  return text.replace(FIELD_PATTERN, (whole, name: string) =>
    isMergeField(name) ? values[name] : whole,
  );
}
