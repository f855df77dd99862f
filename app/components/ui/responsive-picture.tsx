import type { Picture } from "~/lib/picture";

/**
 * The one way the site shows artwork and portraits: a vector drawing as one
 * `<img>`; an upload as `<picture>` with AVIF and WebP `srcset` lists, so the
 * browser fetches the smallest file that is sharp at the size `sizes` says.
 * Width and height always come from the stored picture, so the space is kept
 * before the file arrives and nothing below it moves.
 */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  className,
  priority = false,
}: {
  picture: Picture;
  /** What the picture shows; empty when it adds nothing to the text beside it. */
  alt: string;
  /** How wide it is drawn, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  className?: string;
  /** The page's main picture, in view on load: fetched first, never lazily. */
  priority?: boolean;
}) {
  const image = (
    <img
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
  if (picture.sources.length === 0) return image;
  return (
    // `contents`: the <img> is laid out as if the <picture> were not there.
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
