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

  it("lays out tables, grids, boxes, checklists and columns, and keeps groups on one page", async () => {
    const filler = Array.from({ length: 36 }, (_, index) => `Line ${index + 1} of filler.`);
    const bytes = await renderPdf({
      title: "Layout",
      typeface: "serif",
      border: true,
      orientation: "landscape",
      blocks: [
        { kind: "title", text: "Centered title", align: "center" },
        { kind: "paragraph", lead: "Note:", text: "a lead in bold.", size: 10 },
        {
          kind: "columns",
          columns: [
            [
              {
                kind: "grid",
                columns: 2,
                cells: [
                  ["State", "Ohio"],
                  ["Format", "On-Demand"],
                ],
              },
            ],
            [
              {
                kind: "table",
                columns: [{ label: "Category" }, { label: "Hours", align: "right" }],
                rows: [["General", "1.0"]],
                total: ["Total", "1.0"],
              },
            ],
          ],
        },
        { kind: "rule" },
        { kind: "box", variant: "prompt", title: "Prompt", text: "Summarize the text below." },
        { kind: "checklist", items: [{ lead: "Check:", text: "every citation." }] },
        { kind: "bullets", items: filler },
        {
          kind: "keep-together",
          blocks: [
            { kind: "subheading", text: "Signature" },
            { kind: "fields", rows: [["Name", "________"]] },
          ],
        },
      ],
    });
    const { pages } = await pdfText(bytes);
    expect(pages.length).toBe(2);
    for (const text of [
      "Centered title",
      "Note: a lead in bold.",
      "STATE Ohio",
      "Category Hours General 1.0 Total 1.0",
      "Prompt Summarize the text below.",
      "Check: every citation.",
    ]) {
      expect(pages[0]).toContain(text);
    }
    // Both columns are on the first page, the left one written first.
    const first = pages[0] ?? "";
    expect(first.indexOf("STATE")).toBeLessThan(first.indexOf("Category"));
    expect(pages[1]).toContain("Signature Name ________");
    expect(pages[1]).not.toContain("Line 1 of filler.");
  });
});
