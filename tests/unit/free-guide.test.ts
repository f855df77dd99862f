import { describe, expect, it } from "vitest";
import { FREE_GUIDE_FILENAME, FREE_GUIDE_TITLE } from "~/content/free-guide";
import { SITE_NAME } from "~/content/site";
import { renderFreeGuide } from "~/modules/documents/free-guide.server";
import { pdfText } from "../support/pdf-text";

describe("renderFreeGuide", () => {
  it("renders the guide with its title, sections, duties and quick reference", async () => {
    const bytes = await renderFreeGuide("A Prompting Workshop");
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { pages, info } = await pdfText(bytes);
    expect(info.Title).toBe(FREE_GUIDE_TITLE);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.length).toBeLessThanOrEqual(10);
    expect(pages[0]).toContain(FREE_GUIDE_TITLE);

    const text = pages.join(" ");
    for (const heading of [
      "1. Why prompting matters",
      "2. Your professional duties when you use AI",
      "3. Anatomy of a good legal prompt",
      "4. Worked examples",
      "5. Verification checklist",
      "6. What never to paste into a public AI tool",
      "7. Quick reference",
    ]) {
      expect(text).toContain(heading);
    }
    for (const duty of [
      "Model Rule 1.1",
      "Model Rule 1.6",
      "Model Rules 5.1 and 5.3",
      "Model Rules 3.3 and 3.1",
      "Formal Opinion 512",
    ]) {
      expect(text).toContain(duty);
    }
    for (const example of [
      "Legal research",
      "Drafting",
      "Contract review",
      "Summarizing a deposition",
      "Client letters",
    ]) {
      expect(text).toContain(example);
    }
    // The quick reference is one page of its own, the last, ending with the courses.
    expect(pages.at(-1)).toContain("7. Quick reference");
    expect(pages.at(-1)).toMatch(/our on-demand courses/i);
    expect(pages.at(-1)?.replace(/\s+/g, " ")).toContain('including "A Prompting Workshop"');
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`${FREE_GUIDE_TITLE} · ${SITE_NAME} · Page ${index + 1} of`);
    }
  });

  it("renders once and hands each caller its own copy", async () => {
    const first = await renderFreeGuide(null);
    const second = await renderFreeGuide(null);
    expect(second).not.toBe(first);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it("names the download file", () => {
    expect(FREE_GUIDE_FILENAME).toBe("prompting-ai-for-legal-work.pdf");
  });
});
