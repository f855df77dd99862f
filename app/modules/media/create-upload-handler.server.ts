import type { IncomingMessage, ServerResponse } from "node:http";
import { Metadata, Server, type Upload } from "@tus/server";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { isCourseId } from "~/content/catalogue";
import { courses } from "~/db/schema/catalogue";
import { isStorableText } from "~/lib/text-input";
import { checkStaff, type StaffMember } from "~/modules/staff/require-staff.server";
import { acceptLectureFile } from "./accept-lecture-file.server";
import { createUploadStore, discardUpload, uploadKey } from "./create-upload-store.server";
import {
  displayFileName,
  isLectureFileKind,
  LECTURE_FILE_RULES,
  MAX_HANDOUT_TITLE,
  UPLOADS_PATH,
} from "./lecture-file-rules";
import {
  deleteUploadBytes,
  EXPIRED_UPLOAD_MESSAGE,
  forgetUnfinishedUpload,
  recordUploadProgress,
  reserveUnfinishedUpload,
  TOO_MANY_UPLOADS_MESSAGE,
  uploadHasExpired,
} from "./unfinished-uploads.server";
import { createUploadLocker } from "./upload-locker.server";

type Services = AppLoadContext["services"];
type Refusal = { status_code: number; body: string };

/** The ids tus gives uploads (Uid.rand: 16 random bytes in hex). */
const UPLOAD_URL = new RegExp(`^${UPLOADS_PATH}(?:/([0-9a-f]{32}))?$`);
const METHODS = new Set(["OPTIONS", "POST", "HEAD", "PATCH", "DELETE"]);

function refusal(status_code: number, message: string): Refusal {
  return { status_code, body: `${message}\n` };
}

/**
 * The tus endpoint (decision 0024) as a Node request handler: resumable,
 * streamed uploads of lecture videos, captions and handouts into
 * DATA_DIR/media/uploads. Every request must come from staff holding
 * `media.manage` (401 signed out, 403 otherwise, with a plain-text reason);
 * an upload names its course and kind in its metadata, is sized up front
 * (no deferred length) and refused at creation (413) when over its kind's
 * limit, or (429) when its creator holds MAX_UNFINISHED_UPLOADS unfinished
 * ones; only its creator may resume it, and not after a day without
 * progress (410; the periodic job deletes it). A finished upload is handed to
 * acceptLectureFile; a refused one is deleted and the refusal's reason is
 * the answer the browser shows.
 */
