/** One cue of a WebVTT file: its times in seconds. */
export type WebVttCue = { startSeconds: number; endSeconds: number; line: number };

export type WebVttResult =
  | { ok: true; cues: WebVttCue[]; lastEndSeconds: number }
  | { ok: false; message: string };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;

/**
 * Checks a captions file as WebVTT (the parts a browser needs): the
 * `WEBVTT` header, cues with well-formed `start --> end` timings, end after
 * start, at least one cue and, when the lecture's length is known, no cue
 * ending after it (a second's grace). The first problem is reported with its
 * line number, in words a staff member can act on.
 */
export function parseWebVtt(text: string, durationSeconds?: number | null): WebVttResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const header = lines[0] ?? "";
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header)) {
    return { ok: false, message: "Line 1: a WebVTT file starts with the line WEBVTT." };
  }
  const cues: WebVttCue[] = [];
  let index = 1;
  // The header block runs to the first blank line.
  while (index < lines.length && lines[index] !== "") index += 1;
  while (index < lines.length) {
    while (index < lines.length && (lines[index] ?? "").trim() === "") index += 1;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && (lines[index] ?? "").trim() !== "") {
      block.push(lines[index] ?? "");
      index += 1;
    }
    const first = block[0] ?? "";
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    // A cue may start with an identifier line; its timing line comes next.
    const timingOffset = first.includes("-->") ? 0 : 1;
    const timingLine = block[timingOffset];
    const lineNumber = blockStart + timingOffset + 1;
    if (timingLine === undefined || !timingLine.includes("-->")) {
      return {
        ok: false,
        message: `Line ${blockStart + 1}: expected a cue timing such as "00:00:01.000 --> 00:00:04.000", found "${clip(first)}".`,
      };
    }
    const timing = TIMING.exec(timingLine.trim());
    const start = timing ? webVttSeconds(timing[1] ?? "") : null;
    const end = timing ? webVttSeconds(timing[2] ?? "") : null;
    if (start === null || end === null) {
      return {
        ok: false,
        message: `Line ${lineNumber}: "${clip(timingLine)}" is not a cue timing; times are written hh:mm:ss.ttt or mm:ss.ttt.`,
      };
    }
    if (end <= start) {
      return { ok: false, message: `Line ${lineNumber}: the cue ends before it starts.` };
    }
    if (durationSeconds != null && end > durationSeconds + 1) {
      return {
        ok: false,
        message: `Line ${lineNumber}: the cue ends at ${formatSeconds(end)}, after the end of the lecture video (${formatSeconds(durationSeconds)}).`,
      };
    }
    cues.push({ startSeconds: start, endSeconds: end, line: lineNumber });
  }
  if (cues.length === 0) {
    return { ok: false, message: "The file has the WEBVTT header but no cues." };
  }
  return { ok: true, cues, lastEndSeconds: Math.max(...cues.map((cue) => cue.endSeconds)) };
}

/** A WebVTT timestamp (hh:mm:ss.ttt or mm:ss.ttt) in seconds; null when it is not one. */
export function webVttSeconds(timestamp: string): number | null {
  const match = TIMESTAMP.exec(timestamp);
  if (!match) return null;
  const [, hours = "0", minutes = "0", secs = "0", millis = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

function formatSeconds(value: number): string {
  const whole = Math.floor(value);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

function clip(line: string): string {
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}
