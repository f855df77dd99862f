import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { DetailedError, Upload } from "tus-js-client";
import { FormAlert } from "~/components/ui/form-alert";
import type { LectureFileKind } from "~/content/course-types";
import {
  formatBytes,
  LECTURE_FILE_RULES,
  MAX_HANDOUT_TITLE,
  UPLOADS_PATH,
} from "~/modules/media/lecture-file-rules";

/** Bytes per PATCH: a dropped connection costs at most one chunk, and no request lasts long. */
const CHUNK_BYTES = 32 * 1024 * 1024;
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

type State =
  | { phase: "idle" }
  | { phase: "sending" | "paused"; percent: number }
  | { phase: "checking"; percent: 100 }
  | { phase: "done"; percent: 100; fileName: string }
  | { phase: "failed"; percent: number; message: string };

const BUTTON =
  "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60";

/**
 * One kind of lecture file sent with tus (client-only; tus-js-client is
 * loaded when the first upload starts, so no other page carries it): a
 * progress bar with its percentage, pause and resume, retries after a
 * dropped connection, and the resumption of an interrupted upload of the
 * same file after a reload. The server checks the file once it has arrived;
 * its refusal is shown as an alert, its acceptance reloads the page's data.
 */
export function LectureUploadForm({
  courseId,
  kind,
  buttonLabel,
}: {
  courseId: string;
  kind: LectureFileKind;
  buttonLabel: string;
}) {
  const id = useId();
  const rules = LECTURE_FILE_RULES[kind];
  const revalidator = useRevalidator();
  const upload = useRef<Upload | null>(null);
  const [state, setState] = useState<State>({ phase: "idle" });
  const busy = state.phase === "sending" || state.phase === "checking";

  async function start(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get("file");
    if (!(file instanceof File) || file.size === 0) {
      setState({ phase: "failed", percent: 0, message: "Choose a file first." });
      return;
    }
    if (file.size > rules.maxBytes) {
      setState({ phase: "failed", percent: 0, message: `${rules.label}: the file is too large.` });
      return;
    }
    const title = String(data.get("title") ?? "").trim();
    setState({ phase: "sending", percent: 0 });
    const tus = await import("tus-js-client");
    const current = new tus.Upload(file, {
      endpoint: UPLOADS_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { courseId, kind, filename: file.name, ...(kind === "handout" ? { title } : {}) },
      // The same file for the same course and kind resumes where it stopped.
      fingerprint: async (source) =>
        ["lecture-upload", courseId, kind, source.name, source.size, source.lastModified].join(":"),
      removeFingerprintOnSuccess: true,
      onProgress(sent, total) {
        const percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
        setState(
          sent === total ? { phase: "checking", percent: 100 } : { phase: "sending", percent },
        );
      },
      onSuccess() {
        upload.current = null;
        setState({ phase: "done", percent: 100, fileName: file.name });
        form.reset();
        void revalidator.revalidate();
      },
      onError(error) {
        upload.current = null;
        const body = (error as DetailedError).originalResponse?.getBody()?.trim();
        setState((previous) => ({
          phase: "failed",
          percent: "percent" in previous ? previous.percent : 0,
          message: body || "The upload stopped: the connection to the server was lost. Try again.",
        }));
      },
    });
    upload.current = current;
    const previous = await current.findPreviousUploads();
    const resumable = previous[0];
    if (resumable) current.resumeFromPreviousUpload(resumable);
    current.start();
  }

  function pause() {
    if (!upload.current || state.phase !== "sending") return;
    void upload.current.abort();
    setState({ phase: "paused", percent: state.percent });
  }

  function resume() {
    if (!upload.current || state.phase !== "paused") return;
    upload.current.start();
    setState({ phase: "sending", percent: state.percent });
  }

  const status =
    state.phase === "sending"
      ? `Uploading: ${state.percent} %`
      : state.phase === "paused"
        ? `Paused at ${state.percent} %.`
        : state.phase === "checking"
          ? "Uploaded (100 %). The server is checking the file…"
          : state.phase === "done"
            ? `${state.fileName} is uploaded and checked (100 %).`
            : "";

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="grid min-w-0 gap-3 rounded-lg p-4 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && state.phase !== "paused") void start(event.currentTarget);
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {buttonLabel}
      </h3>
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className="font-medium">
          {rules.label} file
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={rules.accept}
          required
          disabled={busy}
          aria-describedby={`${id}-hint`}
          className="max-w-full text-sm"
        />
        <p id={`${id}-hint`} className="text-slate-700 text-sm">
          {rules.expected[0]?.toUpperCase()}
          {rules.expected.slice(1)}, at most {formatBytes(rules.maxBytes)}. The server checks the
          content, not the name.
        </p>
      </div>
      {kind === "handout" ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-title`} className="font-medium">
            Handout title
          </label>
          <input
            id={`${id}-title`}
            name="title"
            type="text"
            required
            maxLength={MAX_HANDOUT_TITLE}
            disabled={busy}
            className="max-w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={BUTTON} disabled={busy || state.phase === "paused"}>
          {buttonLabel}
        </button>
        {state.phase === "sending" || state.phase === "paused" ? (
          // One button that changes its name, so the keyboard's focus stays on it.
          <button
            type="button"
            className={BUTTON}
            onClick={state.phase === "sending" ? pause : resume}
          >
            {state.phase === "sending" ? "Pause" : "Resume"}
          </button>
        ) : null}
      </div>
      {state.phase !== "idle" ? (
        <div className="flex items-center gap-3">
          <progress
            max={100}
            value={state.percent}
            aria-label={`${buttonLabel}: progress`}
            className="h-3 w-full max-w-md"
          />
          <span className="text-sm tabular-nums">{state.percent} %</span>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="min-h-5 text-slate-700 text-sm">
        {status}
      </p>
      {state.phase === "failed" ? <FormAlert tone="error">{state.message}</FormAlert> : null}
    </form>
  );
}
