import { createHash } from "node:crypto";
import { scriptsTheLoaderAdds } from "~/lib/scripts-after-first-paint.server";

/**
 * The CSP sources (`'sha256-…'`) of every inline script a rendered page runs:
 * each `<script>` without `src` in the HTML, and the module script the
 * first-paint loader adds with the page's boot code. A page kept for every
 * visitor names its scripts by these instead of a per-response nonce
 * (docs/decisions/0074-shared-pages-sent-as-stored.md), so its bytes, and
 * their compression, are the same for everyone.
 *
 * A browser hashes a script's text as UTF-8 after its parser has turned
 * CR LF and lone CR into LF; the same is done here. Data blocks
 * (`type="application/ld+json"` and the like) are never run, so they are not
 * named: the policy allows no more than the page runs.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/;

export function hashInlineScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
    if (type && !SCRIPT_TYPE.test(type)) continue;
    for (const script of [text, ...scriptsTheLoaderAdds(text)]) {
      const digest = createHash("sha256")
        .update(script.replace(/\r\n?/g, "\n"), "utf8")
        .digest("base64");
      sources.add(`'sha256-${digest}'`);
    }
  }
  return [...sources];
}
