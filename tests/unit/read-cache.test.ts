import { describe, expect, it } from "vitest";
import { createReadCache } from "~/db/read-cache.server";

const later = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("read cache", () => {
  it("loads a key once, however many ask at the same time", async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    const [a, b] = await Promise.all([cache.read("k", load), cache.read("k", load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(await cache.read("k", load)).toEqual({ loads: 1 });
  });

  it("drops everything on invalidation, and moves the generation", async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.read("k", load);
    const before = cache.generation();
    cache.invalidate();
    expect(cache.generation()).toBe(before + 1);
    expect(await cache.read("k", load)).toBe(2);
  });

  it("does not keep what was loading while a write happened", async () => {
    const cache = createReadCache();
    let release: (value: string) => void = () => {};
    const slow = cache.read("k", () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release("before the write");
    expect(await slow).toBe("before the write");
    await later();
    expect(await cache.read("k", async () => "after the write")).toBe("after the write");
  });

  it("reloads an entry older than its maximum age (the clock matters to seats and sessions)", async () => {
    let now = 0;
    const cache = createReadCache({ maxAgeMs: 1_000, now: () => now });
    let loads = 0;
    await cache.read("k", async () => ++loads);
    now = 999;
    expect(await cache.read("k", async () => ++loads)).toBe(1);
    now = 1_000;
    expect(await cache.read("k", async () => ++loads)).toBe(2);
  });

  it("keeps at most its number of entries, the oldest going first", async () => {
    const cache = createReadCache({ maxEntries: 2 });
    let loads = 0;
    for (const key of ["a", "b", "c"]) await cache.read(key, async () => ++loads);
    expect(await cache.read("c", async () => ++loads)).toBe(3);
    expect(await cache.read("a", async () => ++loads)).toBe(4);
  });

  it("forgets a failed load", async () => {
    const cache = createReadCache();
    await expect(cache.read("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await later();
    expect(await cache.read("k", async () => "up")).toBe("up");
  });

  it("reads straight from the loader while off", async () => {
    const cache = createReadCache();
    cache.setEnabled(false);
    let loads = 0;
    await cache.read("k", async () => ++loads);
    await cache.read("k", async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.isEnabled()).toBe(false);
  });

  it("hands out frozen values: no request can change the next one's", async () => {
    const cache = createReadCache();
    const value = await cache.read("k", async () => ({ list: [{ title: "A" }] }));
    expect(() => value.list.push({ title: "B" })).toThrow(TypeError);
    expect(() => {
      (value.list[0] as { title: string }).title = "B";
    }).toThrow(TypeError);
  });
});
