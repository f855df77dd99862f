import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormFields, FormReply } from "~/lib/form-reply";
import { formatClock } from "~/lib/format";
import { checkpointSpacingProblem } from "~/modules/attendance/checkpoint-placement";
import { formatBytes } from "~/modules/media/lecture-file-rules";
import { LectureChaptersForm } from "./lecture-chapters-form";
import { LecturePreviewForm } from "./lecture-preview-form";
import { LectureUploadForm } from "./lecture-upload-form";
import type { PendingSaved } from "./pending-part";

type ListedFile = {
  id: string;
  fileName: string;
  sizeBytes: number;
  durationSeconds: number | null;
  title: string | null;
  uploadedAt: Date;
  uploadedBy: string | null;
};

type Props = {
  courseId: string;
  /** The lecture's chapters and the course's version, when it has a recorded lecture. */
  outline: {
    chapters: { title: string; startSeconds: number }[];
    previewSeconds: number;
    version: number;
    published: boolean;
    /** Set when `chapters` are pending ones (decision 0070). */
    pending: PendingSaved | null;
  } | null;
  chaptersReply: FormReply<FormFields> | undefined;
  previewReply: FormReply<FormFields> | undefined;
  checkpoints: { points: { position: number; atSeconds: number; code: string }[]; seen: boolean };
  /** The recorded lecture's length (bundled or uploaded); null without one. */
  lectureSeconds: number | null;
  files: {
    video: ListedFile | null;
    /** A video taken while attorneys can watch the course: not served until its captions arrive. */
    waitingVideo: ListedFile | null;
    captions: ListedFile | null;
    handouts: ListedFile[];
  };
  alert: { ok: boolean; message: string } | null;
};

function uploaded(file: ListedFile): string {
  const at = file.uploadedAt.toISOString();
  return `uploaded by ${file.uploadedBy ?? "a former staff member"} on ${at.slice(0, 10)} at ${at.slice(11, 16)} UTC`;
}

/** Where the lecture's codes come, and whether they meet the one-per-50-minutes rule. */
function LectureCodes({
  checkpoints,
  lectureSeconds,
}: Pick<Props, "checkpoints" | "lectureSeconds">) {
  if (lectureSeconds === null) return <>None: the course has no recorded lecture yet.</>;
  const problem = checkpointSpacingProblem(
    lectureSeconds,
    checkpoints.points.map((point) => point.atSeconds),
  );
  return (
    <>
      {checkpoints.points.length === 0
        ? "None placed yet."
        : checkpoints.points
            .map((point) => `${formatClock(point.atSeconds)} (${point.code})`)
            .join(", ")}
      .{" "}
      {problem ? (
        <strong className="text-red-800">{problem}</strong>
      ) : (
        "At least one for every 50 minutes, and never more than 50 minutes without one, as New York requires."
      )}{" "}
      {checkpoints.seen
        ? "Attorneys have entered some, so they stay where they are when a new video is uploaded."
        : "They are placed afresh, at random, when a new video is uploaded."}
    </>
  );
}

/**
 * The course's recorded lecture as staff uploaded it: the current video and
 * captions, the handouts (each removable), and an upload form for each kind.
 */
