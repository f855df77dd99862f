import { readFile } from "node:fs/promises";
import { RATE } from "./media-clock";
import { run } from "./run-command";

const VOICE = "en-us";
const WORDS_PER_MINUTE = "160";

/** Words espeak-ng says better spelled out; the captions keep the written form. */
const PRONUNCIATIONS: [RegExp, string][] = [
  [/\bv\. /g, "versus "],
  [/\bCo\./g, "Company"],
  [/\bLLP\b/g, "L L P"],
  // "26(b)(5)(B)" is read as one reference, not with a pause at each bracket.
  [/\((\w{1,3})\)/g, " $1"],
];

/** One sentence spoken to a WAV file, returned as its samples without the silence around them. */
export async function speak(text: string, file: string): Promise<Int16Array> {
  let said = text;
  for (const [pattern, replacement] of PRONUNCIATIONS) said = said.replace(pattern, replacement);
  await run("espeak-ng", ["-v", VOICE, "-s", WORDS_PER_MINUTE, "-w", file, said]);
  const { samples, rate } = readWav(await readFile(file));
  if (rate !== RATE) throw new Error(`espeak-ng wrote ${rate} Hz, expected ${RATE}`);
  return trimSilence(samples);
}

function readWav(bytes: Buffer): { samples: Int16Array; rate: number } {
  if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error("not a WAV file");
  }
  let offset = 12;
  let rate = 0;
  let channels = 0;
  let bits = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString("ascii", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      channels = bytes.readUInt16LE(body + 2);
      rate = bytes.readUInt32LE(body + 4);
      bits = bytes.readUInt16LE(body + 14);
    } else if (id === "data") {
      if (channels !== 1 || bits !== 16) throw new Error("expected 16-bit mono audio");
      // A streamed WAV may leave the size unset: then the data runs to the end.
      const end = Math.min(body + size, bytes.length) & ~1;
      const samples = new Int16Array((end - body) >> 1);
      for (let index = 0; index < samples.length; index += 1) {
        samples[index] = bytes.readInt16LE(body + index * 2);
      }
      return { samples, rate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

function trimSilence(samples: Int16Array): Int16Array {
  const threshold = 250;
  const margin = Math.round(RATE * 0.03);
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) < threshold) first += 1;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) < threshold) last -= 1;
  if (first >= last) throw new Error("espeak-ng produced silence");
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + margin));
}
