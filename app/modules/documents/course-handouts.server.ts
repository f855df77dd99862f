import { COURSES } from "~/content/catalogue";
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

const rendered = new Map<string, Promise<Uint8Array>>();

/**
 * A course handout as PDF, or null when the course has no handout of that id.
 * Handouts are fixed text, so each is rendered once per process.
 */
export async function renderCourseHandout(
  courseId: string,
  handoutId: string,
): Promise<Uint8Array | null> {
  const handout = Object.hasOwn(COURSE_HANDOUT_CONTENT, courseId)
    ? COURSE_HANDOUT_CONTENT[courseId]?.find((each) => each.id === handoutId)
    : undefined;
  const course = COURSES.find((each) => each.id === courseId);
  if (!handout || !course) return null;

  const key = `${courseId}/${handoutId}`;
  let rendering = rendered.get(key);
  if (!rendering) {
    rendering = renderPdf({
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
    rendered.set(key, rendering);
  }
  return (await rendering).slice();
}
