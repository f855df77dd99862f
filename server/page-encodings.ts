/**
 * The content codings a page kept for every visitor is stored in, and which
 * one an answer gets. Each is its own representation (RFC 9110, 8.8.3: a
 * content coding is part of the representation), so each has its own entity
 * tag: a cache that holds the gzip bytes never has them confirmed by a 304
 * meant for the brotli ones.
 */
export type PageEncoding = "br" | "gzip" | "identity";

/**
 * Brotli when the client takes it, then gzip, then the bytes as they are; a
 * higher q-value wins over this order, and q=0 refuses (RFC 9110, 12.5.3).
 */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  // Browsers send a handful of distinct values: each is read once.
  let chosen = chosenFor.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = readAcceptEncoding(acceptEncoding);
    if (chosenFor.size >= 256) chosenFor.clear();
    chosenFor.set(acceptEncoding, chosen);
  }
  return chosen;
}

const chosenFor = new Map<string, PageEncoding>();

function readAcceptEncoding(acceptEncoding: string): PageEncoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim()) weights.set(name.trim().toLowerCase(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  let best: PageEncoding = "identity";
  let bestWeight = 0;
  for (const coding of ["br", "gzip"] as const) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  // The bytes as they are win only when the client prefers them outright.
  const identity = weights.get("identity");
  return identity !== undefined && identity > bestWeight ? "identity" : best;
}

/** The entity tag of one coding of a page, from the page's own (`W/"…"`). */
export function encodedEtag(etag: string, encoding: PageEncoding): string {
  return encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}
