import { z } from "zod";
import { versionField } from "~/lib/form-fields";

/** The pending-changes page's forms: publish them all, or discard them; each carries the version reviewed. */
export const pendingChangesIntents = {
  publish: z.object({ version: versionField }),
  discard: z.object({ version: versionField }),
};
