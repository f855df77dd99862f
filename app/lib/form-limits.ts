/** Lengths the shared fields allow: the forms (maxLength) and the schemas (lib/form-fields.ts) read them here. */
export const FIELD_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  barNumberMax: 40,
} as const;
