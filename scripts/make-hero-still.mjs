// @ts-check
// Renders the home page hero's still frame (scripts/hero-still/hero-still.svg,
// drawn for the project) into the AVIF and WebP files the page serves, at the
// widths its srcset offers, into app/assets/hero/ (the build gives them hashed,
// immutable names). The outputs are committed, so this only needs running to
// change the picture:
//   node scripts/make-hero-still.mjs
// The still is what the first paint shows and what Largest Contentful Paint
// measures on a phone, so the files are kept small: a soft picture compresses
// well, and the browser takes the width the screen needs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const source = readFileSync(new URL("./hero-still/hero-still.svg", import.meta.url));
const out = new URL("../app/assets/hero/", import.meta.url);
const widths = [640, 960, 1280, 1920];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Rendered once at the widest size (density scales the 1920-wide drawing), then scaled down.
const full = await sharp(source, { density: 72 }).resize({ width: 1920 }).png().toBuffer();
for (const width of widths) {
  const scaled = sharp(full).resize({ width });
  const avif = await scaled.clone().avif({ quality: 50, effort: 9 }).toBuffer();
  const webp = await scaled.clone().webp({ quality: 78, effort: 6 }).toBuffer();
  writeFileSync(new URL(`hero-still-${width}.avif`, out), avif);
  writeFileSync(new URL(`hero-still-${width}.webp`, out), webp);
  console.log(`${width}: AVIF ${avif.length} bytes, WebP ${webp.length} bytes`);
}