export async function createUploadHandler(
  services: Services,
  /** The clock unfinished uploads expire by (tests move it). */
  options: { now?: () => Date } = {},
) {
  const now = options.now ?? (() => new Date());
  const datastore = await createUploadStore(services.config);
  const { db } = services.database;
  const contextOf = (): AppLoadContext => ({ services, cspNonce: "" });

  async function staffOf(request: Request): Promise<StaffMember> {
    const checked = await checkStaff(request, contextOf(), "media.manage");
    if (!checked.ok) throw refusal(checked.status, checked.message);
    return checked.staff;
  }

  async function courseExists(courseId: string | null | undefined): Promise<boolean> {
    if (!courseId || !isCourseId(courseId)) return false;
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    return row !== undefined;
  }

  async function kindOf(request: Request, uploadId: string | null): Promise<string | null> {
    if (request.method === "POST") {
      try {
        return Metadata.parse(request.headers.get("upload-metadata") ?? undefined)?.kind ?? null;
      } catch {
        return null;
      }
    }
    if (!uploadId) return null;
    const upload = await datastore.getUpload(uploadId).catch(() => null);
    return upload?.metadata?.kind ?? null;
  }

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    // Locks in the database: a resumed upload may reach another instance.
    locker: createUploadLocker(db),
    relativeLocation: true,
    // A finished upload is the course's file now: nobody deletes it through tus.
    disableTerminationForFinishedUploads: true,
    allowedOrigins: [new URL(services.config.baseUrl).origin],
    async maxSize(request, uploadId) {
      const kind = await kindOf(request, uploadId);
      return LECTURE_FILE_RULES[isLectureFileKind(kind) ? kind : "video"].maxBytes;
    },
    async onIncomingRequest(request, uploadId) {
      const staff = await staffOf(request);
      if (request.method === "POST") return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (!upload) throw refusal(404, "This upload is not known here (it may have been refused).");
      if (upload.metadata?.uploadedBy !== staff.user.id) {
        throw refusal(403, "This upload was started by another staff member.");
      }
      if (await uploadHasExpired(db, uploadId, now())) {
        // The periodic job has not come by yet: deleted now, and the client starts over.
        await deleteUploadBytes(
          { db, uploads: async () => datastore, mediaStore: services.mediaStore },
          uploadId,
        );
        await forgetUnfinishedUpload(db, uploadId);
        throw refusal(410, EXPIRED_UPLOAD_MESSAGE);
      }
      if (!(await courseExists(upload.metadata?.courseId))) {
        throw refusal(404, "The course of this upload no longer exists.");
      }
      if (request.method === "PATCH") await recordUploadProgress(db, uploadId, now());
      if (request.method === "DELETE") await forgetUnfinishedUpload(db, uploadId);
    },
    async onUploadCreate(request, upload) {
      const staff = await staffOf(request);
      const metadata = checkMetadata(upload);
      if (!(await courseExists(metadata.courseId))) throw refusal(404, "No such course.");
      const reserved = await reserveUnfinishedUpload(db, {
        uploadId: upload.id,
        userId: staff.user.id,
        now: now(),
      });
      if (!reserved) throw refusal(429, TOO_MANY_UPLOADS_MESSAGE);
      return { metadata: { ...metadata, uploadedBy: staff.user.id } };
    },
    async onUploadFinish(request, upload) {
      const staff = await staffOf(request);
      await forgetUnfinishedUpload(db, upload.id);
      const meta = upload.metadata ?? {};
      const { courseId, kind, filename } = meta;
      if (!courseId || !isLectureFileKind(kind) || !filename) {
        await discard(upload.id);
        throw refusal(400, "This upload does not say which course and kind of file it is.");
      }
      const accepted = await acceptLectureFile({ db, store: services.mediaStore }, staff.actor, {
        key: uploadKey(upload.id),
        courseId,
        kind,
        fileName: filename,
        title: meta.title ?? null,
      });
      if (!accepted.ok) {
        await discard(upload.id);
        return { status_code: accepted.status, body: `${accepted.message}\n` };
      }
      return {};
    },
    onResponseError(_request, error) {
      if ("status_code" in error && typeof error.status_code === "number") return undefined;
      services.logger.error({ err: error }, "upload failed");
      return refusal(500, "The upload could not be stored. Try again in a moment.");
    },
  });

  async function discard(uploadId: string): Promise<void> {
    await discardUpload(services.mediaStore, uploadId).catch((error: unknown) => {
      services.logger.warn({ err: error, uploadId }, "a refused upload could not be deleted");
    });
  }

  /** The upload's metadata as stored: the course, the kind, a clean file name, a handout's title. */
  function checkMetadata(upload: Upload): Record<string, string> {
    const meta = upload.metadata ?? {};
    if (upload.sizeIsDeferred || upload.size === undefined) {
      throw refusal(400, "Send the file's size when the upload starts.");
    }
    if (upload.size === 0) throw refusal(400, "The file is empty.");
    if (!isLectureFileKind(meta.kind)) {
      throw refusal(400, "Say what the file is: video, captions or handout.");
    }
    if (!meta.courseId || !isCourseId(meta.courseId)) throw refusal(404, "No such course.");
    const filename = displayFileName(meta.filename ?? "");
    if (!isStorableText(filename)) throw refusal(400, "The file's name cannot be stored.");
    const checked: Record<string, string> = { courseId: meta.courseId, kind: meta.kind, filename };
    if (meta.kind === "handout") {
      const title = (meta.title ?? "").replace(/\s+/g, " ").trim();
      if (!title || title.length > MAX_HANDOUT_TITLE || !isStorableText(title)) {
        throw refusal(400, `Give the handout a title of at most ${MAX_HANDOUT_TITLE} characters.`);
      }
      checked.title = title;
    }
    return checked;
  }

  return async function handleUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "").split("?")[0] ?? "";
    const match = UPLOAD_URL.exec(path);
    const method = req.method ?? "GET";
    const answer = (status: number, message: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Tus-Resumable": "1.0.0",
        ...headers,
      });
      res.end(`${message}\n`);
    };
    if (!match) return answer(404, "Not Found");
    if (!METHODS.has(method)) {
      return answer(405, "Uploads are sent with tus.", { Allow: [...METHODS].join(", ") });
    }
    if (method !== "OPTIONS" && (method === "POST") === Boolean(match[1])) {
      return answer(404, "Not Found");
    }
    if (method === "POST" && req.headers["upload-defer-length"] !== undefined) {
      return answer(400, "Send the file's size when the upload starts.");
    }
    // Signed out or without the permission: refused before tus reads anything.
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const request = new Request(new URL(path, services.config.baseUrl), { headers });
    const checked = await checkStaff(request, contextOf(), "media.manage");
    if (!checked.ok) return answer(checked.status, checked.message);
    try {
      await tus.handle(req, res);
    } catch (error) {
      services.logger.error({ err: error }, "upload failed");
      if (!res.headersSent) answer(500, "The upload could not be stored. Try again in a moment.");
      else res.destroy();
    }
  };
}
