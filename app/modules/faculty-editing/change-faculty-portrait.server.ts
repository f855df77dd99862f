import { eq } from "drizzle-orm";
import { SHIPPED_PORTRAIT_SIZE, shippedPortraitFor } from "~/content/course-artwork";
import type { Database } from "~/db/client.server";
import { faculty } from "~/db/schema/catalogue";
import { makeImageVariants } from "~/modules/media/make-image-variants.server";
import type { MediaStore } from "~/modules/media/media-store";
import {
  removeImageVariants,
  storeImageVariants,
} from "~/modules/media/store-image-variants.server";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { type FacultyChange, lockFacultyAt } from "./save-faculty.server";

/** What the portrait form asks for: a new picture, the drawn portrait back, or none. */
export type PortraitInput =
  | { version: number; change: "upload"; upload: Uint8Array }
  | { version: number; change: "shipped" | "remove" };

export type PortraitChange =
  | FacultyChange
  | { ok: false; reason: "image"; status: 400 | 413 | 415; message: string }
  | { ok: false; reason: "no-shipped" };

/**
 * Changes a faculty member's portrait, if nobody saved the profile since the
 * version the staff member saw: an upload is made into AVIF and WebP variants
 * (square, around the face or most interesting part) and stored before one
 * transaction names it with the profile's new version and the audit entry;
 * or the drawn portrait comes back; or the portrait is removed (the pages
 * show the initials). The upload no longer named is removed afterwards.
 */
export async function changeFacultyPortrait(
  deps: { db: Database; store: MediaStore },
  actor: StaffActor,
  facultyId: string,
  input: PortraitInput,
): Promise<PortraitChange> {
  const { db, store } = deps;
  const checked = await db.transaction((tx) => lockFacultyAt(tx, facultyId, input.version));
  if (!checked.ok) return checked;
  const shippedPath = shippedPortraitFor(facultyId);
  if (input.change === "shipped" && !shippedPath) return { ok: false, reason: "no-shipped" };

  let uploaded: { key: string; width: number; height: number; widths: number[] } | null = null;
  if (input.change === "upload") {
    const made = await makeImageVariants(input.upload, "faculty-portrait");
    if (!made.ok) return { ok: false, reason: "image", status: made.status, message: made.message };
    const key = await storeImageVariants(store, made.variants);
    uploaded = { key, width: made.width, height: made.height, widths: made.widths };
  }

  let replaced = null as { key: string; widths: number[] } | null;
  const saved = await db.transaction(async (tx): Promise<FacultyChange> => {
    const locked = await lockFacultyAt(tx, facultyId, input.version);
    if (!locked.ok) return locked;
    const current = locked.member;
    if (current.portraitKey) {
      replaced = { key: current.portraitKey, widths: current.portraitWidths };
    }
    const after = uploaded
      ? {
          portraitKey: uploaded.key,
          portraitWidth: uploaded.width,
          portraitHeight: uploaded.height,
          portraitWidths: uploaded.widths,
        }
      : {
          portraitPath: input.change === "shipped" ? shippedPath : null,
          portraitKey: null,
          portraitWidth: SHIPPED_PORTRAIT_SIZE.width,
          portraitHeight: SHIPPED_PORTRAIT_SIZE.height,
          portraitWidths: [],
        };
    await tx
      .update(faculty)
      .set({ ...after, version: current.version + 1, updatedAt: new Date() })
      .where(eq(faculty.id, facultyId));
    await recordChangedFields(
      tx,
      actor,
      { action: "faculty.portrait", recordType: "faculty", recordId: facultyId },
      auditedPortrait(current),
      auditedPortrait({ ...current, ...after }),
    );
    return { ok: true };
  });

  const unused = saved.ok ? replaced : uploaded;
  if (unused) await removeImageVariants(store, unused.key, unused.widths);
  return saved;
}

/** The portrait as the audit log records it. */
function auditedPortrait(member: {
  portraitPath: string | null;
  portraitKey: string | null;
  portraitWidth: number;
  portraitHeight: number;
}) {
  return {
    portrait: member.portraitKey
      ? `upload ${member.portraitKey} (${member.portraitWidth} × ${member.portraitHeight})`
      : (member.portraitPath ?? "none (initials)"),
  };
}
