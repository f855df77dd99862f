import { describe, expect, it } from "vitest";
import { isStorableValue, MAX_JSON_DEPTH, parseStorableJson } from "~/lib/text-input";

/** `levels` objects (or arrays) inside one another, as JSON text. */
function nested(levels: number, open = '{"a":', close = "}"): string {
  return `${open.repeat(levels)}1${close.repeat(levels)}`;
}

describe("JSON from a client", () => {
  it("refuses 5,000 levels of objects or arrays without overflowing the stack", () => {
    expect(isStorableValue(JSON.parse(nested(5000)))).toBe(false);
    expect(isStorableValue(JSON.parse(nested(5000, "[", "]")))).toBe(false);
    expect(parseStorableJson(nested(5000))).toBeUndefined();
    expect(parseStorableJson(nested(100_000, "[", "]"))).toBeUndefined();
  });

  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(parseStorableJson(nested(MAX_JSON_DEPTH))).toEqual(JSON.parse(nested(MAX_JSON_DEPTH)));
    expect(parseStorableJson(nested(MAX_JSON_DEPTH + 1))).toBeUndefined();
    expect(parseStorableJson(nested(MAX_JSON_DEPTH + 1, "[", "]"))).toBeUndefined();
  });

  it("takes a long flat array and an analytics batch", () => {
    expect(parseStorableJson(`[${"1,".repeat(50_000)}1]`)).toHaveLength(50_001);
    const batch = { events: [{ name: "page_view", params: { q: "x" } }] };
    expect(parseStorableJson(JSON.stringify(batch))).toEqual(batch);
  });

  it("refuses NUL and unpaired surrogates at any depth, in keys and values", () => {
    expect(parseStorableJson('{"a":[{"b":"\\u0000"}]}')).toBeUndefined();
    expect(parseStorableJson('{"a":[{"\\ud800":1}]}')).toBeUndefined();
    expect(parseStorableJson('["ok", "\\udc00"]')).toBeUndefined();
    expect(parseStorableJson('{"a":"💼"}')).toEqual({ a: "💼" });
  });

  it("refuses text that is not JSON", () => {
    expect(parseStorableJson('{"a":')).toBeUndefined();
    expect(parseStorableJson("")).toBeUndefined();
  });
});
