// @ts-check
// Fails when a source file is over 400 lines: past that a file does two jobs
// (docs/architecture.md, "Layers"). The data in app/content/ is exempt.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX_LINES = 400;
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
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

if (long.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines (split each into files with one job):`);
  for (const { file, lines } of long) console.error(`  ${lines}\t${file}`);
  process.exit(1);
}
console.log(`${files.length} source files, none over ${MAX_LINES} lines.`);
