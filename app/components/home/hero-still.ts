import avif640 from "~/assets/hero/hero-still-640.avif?url&no-inline";
import webp640 from "~/assets/hero/hero-still-640.webp?url&no-inline";
import avif960 from "~/assets/hero/hero-still-960.avif?url&no-inline";
import webp960 from "~/assets/hero/hero-still-960.webp?url&no-inline";
import avif1280 from "~/assets/hero/hero-still-1280.avif?url&no-inline";
import webp1280 from "~/assets/hero/hero-still-1280.webp?url&no-inline";
import avif1920 from "~/assets/hero/hero-still-1920.avif?url&no-inline";
import webp1920 from "~/assets/hero/hero-still-1920.webp?url&no-inline";
import type { Picture } from "~/lib/picture";

/**
 * The hero's still frame: a courthouse, a balance and a network of connected
 * points, drawn for the project (scripts/hero-still/) and rendered by
 * scripts/make-hero-still.mjs as AVIF and WebP at four widths. Bundled, so
 * each file has a hashed name and is cached for good.
 */
export const HERO_STILL: Picture = {
  src: webp960,
  width: 1920,
  height: 1080,
  sources: [
    {
      type: "image/avif",
      srcSet: `${avif640} 640w, ${avif960} 960w, ${avif1280} 1280w, ${avif1920} 1920w`,
    },
    {
      type: "image/webp",
      srcSet: `${webp640} 640w, ${webp960} 960w, ${webp1280} 1280w, ${webp1920} 1920w`,
    },
  ],
};
