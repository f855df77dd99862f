import { describe, expect, it } from "vitest";
import { displayFileName } from "~/modules/media/lecture-file-rules";
import { parseWebVtt } from "~/modules/media/parse-webvtt";
import { sniffMediaType } from "~/modules/media/sniff-media-type";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === "number" ? [value] : [...value].map((char) => char.charCodeAt(0)),
    ),
  );

describe("sniffMediaType", () => {
  it("reads the type from the first bytes", () => {
    expect(sniffMediaType(bytes(0, 0, 0, 0x20, "ftypisom"))).toBe("video/mp4");
    expect(sniffMediaType(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe("video/webm");
    expect(sniffMediaType(bytes("WEBVTT\n\n"))).toBe("text/vtt");
    expect(sniffMediaType(bytes(0xef, 0xbb, 0xbf, "WEBVTT"))).toBe("text/vtt");
    expect(sniffMediaType(bytes("%PDF-1.7"))).toBe("application/pdf");
    expect(sniffMediaType(bytes("WEBVTTX"))).toBeNull();
    expect(sniffMediaType(bytes("<html>"))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });
});

describe("parseWebVtt", () => {
  it("takes cues with or without identifiers, hours, notes and settings", () => {
    const result = parseWebVtt(
      "WEBVTT - lecture\n\nNOTE a note\n\nintro\n00:01.000 --> 00:04.500 align:start\nHi\n\n01:00:00.000 --> 01:00:02.000\nBye\n",
    );
    expect(result).toMatchObject({ ok: true, lastEndSeconds: 3602 });
  });

  it("names the first bad line", () => {
    expect(parseWebVtt("Hello")).toEqual({
      ok: false,
      message: "Line 1: a WebVTT file starts with the line WEBVTT.",
    });
    expect(parseWebVtt("WEBVTT\n\n00:01.000 --> 00:00.500\nx\n")).toEqual({
      ok: false,
      message: "Line 3: the cue ends before it starts.",
    });
    expect(parseWebVtt("WEBVTT\n\n1\n00:01 --> 00:02.000\nx\n")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Line 4: /),
    });
    expect(parseWebVtt("WEBVTT\n\n00:01.000 --> 00:50.000\nx\n", 40)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/after the end of the lecture video \(0:40\)/),
    });
    expect(parseWebVtt("WEBVTT\n")).toEqual({
      ok: false,
      message: "The file has the WEBVTT header but no cues.",
    });
  });
});

describe("displayFileName", () => {
  it("keeps the name without folders or control characters", () => {
    expect(displayFileName("C:\\Users\\me\\Lecture 1.mp4")).toBe("Lecture 1.mp4");
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName("a\u0000b\u202e.pdf")).toBe("ab.pdf");
    expect(displayFileName("..")).toBe("upload");
  });
});
