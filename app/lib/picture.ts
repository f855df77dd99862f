/**
 * What a page needs to show a course's artwork or a faculty portrait without
 * anything moving as it loads (decision 0031): its size, and either one file
 * (a shipped SVG, drawn as vectors) or the AVIF and WebP variants made from
 * an upload, as `srcset` lists the browser chooses from.
 */
export type Picture = {
  /** The `<img>` source: the vector drawing, or a WebP variant for browsers without `<picture>`. */
  src: string;
  width: number;
  height: number;
  /** The raster variants by format, best first; none for a vector drawing. */
  sources: { type: string; srcSet: string }[];
};

/** The formats every upload is made in, best first (AVIF is smaller; WebP is for older browsers). */
export const IMAGE_VARIANT_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;
export type ImageVariantExtension = (typeof IMAGE_VARIANT_FORMATS)[number]["extension"];

/** Where a stored image's variants are kept, by their prefix: `images/{id}`. */
export function imageVariantKey(
  prefix: string,
  width: number,
  extension: ImageVariantExtension,
): string {
  return `${prefix}/${width}.${extension}`;
}

/** The address a variant is served at (routes/media/image-variant.ts). */
export function imageVariantPath(
  prefix: string,
  width: number,
  extension: ImageVariantExtension,
): string {
  return `/media/${imageVariantKey(prefix, width, extension)}`;
}

/** A picture as the database keeps it: a shipped path, or an upload's key and widths. */
export type StoredPicture = {
  path: string | null;
  key: string | null;
  width: number;
  height: number;
  widths: readonly number[];
};

/** The width the fallback `<img src>` uses: the largest up to this, else the smallest. */
const FALLBACK_WIDTH = 960;

/** The picture to show, or null when there is none (a faculty member without a portrait). */
export function pictureOf(stored: StoredPicture): Picture | null {
  const { width, height } = stored;
  if (stored.key && stored.widths.length > 0) {
    const key = stored.key;
    const widths = [...stored.widths].sort((a, b) => a - b);
    const fallback = widths.filter((each) => each <= FALLBACK_WIDTH).at(-1) ?? widths[0] ?? width;
    return {
      src: imageVariantPath(key, fallback, "webp"),
      width,
      height,
      sources: IMAGE_VARIANT_FORMATS.map((format) => ({
        type: format.type,
        srcSet: widths
          .map((each) => `${imageVariantPath(key, each, format.extension)} ${each}w`)
          .join(", "),
      })),
    };
  }
  return stored.path ? { src: stored.path, width, height, sources: [] } : null;
}

/** A course's artwork from its row's columns. */
export function courseArtworkPicture(course: {
  imagePath: string;
  imageKey: string | null;
  imageWidth: number;
  imageHeight: number;
  imageWidths: readonly number[];
}): Picture {
  const picture = pictureOf({
    path: course.imagePath,
    key: course.imageKey,
    width: course.imageWidth,
    height: course.imageHeight,
    widths: course.imageWidths,
  });
  // A course always has a path, so there is always a picture.
  return (
    picture ?? {
      src: course.imagePath,
      width: course.imageWidth,
      height: course.imageHeight,
      sources: [],
    }
  );
}

/** A faculty member's portrait from their row's columns, or null without one. */
export function facultyPortraitPicture(member: {
  portraitPath: string | null;
  portraitKey: string | null;
  portraitWidth: number;
  portraitHeight: number;
  portraitWidths: readonly number[];
}): Picture | null {
  return pictureOf({
    path: member.portraitPath,
    key: member.portraitKey,
    width: member.portraitWidth,
    height: member.portraitHeight,
    widths: member.portraitWidths,
  });
}
