import type { PlacedSentence } from "./lay-out-timeline";
import { RATE } from "./media-clock";

/** WebVTT captions, one cue per sentence, of what is spoken before `end` (a sample index). */
export function vtt(sentences: PlacedSentence[], end: number): string {
  const cues = sentences
    .filter((sentence) => sentence.start < end)
    .map(
      (sentence, index) =>
        `${index + 1}\n${timestamp(sentence.start)} --> ${timestamp(Math.min(sentence.end, end))}\n${escapeCue(sentence.text)}\n`,
    );
  return `WEBVTT\n\n${cues.join("\n")}`;
}

function timestamp(sample: number): string {
  const millis = Math.round((sample / RATE) * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:${String(secs).padStart(2, "0")}.${String(millis % 1000).padStart(3, "0")}`;
}

function escapeCue(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
