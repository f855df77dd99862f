import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measureFallbackFaces } from "../../scripts/measure-font-fallback.mjs";

// The brand typeface's fallback faces in app/fonts.css carry the figures the
// font files give (scripts/measure-font-fallback.mjs): if Inter is updated or
// a figure is edited by hand, this says which.

const css = readFileSync("app/fonts.css", "utf8");

/** The "Inter Fallback" faces as the stylesheet declares them, by weight. */
function declaredFaces() {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.includes('"Inter Fallback"'));
  return faces.map((body) => {
    const figure = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(body)?.[1]);
    return {
      weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1]),
      local: body.includes('local("Arial Bold")') ? "bold" : "regular",
      sizeAdjust: figure("size-adjust"),
      ascentOverride: figure("ascent-override"),
      descentOverride: figure("descent-override"),
      lineGapOverride: figure("line-gap-override"),
    };
  });
}

describe("the brand typeface's stylesheet", () => {
  it("has a fallback face per weight with the figures measured from the font files", () => {
    expect(declaredFaces()).toEqual(measureFallbackFaces());
  });

  it("self-hosts Inter (from the package, or cut from it in app/fonts), shown at once in the fallback (swap)", () => {
    const inter = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((match) => match[1] ?? "")
      .filter((body) => body.includes('"Inter Variable"'));
    expect(inter.length).toBeGreaterThan(0);
    for (const face of inter) {
      expect(face).toContain("font-display: swap");
      expect(face).toMatch(
        /url\("(@fontsource-variable\/inter\/files|\.\/fonts)\/inter-[a-z-]+\.woff2"\)/,
      );
    }
    expect(readFileSync("app/app.css", "utf8")).toMatch(
      /--font-sans:\s*"Inter Variable", "Inter Fallback",/,
    );
  });
});
