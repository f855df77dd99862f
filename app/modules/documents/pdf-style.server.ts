import { rgb } from "pdf-lib";

/** The documents' colours, type sizes (points) and line spacing. */

export const INK = rgb(0.07, 0.09, 0.15);
export const MUTED = rgb(0.33, 0.36, 0.42);
export const ACCENT = rgb(0.11, 0.25, 0.55);
export const HAIRLINE = rgb(0.78, 0.8, 0.84);

export const SIZES = {
  title: 24,
  heading: 15,
  subheading: 12.5,
  body: 11,
  box: 10,
  footer: 8.5,
} as const;

/** Line height as a multiple of the type size. */
export const LEADING = 1.35;
