import type { CourseMaterial, CourseMedia, PendingArtwork } from "~/content/course-types";
import { diffLines, type LineChange } from "~/lib/diff-lines";
import { courseArtworkPicture, type Picture } from "~/lib/picture";
import { formatChapterLines } from "./lecture-chapters";

/** Artwork as a page shows it: the picture and what it shows in words. */
export type ArtworkView = { picture: Picture; alt: string };

/** A part of the course beyond its details that pending changes alter, in the public page's words. */
export type PendingPartChange =
  | { key: "artwork"; label: string; kind: "artwork"; before: ArtworkView; after: ArtworkView }
  | { key: "materials" | "chapters"; label: string; kind: "lines"; lines: LineChange[] }
  | { key: "address"; label: string; kind: "value"; before: string; after: string; note: string };

type Parts = {
  artwork: PendingArtwork;
  materials: CourseMaterial[];
  chapters: CourseMedia["chapters"] | null;
  slug: string;
};

const view = (artwork: PendingArtwork): ArtworkView => ({
  picture: courseArtworkPicture(artwork),
  alt: artwork.imageAlt,
});

const titles = (materials: readonly CourseMaterial[]) =>
  materials.map((material) => material.title).join("\n");

/**
 * What publishing would change beyond the details, part by part (decision
 * 0070): the artwork as both pictures with their descriptions, the
 * materials' titles and the lecture's chapters line by line, the address as
 * before and after with what becomes of the old one. `pending` holds only the
 * parts that are pending (null for the others).
 */
export function diffPendingParts(
  current: Parts,
  pending: { [K in keyof Parts]: Parts[K] | null },
): PendingPartChange[] {
  const changes: PendingPartChange[] = [];
  if (pending.artwork) {
    changes.push({
      key: "artwork",
      label: "Artwork",
      kind: "artwork",
      before: view(current.artwork),
      after: view(pending.artwork),
    });
  }
  if (pending.materials) {
    changes.push({
      key: "materials",
      label: "Materials (downloads for registered attorneys)",
      kind: "lines",
      lines: diffLines(titles(current.materials), titles(pending.materials)),
    });
  }
  if (pending.chapters) {
    changes.push({
      key: "chapters",
      label: "Lecture chapters",
      kind: "lines",
      lines: diffLines(
        formatChapterLines(current.chapters ?? []),
        formatChapterLines(pending.chapters),
      ),
    });
  }
  if (pending.slug) {
    changes.push({
      key: "address",
      label: "Address",
      kind: "value",
      before: `/courses/${current.slug}`,
      after: `/courses/${pending.slug}`,
      note: `/courses/${current.slug} will redirect to the new address for good, as every former address does.`,
    });
  }
  return changes;
}
