import type { Sentence, Timeline } from "./lay-out-timeline";
import { RATE } from "./media-clock";

/** The narration track: each sentence's speech at its place on the timeline, silence between. */
export function mix(spoken: Sentence[][], timeline: Timeline): Int16Array {
  const audio = new Int16Array(timeline.total);
  const flat = spoken.flat();
  for (const [index, placed] of timeline.sentences.entries()) {
    const sentence = flat[index];
    if (sentence) audio.set(sentence.samples, placed.start);
  }
  return audio;
}

/** 16-bit mono samples as a WAV file. */
export function wav(audio: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + audio.length * 2, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(audio.length * 2, 40);
  return Buffer.concat([header, Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength)]);
}
