import { FRAME, onFrame, RATE, samples } from "./media-clock";

/** Pauses, in seconds. */
const LEAD_IN = 0.8;
const BETWEEN_SENTENCES = 0.45;
/** After a slide's last sentence, before the next slide appears. */
const SLIDE_TAIL = 0.5;
/** After a slide appears, before its first sentence. */
const SLIDE_LEAD = 0.5;
const END_TAIL = 1.2;
/** The preview ends at the sentence end nearest to this. */
const PREVIEW_TARGET = 30;

/** A caption sentence and its speech. */
export type Sentence = { text: string; samples: Int16Array };
export type PlacedSentence = { text: string; start: number; end: number };
export type Timeline = {
  /** Sample index where each slide appears (the first at 0). */
  slideStarts: number[];
  sentences: PlacedSentence[];
  total: number;
  previewEnd: number;
};

/**
 * Places every sentence on the timeline. The preview ends at the sentence end
 * nearest PREVIEW_TARGET, rounded up to a whole second; the pause after that
 * sentence is stretched when needed so the next sentence (or slide) begins
 * after the preview has ended.
 */
export function layOut(spoken: Sentence[][]): Timeline {
  const draft = place(spoken, null);
  let previewIndex = 0;
  for (const [index, sentence] of draft.sentences.entries()) {
    const best = draft.sentences[previewIndex];
    if (
      best &&
      Math.abs(sentence.end / RATE - PREVIEW_TARGET) < Math.abs(best.end / RATE - PREVIEW_TARGET)
    ) {
      previewIndex = index;
    }
  }
  const timeline = place(spoken, previewIndex);
  if (timeline.previewEnd >= timeline.total) throw new Error("the lecture is too short");
  return timeline;
}

function place(spoken: Sentence[][], previewIndex: number | null): Timeline {
  const slideStarts: number[] = [];
  const sentences: PlacedSentence[] = [];
  let cursor = 0;
  let previewEnd = 0;
  for (const [slide, slideSentences] of spoken.entries()) {
    if (slide === 0) {
      slideStarts.push(0);
      cursor = samples(LEAD_IN);
    } else {
      const start = onFrame(cursor + samples(SLIDE_TAIL));
      slideStarts.push(start);
      cursor = start + samples(SLIDE_LEAD);
    }
    for (const [index, sentence] of slideSentences.entries()) {
      if (index > 0) cursor += samples(BETWEEN_SENTENCES);
      const start = cursor;
      cursor += sentence.samples.length;
      sentences.push({ text: sentence.text, start, end: cursor });
      if (previewIndex === sentences.length - 1) {
        previewEnd = Math.ceil((cursor + samples(0.25)) / RATE) * RATE;
        // Nothing of what follows may start inside the preview.
        const next = previewEnd + samples(0.2);
        const lastOfSlide = index === slideSentences.length - 1;
        cursor = Math.max(
          cursor,
          lastOfSlide ? next - samples(SLIDE_TAIL) : next - samples(BETWEEN_SENTENCES),
        );
      }
    }
  }
  const total = Math.ceil((cursor + samples(END_TAIL)) / RATE) * RATE;
  return { slideStarts, sentences, total, previewEnd };
}

/** Each slide's start and how long it stays, in whole frames. */
export function segments(starts: number[], end: number): { start: number; frames: number }[] {
  return starts.map((start, index) => ({
    start,
    frames: Math.round(((starts[index + 1] ?? end) - start) / FRAME),
  }));
}
