import { COURSE_HANDOUT_CONTENT } from "~/content/course-handouts";
import { SITE_NAME } from "~/content/site";
import { renderPdf } from "./pdf-document.server";

/** Course id → its handouts (id and title), e.g. for a course's downloads. */
export const COURSE_HANDOUTS: Readonly<Record<string, { id: string; title: string }[]>> =
  Object.fromEntries(
    Object.entries(COURSE_HANDOUT_CONTENT).map(([courseId, handouts]) => [
      courseId,
      handouts.map(({ id, title }) => ({ id, title })),
    ]),
  );

/** Rendered handouts by course and handout, with the course title they were rendered with. */
const rendered = new Map<string, { courseTitle: string; pdf: Promise<Uint8Array> }>();

/**
 * A course handout as PDF, or null when the course has no handout of that id.
 * The handout is fixed text (app/content); the course's title is the
 * caller's, read where staff edit it. Each is rendered once per process and
 * again when the title changes.
 */
export async function renderCourseHandout(
  course: { id: string; title: string },
  handoutId: string,
): Promise<Uint8Array | null> {
  const handout = Object.hasOwn(COURSE_HANDOUT_CONTENT, course.id)
    ? COURSE_HANDOUT_CONTENT[course.id]?.find((each) => each.id === handoutId)
    : undefined;
  if (!handout) return null;

  const key = `${course.id}/${handoutId}`;
  let rendering = rendered.get(key);
  if (rendering?.courseTitle !== course.title) {
    const pdf = renderPdf({
      title: handout.title,
      subject: `Course handout: ${course.title}`,
      footer: `${course.title}   ·   ${SITE_NAME}`,
      blocks: [
        { kind: "title", text: handout.title },
        {
          kind: "paragraph",
          text: `Course handout  ·  ${course.title}`,
          tone: "accent",
          style: "bold",
        },
        { kind: "paragraph", text: handout.summary, tone: "muted" },
        { kind: "rule" },
        ...handout.blocks,
      ],
    }).catch((error: unknown) => {
      rendered.delete(key); // let the next request try again
      throw error;
    });
    rendering = { courseTitle: course.title, pdf };
    rendered.set(key, rendering);
  }
  return (await rendering.pdf).slice();
}
