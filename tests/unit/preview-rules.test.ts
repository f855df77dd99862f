import { describe, expect, it } from "vitest";
import { cutWebVtt } from "~/modules/media/cut-webvtt";
import { parseWebVtt } from "~/modules/media/parse-webvtt";
import {
  DEFAULT_PREVIEW_SECONDS,
  isPosterPublic,
  MAX_PREVIEW_SECONDS,
  previewLength,
} from "~/modules/media/preview-rules";

describe("an uploaded lecture's preview length", () => {
  it("is what was chosen, at most the lecture's length, in whole seconds", () => {
    expect(DEFAULT_PREVIEW_SECONDS).toBe(120);
    expect(MAX_PREVIEW_SECONDS).toBe(300);
    expect(previewLength(120, 3600)).toBe(120);
    expect(previewLength(120, 40)).toBe(40);
    expect(previewLength(120, 40.6)).toBe(40);
    expect(previewLength(0, 3600)).toBe(0);
  });

  it("makes the poster public only when its frame is inside the clip", () => {
    // The frame is taken at a tenth of the way in, at most 10 s.
    expect(isPosterPublic(120, 3600)).toBe(true);
    expect(isPosterPublic(10, 3600)).toBe(true);
    expect(isPosterPublic(9, 3600)).toBe(false);
    expect(isPosterPublic(4, 40)).toBe(true);
    expect(isPosterPublic(0, 40)).toBe(false);
  });
});

describe("a preview's captions", () => {
  const lecture = [
    "\uFEFFWEBVTT - the clinic",
    "",
    "NOTE made by hand",
    "",
    "1",
    "00:00:01.000 --> 00:00:04.000",
    "Welcome.",
    "",
    "00:00:18.500 --> 00:00:23.000 align:start",
    "Runs past the end.",
    "",
    "3",
    "00:00:20.000 --> 00:00:24.000",
    "After the end.",
    "",
    "01:00.000 --> 01:02.000",
    "Much later.",
    "",
  ].join("\r\n");

  it("keeps the header, notes and every cue that starts before the clip's end", () => {
    const cut = cutWebVtt(lecture, 20);
    expect(cut).toBe(
      "WEBVTT - the clinic\n\nNOTE made by hand\n\n1\n00:00:01.000 --> 00:00:04.000\nWelcome.\n\n00:00:18.500 --> 00:00:23.000 align:start\nRuns past the end.\n",
    );
    expect(parseWebVtt(cut)).toMatchObject({ ok: true, cues: [{}, {}] });
  });
});
