import { describe, expect, it } from "vitest";
import { renderPdf } from "~/modules/documents/pdf-document.server";
import { pdfText } from "../support/pdf-text";

describe("renderPdf", () => {
  it("writes every block's text, wraps long text and numbers the pages", async () => {
    const long = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
    const bytes = await renderPdf({
      title: "Sample Handout",
      subject: "A test",
      footer: "LexEdge CLE handout",
      blocks: [
        { kind: "title", text: "Sample Handout" },
        { kind: "heading", text: "Why it matters" },
        { kind: "paragraph", text: long },
        { kind: "bullets", items: ["First point", "Second point"] },
        { kind: "numbered", items: ["Step one", "Step two"] },
        { kind: "fields", rows: [["Attorney", "Zoë Ångström → “Esq.”"]] },
        { kind: "page-break" },
        { kind: "paragraph", text: "On the last page", tone: "muted" },
      ],
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { pages, info } = await pdfText(bytes);
    expect(info.Title).toBe("Sample Handout");
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const all = pages.join(" ");
    for (const text of [
      "Why it matters",
      "word0",
      "word399",
      "First point",
      "2. Step two",
      "Attorney",
    ]) {
      expect(all).toContain(text);
    }
    // Characters outside the standard fonts are replaced, never dropped silently.
    expect(all).toContain("Zoë Ångström -> “Esq.”");
    expect(pages.at(-1)).toContain("On the last page");
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(pages[0]).toContain("LexEdge CLE handout");
  });
});
