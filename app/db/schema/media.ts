import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { LECTURE_FILE_KINDS } from "~/content/course-types";
import { user } from "./auth";
import { courses } from "./catalogue";

/**
 * The files staff uploaded for a course: its recorded lecture, the lecture's
 * captions and its handouts. The bytes live in the media store under
 * `storageKey`; a row is written only once the file was checked (type by
 * content, length by ffprobe, captions parsed). A new video or captions marks
 * the previous one replaced, and a removed handout is marked the same way:
 * the rows stay, for the record. A video taken into a course attorneys can
 * watch waits for its captions (decision 0035): it is kept, not served, and
 * becomes current with the captions uploaded next.
 */
export const lectureFiles = pgTable(
  "lecture_files",
  {
    /** Random, lower-case letters and digits (a handout's material id is `upload-{id}`). */
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LECTURE_FILE_KINDS }).notNull(),
    /** The media store's key of the bytes (chosen by the server). */
    storageKey: text("storage_key").notNull(),
    /** A video's poster (one frame, made with ffmpeg when it was taken); null when none. */
    posterKey: text("poster_key"),
    /** A video's public preview: its first minutes, cut with ffmpeg; null when it has none. */
    previewKey: text("preview_key"),
    /** The name the file was uploaded under, cleaned up for display. */
    fileName: text("file_name").notNull(),
    /** The type read from the file's first bytes, not from its name. */
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** A video's length as ffprobe read it. */
    durationSeconds: integer("duration_seconds"),
    /** A handout's title in the course's materials. */
    title: text("title"),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while the file is the course's current one (or a listed handout), or waits to be. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    /** A video not served yet: it becomes current with the captions uploaded next. */
    waitingForCaptions: boolean("waiting_for_captions").notNull().default(false),
  },
  (table) => [
    check("lecture_files_kind", sql`${table.kind} in ('video', 'captions', 'handout')`),
    check("lecture_files_size_positive", sql`${table.sizeBytes} > 0`),
    check(
      "lecture_files_video_duration",
      sql`(${table.kind} = 'video') = (${table.durationSeconds} is not null)`,
    ),
    check(
      "lecture_files_handout_title",
      sql`(${table.kind} = 'handout') = (${table.title} is not null)`,
    ),
    uniqueIndex("lecture_files_storage_key_unique").on(table.storageKey),
    check(
      "lecture_files_only_video_waits",
      sql`not ${table.waitingForCaptions} or ${table.kind} = 'video'`,
    ),
    uniqueIndex("lecture_files_one_current")
      .on(table.courseId, table.kind)
      .where(
        sql`${table.replacedAt} is null and not ${table.waitingForCaptions} and ${table.kind} in ('video', 'captions')`,
      ),
    uniqueIndex("lecture_files_one_waiting")
      .on(table.courseId)
      .where(sql`${table.replacedAt} is null and ${table.waitingForCaptions}`),
    index("lecture_files_course_idx").on(table.courseId, table.kind),
  ],
);

/**
 * Who is writing to an upload right now, across every instance (tus's own
 * locker only knows its process). A lock is a lease its holder renews while
 * it writes; another request for the same upload asks it to let go (a client
 * resuming after a dropped connection wins over the stale request), and a
 * holder that stopped without unlocking loses the lease once it runs out.
 */
export const uploadLocks = pgTable("upload_locks", {
  uploadId: text("upload_id").primaryKey(),
  /** A random token of the request holding it. */
  holder: text("holder").notNull(),
  leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
  /** Another request wants the upload: the holder stops at its next renewal. */
  releaseRequested: boolean("release_requested").notNull().default(false),
});

/**
 * A tus upload not finished yet, and whose it is: how many one staff member
 * holds is limited, and one that has made no progress for a day is deleted
 * (its bytes and its tus record) by a periodic job.
 */
export const unfinishedUploads = pgTable(
  "unfinished_uploads",
  {
    uploadId: text("upload_id").primaryKey(),
    uploadedBy: text("uploaded_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When bytes last arrived (or when it was created). */
    lastProgressAt: timestamp("last_progress_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("unfinished_uploads_owner_idx").on(table.uploadedBy),
    index("unfinished_uploads_progress_idx").on(table.lastProgressAt),
  ],
);
