// The letter a last name files under, for states that assign periods by it.

/**
 * The letter (A–Z) a last name files under: accents dropped ("Émile" → E),
 * leading punctuation and spaces skipped ("'t Hooft" → T), a few letters that
 * do not decompose folded (Ø → O). Null when the name starts with no Latin letter.
 */
export function lastNameInitial(lastName: string): string | null {
  const folded = lastName.normalize("NFKD").replace(/\p{M}/gu, "");
  for (const char of folded) {
    if (!/\p{L}/u.test(char)) continue;
    const upper = LETTER_FOLDS[char] ?? char.toUpperCase();
    return /^[A-Z]$/.test(upper) ? upper : null;
  }
  return null;
}

const LETTER_FOLDS: Record<string, string> = {
  ø: "O",
  Ø: "O",
  æ: "A",
  Æ: "A",
  œ: "O",
  Œ: "O",
  ß: "S",
  ł: "L",
  Ł: "L",
  đ: "D",
  Đ: "D",
  ð: "D",
  Ð: "D",
  þ: "T",
  Þ: "T",
};
