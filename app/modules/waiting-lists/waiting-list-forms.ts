import { z } from "zod";

// The waiting-list forms: an attorney's join and leave (which session), and
// staff's reorder and removal (which entry).

const sessionId = z.object({ sessionId: z.string().trim().min(1).max(100) });
const entryId = z.object({ entryId: z.string().trim().min(1).max(100) });

export const attorneyWaitingListIntents = { join: sessionId, leave: sessionId };

export const staffWaitingListIntents = {
  "move-up": entryId,
  "move-down": entryId,
  remove: entryId,
};
