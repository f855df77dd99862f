import { convert } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** An e-mail template rendered to the two bodies every message carries. */
export function renderEmail(body: ReactElement): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(body)}`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
    ],
  });
  return { html, text };
}
