import type { DataStore } from "@tus/utils";
import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { unfinishedUploads } from "~/db/schema/media";
import { discardUpload } from "./create-upload-store.server";
import type { MediaStore } from "./media-store";

/** An unfinished upload that receives nothing for this long is deleted (decision 0024). */
export const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;
/** How many unfinished uploads one staff member may hold at once. */
export const MAX_UNFINISHED_UPLOADS = 5;

export const TOO_MANY_UPLOADS_MESSAGE = `You have ${MAX_UNFINISHED_UPLOADS} unfinished uploads already. Finish or resume one of them first (choose the same file again), or wait: an upload that makes no progress for 24 hours is deleted.`;
export const EXPIRED_UPLOAD_MESSAGE =
  "This upload made no progress for 24 hours and was deleted. Choose the file again to start over.";

const expiredBefore = (now: Date) => new Date(now.getTime() - UNFINISHED_UPLOAD_LIFETIME_MS);

/**
 * Records a new upload as its creator's, unless they hold the most
 * unfinished ones already (expired ones do not count). The creator's account
 * row is locked meanwhile, so two creations at once cannot both take the
 * last place.
 */
export async function reserveUnfinishedUpload(
  db: Database,
  input: { uploadId: string; userId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(unfinishedUploads)
      .where(
        and(
          eq(unfinishedUploads.uploadedBy, input.userId),
          gte(unfinishedUploads.lastProgressAt, expiredBefore(input.now)),
        ),
      );
    if ((held?.n ?? 0) >= MAX_UNFINISHED_UPLOADS) return false;
    await tx.insert(unfinishedUploads).values({
      uploadId: input.uploadId,
      uploadedBy: input.userId,
      createdAt: input.now,
      lastProgressAt: input.now,
    });
    return true;
  });
}

/**
 * Whether an upload has expired (no progress for a day; the periodic job may
 * not have deleted it yet). One not recorded (finished, or older than this
 * bookkeeping) has not.
 */
export async function uploadHasExpired(
  db: Database,
  uploadId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ lastProgressAt: unfinishedUploads.lastProgressAt })
    .from(unfinishedUploads)
    .where(eq(unfinishedUploads.uploadId, uploadId));
  return row !== undefined && row.lastProgressAt < expiredBefore(now);
}

/** Bytes are arriving: the upload's day starts again. */
export async function recordUploadProgress(
  db: Database,
  uploadId: string,
  now: Date,
): Promise<void> {
  await db
    .update(unfinishedUploads)
    .set({ lastProgressAt: now })
    .where(eq(unfinishedUploads.uploadId, uploadId));
}

/** The upload finished (accepted or refused) or was cancelled: no longer counted. */
export async function forgetUnfinishedUpload(db: Database, uploadId: string): Promise<void> {
  await db.delete(unfinishedUploads).where(eq(unfinishedUploads.uploadId, uploadId));
}

type ExpiryDeps = {
  db: Database;
  /** The upload store, opened when first needed (its modules load then). */
  uploads: () => Promise<DataStore>;
  mediaStore: MediaStore;
};

/**
 * Deletes one upload's bytes and tus record: through the data store (which
 * also ends an open S3 multipart upload), then whatever the media store still
 * sees under its key. Missing pieces are no error.
 */
export async function deleteUploadBytes(deps: ExpiryDeps, uploadId: string): Promise<void> {
  const uploads = await deps.uploads();
  await uploads.remove(uploadId).catch(() => undefined);
  await discardUpload(deps.mediaStore, uploadId).catch(() => undefined);
}

/**
 * The periodic job's pass: every upload without progress for a day loses its
 * bytes and bookkeeping. Each row is claimed by deleting it first, so two
 * instances never both work on one.
 */
export async function expireUnfinishedUploads(
  deps: ExpiryDeps,
  now: Date = new Date(),
): Promise<{ expired: number }> {
  const due = await deps.db
    .select({ uploadId: unfinishedUploads.uploadId })
    .from(unfinishedUploads)
    .where(lt(unfinishedUploads.lastProgressAt, expiredBefore(now)))
    .limit(200);
  if (due.length === 0) return { expired: 0 };
  const claimed = await deps.db
    .delete(unfinishedUploads)
    .where(
      and(
        inArray(
          unfinishedUploads.uploadId,
          due.map((row) => row.uploadId),
        ),
        lt(unfinishedUploads.lastProgressAt, expiredBefore(now)),
      ),
    )
    .returning({ uploadId: unfinishedUploads.uploadId });
  for (const { uploadId } of claimed) await deleteUploadBytes(deps, uploadId);
  return { expired: claimed.length };
}
