/** The refusals pending changes share (decision 0070). */
export const ONLY_PUBLISHED =
  "Only a published course keeps pending changes: this one is not on the public site, so save its edits directly.";
