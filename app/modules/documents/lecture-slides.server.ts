import { COURSES, FACULTY } from "~/content/catalogue";
import type { DocumentBlock } from "~/content/document-blocks";
import { LECTURES } from "~/content/lectures";
import { SITE_NAME } from "~/content/site";
import { renderPdf } from "./pdf-document.server";

/**
 * A course's sample lecture as a landscape PDF: a cover with the course and
 * its faculty, then one page per slide with its points and the speaker's
 * narration as notes. Null when the course has no lecture.
 */
export async function renderLectureSlides(courseId: string): Promise<Uint8Array | null> {
  const lecture = LECTURES[courseId];
  const course = COURSES.find((each) => each.id === courseId);
  if (!lecture || !course) return null;

  const faculty = course.facultyIds.flatMap((id) => {
    const member = FACULTY.find((each) => each.id === id);
    return member ? [[member.name, `${member.title}, ${member.organisation}`] as const] : [];
  });

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
