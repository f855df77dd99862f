// @ts-check
// Lists source files over 400 lines for review; it never fails the lint.
// Length is a hint that a file may do two jobs, not the rule: a file is split
// by job (a nested route, a module per verb), never to pass a number
// (docs/decisions/0046-course-editor-pages-and-one-job-per-file.md). app/content/ holds data.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const LONG = 400;
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const EXEMPT = /^(app\/content\/|drizzle\/)/;

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => SOURCE.test(file) && !EXEMPT.test(file));

const long = files
  .map((file) => {
    try {
      return { file, lines: readFileSync(file, "utf8").split("\n").length - 1 };
    } catch {
      return { file, lines: 0 }; // listed by git but deleted in the working tree
    }
  })
  .filter(({ lines }) => lines > LONG)
  .sort((a, b) => b.lines - a.lines);

if (long.length === 0) {
  console.log(`${files.length} source files, none over ${LONG} lines.`);
} else {
  console.log(`For review: ${long.length} source files over ${LONG} lines (one job each?):`);
  for (const { file, lines } of long) console.log(`  ${lines}\t${file}`);
}
