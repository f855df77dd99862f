import { FREE_GUIDE_BLOCKS, FREE_GUIDE_SUBTITLE, FREE_GUIDE_TITLE } from "~/content/free-guide";
import { SITE_NAME } from "~/content/site";
import { renderPdf } from "./pdf-document.server";

let rendering: Promise<Uint8Array> | undefined;

/**
 * The free guide as PDF. Its text never changes while the process runs, so
 * it is rendered once; each caller gets its own copy of the bytes.
 */
export async function renderFreeGuide(): Promise<Uint8Array> {
  rendering ??= renderPdf({
    title: FREE_GUIDE_TITLE,
    subject: FREE_GUIDE_SUBTITLE,
    footer: `${FREE_GUIDE_TITLE}   ·   ${SITE_NAME}`,
    blocks: FREE_GUIDE_BLOCKS,
  }).catch((error: unknown) => {
    rendering = undefined; // let the next request try again
    throw error;
  });
  return (await rendering).slice();
}
