/**
 * How far the attorney is with a course's codes (the on-demand lecture's or
 * one live session's). Zod- and server-free: the player's attendance panel
 * reads it too.
 */
export type CodeProgress = {
  total: number;
  entered: number;
  /** One per code, in order: whether the attorney has it in (never the code itself). */
  codes: { position: number; entered: boolean; shown: boolean }[];
};
