import { describe, expect, it } from "vitest";
import { cursorLink, decodeCursorKey, encodeCursorKey, readCursor } from "~/lib/keyset-cursor";
import { countWords } from "~/lib/list-pages";

const KINDS = ["timestamptz", "bigint"] as const;
const KEY = ["2026-12-01 10:00:00.123456+00", "42"];

describe("the staff lists' page cursors", () => {
  it("round-trip a key, opaque in the address", () => {
    const token = encodeCursorKey(KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursorKey(token, KINDS)).toEqual(KEY);
    expect(readCursor(new URLSearchParams({ before: token }), KINDS)).toEqual({
      direction: "before",
      key: KEY,
    });
  });

  it("read anything else as no cursor, so the list opens on its first page", () => {
    const bad = [
      "",
      "%%%",
      "bm90IGpzb24",
      encodeCursorKey(["2026-12-01", "42"]),
      encodeCursorKey(["2026-12-01 10:00:00+00", "4x"]),
      encodeCursorKey([KEY[0] ?? ""]),
      encodeCursorKey([...KEY, "extra"]),
      "x".repeat(3000),
    ];
    for (const token of bad) {
      expect(readCursor(new URLSearchParams({ after: token }), KINDS), token).toBeNull();
    }
  });

  it("link to another page keeping the filters, dropping an old page or cursor", () => {
    expect(cursorLink("q=smith&page=3&before=abc", "after", "xyz")).toBe("?q=smith&after=xyz");
  });

  it("say a bounded count in words", () => {
    expect(countWords({ count: 1, more: false }, ["entry", "entries"])).toBe("1 entry");
    expect(countWords({ count: 5000, more: true }, ["entry", "entries"])).toBe(
      "More than 5,000 entries",
    );
  });
});
