import { webVttSeconds } from "./parse-webvtt";

/**
 * A preview's captions from the whole lecture's: the header and notes, and
 * every cue that starts before `seconds` (one that runs past the clip's end
 * simply stops with it), with \n line ends. The file was checked as WebVTT
 * when it was taken.
 */
export function cutWebVtt(text: string, seconds: number): string {
  const blocks = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split(/\n(?:[ \t]*\n)+/);
  const kept = blocks.filter((block, index) => {
    if (index === 0) return true;
    const timing = block.split("\n").find((line) => line.includes("-->"));
    if (!timing) return true;
    const start = webVttSeconds(timing.trim().split(/[ \t]+/)[0] ?? "");
    return start !== null && start < seconds;
  });
  return `${kept.join("\n\n").trimEnd()}\n`;
}
