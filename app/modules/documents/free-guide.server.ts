import { FREE_GUIDE_SUBTITLE, FREE_GUIDE_TITLE, freeGuideBlocks } from "~/content/free-guide";
import { SITE_NAME } from "~/content/site";
import { renderPdf } from "./pdf-document.server";

/** The last rendering, with the course title it names. */
let rendered: { courseTitle: string | null; pdf: Promise<Uint8Array> } | undefined;

/**
 * The free guide as PDF, naming the recommended course by `courseTitle`
 * (null: no course named). Its text is fixed, so it is rendered once per
 * process and again only when the title changes; each caller gets its own
 * copy of the bytes.
 */
export async function renderFreeGuide(courseTitle: string | null): Promise<Uint8Array> {
  if (rendered?.courseTitle !== courseTitle) {
    const pdf = renderPdf({
      title: FREE_GUIDE_TITLE,
      subject: FREE_GUIDE_SUBTITLE,
      footer: `${FREE_GUIDE_TITLE}   ·   ${SITE_NAME}`,
      blocks: freeGuideBlocks(courseTitle),
    }).catch((error: unknown) => {
      rendered = undefined; // let the next request try again
      throw error;
    });
    rendered = { courseTitle, pdf };
  }
  return (await rendered.pdf).slice();
}
