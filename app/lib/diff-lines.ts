/** One line of a text compared with its next version: kept, removed or added. */
export type LineChange = { kind: "same" | "removed" | "added"; text: string };

/**
 * The lines of `before` and `after` in order, each marked kept, removed or
 * added (the longest common run of lines is kept). Texts are short (a course
 * description is at most 10,000 characters), so the quadratic table is fine.
 */
export function diffLines(before: string, after: string): LineChange[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // common[i][j]: how many lines a[i..] and b[j..] share, in order.
  const common: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = common[i] as number[];
      row[j] =
        a[i] === b[j]
          ? ((common[i + 1] as number[])[j + 1] ?? 0) + 1
          : Math.max((common[i + 1] as number[])[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const changes: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      changes.push({ kind: "same", text: a[i] ?? "" });
      i += 1;
      j += 1;
    } else if (((common[i + 1] as number[])[j] ?? 0) >= ((common[i] as number[])[j + 1] ?? 0)) {
      changes.push({ kind: "removed", text: a[i] ?? "" });
      i += 1;
    } else {
      changes.push({ kind: "added", text: b[j] ?? "" });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) changes.push({ kind: "removed", text: a[i] ?? "" });
  for (; j < b.length; j += 1) changes.push({ kind: "added", text: b[j] ?? "" });
  return changes;
}
