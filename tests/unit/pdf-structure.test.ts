import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { hasPdfHeader, hasPdfStructure } from "~/lib/check-pdf-structure";
import { minimalPdf } from "../support/minimal-pdf";

const text = (value: string) => new Uint8Array(Buffer.from(value, "latin1"));

describe("hasPdfStructure", () => {
  it("takes PDFs as pdf-lib writes them, with a cross-reference stream or a table", async () => {
    const document = await PDFDocument.create();
    document.addPage();
    expect(hasPdfStructure(await document.save())).toBe(true);
    expect(hasPdfStructure(await document.save({ useObjectStreams: false }))).toBe(true);
  });

  it("takes the tests' hand-written PDF at any size, and pdf-lib reads it", async () => {
    for (const size of [0, 600, 4096, 70_000]) {
      const bytes = minimalPdf(size);
      if (size > 0) expect(bytes.byteLength).toBe(size);
      expect(hasPdfStructure(bytes), `${size} bytes`).toBe(true);
      const document = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(document.getPageCount()).toBe(1);
    }
  });

  it("takes an incrementally updated PDF and a table longer than what is read at its offset", async () => {
    const document = await PDFDocument.create();
    for (let page = 0; page < 400; page += 1) document.addPage();
    const long = await document.save({ useObjectStreams: false });
    expect(hasPdfStructure(long)).toBe(true);
    // An update appended: its section is found from the new end, its trailer names the root.
    const original = Buffer.from(long).toString("latin1");
    const previous = /startxref\s+(\d+)/.exec(original.slice(-100))?.[1];
    const update = `1 0 obj\n<< /Producer (update) >>\nendobj\n`;
    const at = long.byteLength + update.length;
    const appended = `${update}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 3 /Root 2 0 R /Prev ${previous} >>\nstartxref\n${at}\n%%EOF\n`;
    expect(hasPdfStructure(text(original + appended))).toBe(true);
  });

  it("refuses %PDF- followed by HTML, with or without a forged ending", () => {
    const html = "%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n";
    expect(hasPdfHeader(text(html))).toBe(true);
    expect(hasPdfStructure(text(html))).toBe(false);
    expect(hasPdfStructure(text(`${html}startxref\n0\n%%EOF\n`))).toBe(false);
    expect(hasPdfStructure(text(`${html}startxref\n9\n%%EOF\n`))).toBe(false);
    expect(hasPdfStructure(text(`${html}startxref\n99999\n%%EOF\n`))).toBe(false);
  });

  it("refuses a PDF cut short, one whose offset misses its table, and one with no root", () => {
    const whole = minimalPdf(2048);
    expect(hasPdfStructure(whole.subarray(0, 2000))).toBe(false);
    const source = minimalPdf().toString("latin1");
    const moved = source.replace(/startxref\n(\d+)/, (_, at) => `startxref\n${Number(at) - 7}`);
    expect(hasPdfStructure(text(moved))).toBe(false);
    expect(hasPdfStructure(text(source.replace("/Root 1 0 R", "/Info 1 0 R")))).toBe(false);
    // %%EOF further than 1,024 bytes from the end is not where readers look.
    expect(hasPdfStructure(text(`${source}${" ".repeat(1100)}`))).toBe(false);
    expect(hasPdfStructure(text(`${source}\n\n`))).toBe(true);
  });

  it("refuses what only starts like a PDF", () => {
    expect(hasPdfHeader(text("%PDF-"))).toBe(false);
    expect(hasPdfStructure(text("%PDF-1.7\n%%EOF\n"))).toBe(false);
    expect(hasPdfStructure(new Uint8Array())).toBe(false);
  });
});
