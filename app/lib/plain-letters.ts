/**
 * Latin letters with no Unicode decomposition to strip down to ASCII (a
 * stroke or bar is part of the letter, not an accent): what a reader would
 * write without them. Used where a document's font lacks a letter and where
 * names typed two ways are compared.
 */
export const UNDECOMPOSABLE_LETTERS: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
  Ŋ: "N",
  ŋ: "n",
  Ĳ: "IJ",
  ĳ: "ij",
  Ø: "O",
  ø: "o",
};
