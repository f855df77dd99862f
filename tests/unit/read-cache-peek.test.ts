import { describe, expect, it } from "vitest";
import { createReadCache } from "~/db/read-cache.server";

describe("peeking into a read cache", () => {
  it("shows a loaded, fresh value only, and never loads", async () => {
    let clock = 0;
    const cache = createReadCache({ maxAgeMs: 15_000, now: () => clock });
    expect(cache.peek("a")).toBeUndefined();
    let finish: (value: string) => void = () => {};
    const loading = cache.read("a", () => new Promise<string>((resolve) => (finish = resolve)));
    // Still loading: nothing to show yet.
    expect(cache.peek("a")).toBeUndefined();
    finish("value");
    await loading;
    expect(cache.peek("a")).toEqual({ value: "value" });
    // A kept null is a value too (nobody signed in with that cookie).
    await cache.read("none", async () => null);
    expect(cache.peek("none")).toEqual({ value: null });
    clock = 15_000;
    expect(cache.peek("a")).toBeUndefined();
  });

  it("shows nothing loaded across a write, after an invalidation, or while the cache is off", async () => {
    const cache = createReadCache();
    let finish: (value: string) => void = () => {};
    const loading = cache.read("a", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish("maybe stale");
    await loading;
    expect(cache.peek("a")).toBeUndefined();
    await cache.read("b", async () => "b");
    expect(cache.peek("b")).toEqual({ value: "b" });
    cache.invalidate();
    expect(cache.peek("b")).toBeUndefined();
    await cache.read("c", async () => "c");
    cache.setEnabled(false);
    expect(cache.peek("c")).toBeUndefined();
  });

  it("marks a scope's drops with numbers never reused, even once the marks are forgotten", () => {
    const cache = createReadCache({ maxEntries: 2 });
    expect(cache.scopeGeneration("ann")).toBe(0);
    cache.invalidateScopes(["ann"]);
    const first = cache.scopeGeneration("ann");
    expect(first).toBeGreaterThan(0);
    cache.invalidateScopes(["bob"]);
    expect(cache.scopeGeneration("ann")).toBe(first);
    cache.invalidateScopes(["ann"]);
    expect(cache.scopeGeneration("ann")).toBeGreaterThan(first);
    // A third scope overflows the marks: forgotten, and the generation moves instead.
    const generation = cache.generation();
    cache.invalidateScopes(["cy"]);
    expect(cache.scopeGeneration("ann")).toBe(0);
    expect(cache.generation()).toBeGreaterThan(generation);
  });
});
