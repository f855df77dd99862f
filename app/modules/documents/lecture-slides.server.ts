import type { DocumentBlock } from "~/content/document-blocks";
import { LECTURES } from "~/content/lectures";
import { SITE_NAME } from "~/content/site";
import { renderPdf } from "./pdf-document.server";

/** What the slides say of their course: its facts as staff keep them (the database). */
export type SlidesCourse = {
  id: string;
  title: string;
  summary: string;
  faculty: readonly { name: string; title: string; organisation: string }[];
};

/**
 * A course's sample lecture as a landscape PDF: a cover with the course and
 * its faculty, then one page per slide with its points and the speaker's
 * narration as notes. The slides are fixed text (app/content); the course's
 * title, summary and faculty are the caller's, read where staff edit them.
 * Null when the course has no lecture.
 */
export async function renderLectureSlides(course: SlidesCourse): Promise<Uint8Array | null> {
  const lecture = Object.hasOwn(LECTURES, course.id) ? LECTURES[course.id] : undefined;
  if (!lecture) return null;

  const faculty = course.faculty.map(
    (member) => [member.name, `${member.title}, ${member.organisation}`] as const,
  );

  const blocks: DocumentBlock[] = [
    { kind: "paragraph", text: "Sample lecture: slides and speaker notes", tone: "muted" },
    { kind: "title", text: course.title },
    { kind: "paragraph", text: course.summary },
  ];
  if (faculty.length > 0) {
    blocks.push({ kind: "heading", text: "Faculty" });
    blocks.push({ kind: "fields", rows: faculty });
  }
  blocks.push({ kind: "heading", text: "Contents" });
  blocks.push({ kind: "numbered", items: lecture.slides.map((slide) => slide.heading) });

  for (const [index, slide] of lecture.slides.entries()) {
    blocks.push(
      { kind: "page-break" },
      {
        kind: "paragraph",
        text: `Slide ${index + 1} of ${lecture.slides.length}`,
        tone: "muted",
      },
      { kind: "title", text: slide.heading },
      { kind: "bullets", items: slide.bullets },
      { kind: "spacer", points: 12 },
      { kind: "heading", text: "Speaker notes" },
      { kind: "paragraph", text: slide.narration },
    );
  }

  return renderPdf({
    title: `${course.title}: sample lecture slides`,
    subject: course.summary,
    orientation: "landscape",
    blocks,
    footer: `${SITE_NAME}   ·   ${course.title}`,
  });
}
