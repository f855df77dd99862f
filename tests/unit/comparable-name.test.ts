import { describe, expect, it } from "vitest";
import { comparableName } from "~/modules/certificates/compare-names";

describe("comparableName (the typed signature against the profile's name)", () => {
  it("ignores case, accents, spacing and punctuation", () => {
    const profile = comparableName("María O'Neil");
    for (const typed of ["maria oneil", "MARIA O’NEIL", "María  O Neil", " maria o'neil. "]) {
      expect(comparableName(typed)).toBe(profile);
    }
    expect(comparableName("Anne-Marie Smith")).toBe(comparableName("anne marie smith"));
    // A stroke is part of the letter, but people type names without it too.
    expect(comparableName("Łucja Ząbkowska")).toBe(comparableName("Lucja Zabkowska"));
  });

  it("still tells different names apart", () => {
    expect(comparableName("Maria O'Neil")).not.toBe(comparableName("Mario O'Neil"));
  });
});
