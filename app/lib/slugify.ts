/** "AI & the Law (2027)" → "ai-the-law-2027": an address made from a title, at most `max` characters. */
export function slugify(title: string, max = 100): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}