export function LectureMediaSection({
  courseId,
  outline,
  chaptersReply,
  previewReply,
  files,
  checkpoints,
  lectureSeconds,
  alert,
}: Props) {
  const { video, waitingVideo, captions, handouts } = files;
  const staleCaptions = video && captions && captions.uploadedAt < video.uploadedAt;
  return (
    <section
      aria-labelledby="lecture-media-heading"
      className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="lecture-media-heading" className="font-semibold text-xl">
        Lecture media
      </h2>
      {alert ? <FormAlert tone={alert.ok ? "success" : "error"}>{alert.message}</FormAlert> : null}
      <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Lecture video</dt>
        <dd data-testid="current-video">
          {video ? (
            <>
              {video.fileName}: {formatBytes(video.sizeBytes)}, length{" "}
              {formatClock(video.durationSeconds ?? 0)}, {uploaded(video)}.
            </>
          ) : (
            "None uploaded (the course uses its bundled recording, if it has one)."
          )}
        </dd>
        {waitingVideo ? (
          <>
            <dt className="font-semibold">Waiting for captions</dt>
            <dd data-testid="waiting-video">
              {waitingVideo.fileName}: {formatBytes(waitingVideo.sizeBytes)}, length{" "}
              {formatClock(waitingVideo.durationSeconds ?? 0)}, {uploaded(waitingVideo)}.
              <strong className="block text-amber-900">
                Not shown to anyone yet: attorneys can watch this course, so a new video goes live
                only with its captions. Upload its captions (no cue after{" "}
                {formatClock(waitingVideo.durationSeconds ?? 0)}) and both replace the current
                lecture together; until then the current lecture and its captions play.
              </strong>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="withdraw-video" />
                <input type="hidden" name="fileId" value={waitingVideo.id} />
                <button
                  type="submit"
                  className="rounded-md border border-red-700 px-3 py-1 font-semibold text-red-700 text-sm hover:bg-red-50"
                >
                  Withdraw the waiting video
                  <span className="sr-only"> {waitingVideo.fileName}</span>
                </button>
                <span className="ml-2 text-slate-700 text-sm">
                  Its file is deleted; the current lecture keeps playing.
                </span>
              </Form>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">Captions</dt>
        <dd data-testid="current-captions">
          {captions ? (
            <>
              {captions.fileName}: {formatBytes(captions.sizeBytes)}, {uploaded(captions)}.
              {staleCaptions ? (
                <strong className="block text-amber-900">
                  These captions were uploaded before the current video: check that they match it.
                </strong>
              ) : null}
            </>
          ) : video ? (
            <strong className="text-red-800">
              None yet: the course cannot be published until its video has captions.
            </strong>
          ) : (
            "None uploaded."
          )}
        </dd>
        <dt className="font-semibold">Attendance codes</dt>
        <dd data-testid="lecture-codes">
          <LectureCodes checkpoints={checkpoints} lectureSeconds={lectureSeconds} />
        </dd>
      </dl>
      {outline && video?.durationSeconds ? (
        <LecturePreviewForm
          previewSeconds={outline.previewSeconds}
          lectureSeconds={video.durationSeconds}
          version={outline.version}
          reply={previewReply}
        />
      ) : null}
      {outline ? (
        <LectureChaptersForm
          courseId={courseId}
          chapters={outline.chapters}
          version={outline.version}
          published={outline.published}
          pending={outline.pending}
          reply={chaptersReply}
        />
      ) : null}
      <div>
        <h3 className="font-semibold">Handouts</h3>
        {handouts.length === 0 ? (
          <p className="text-slate-700">No uploaded handouts.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {handouts.map((handout) => (
              <li key={handout.id} className="flex flex-wrap items-center gap-3">
                <span>
                  <span className="font-medium">{handout.title}</span> ({handout.fileName},{" "}
                  {formatBytes(handout.sizeBytes)}, {uploaded(handout)})
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-handout" />
                  <input type="hidden" name="fileId" value={handout.id} />
                  <button
                    type="submit"
                    aria-label={`Remove the handout ${handout.title ?? handout.fileName}`}
                    className="rounded-md border border-red-700 px-3 py-1 font-semibold text-red-700 text-sm hover:bg-red-50"
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Three abreast only where each has room for its file input (not at 1024 px). */}
      <div className="grid gap-4 xl:grid-cols-3">
        <LectureUploadForm courseId={courseId} kind="video" buttonLabel="Upload video" />
        <LectureUploadForm courseId={courseId} kind="captions" buttonLabel="Upload captions" />
        <LectureUploadForm courseId={courseId} kind="handout" buttonLabel="Upload handout" />
      </div>
    </section>
  );
}
