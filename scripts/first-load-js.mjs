// @ts-check
// First-load JavaScript of a page, measured in Chromium against a running
// production build: every script the page fetches until the network is idle,
// without scrolling, gzip-compressed as the server sends it. The framework's
// floor is what any React Router page loads whatever the app does: the client
// entry and its imports, and the route manifest.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const clientDir = path.resolve("build/client");
/** @param {string} pathname */
const gzipped = (pathname) => gzipSync(readFileSync(path.join(clientDir, pathname))).length;

/**
 * @param {string} base
 * @param {string[]} paths
 * @returns {Promise<{ floor: number; pages: { path: string; bytes: number; files: number }[] }>}
 */
export async function measureFirstLoadJs(base, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  });
  try {
    /** @type {{ path: string; bytes: number; files: number }[]} */
    const pages = [];
    /** @type {{ module: string; imports: string[] } | undefined} */
    let entry;
    /** @type {Set<string>} */
    const manifests = new Set();
    for (const target of paths) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      /** @type {Set<string>} */
      const scripts = new Set();
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
      });
      await page.goto(`${base}${target}`, { waitUntil: "networkidle" });
      // @ts-expect-error: React Router's global, set by its manifest script
      entry ??= await page.evaluate(() => window.__reactRouterManifest.entry);
      for (const file of scripts) if (file.startsWith("/assets/manifest-")) manifests.add(file);
      if (process.env.BENCH_VERBOSE) {
        for (const file of scripts)
          console.log(`${target} ${(gzipped(file) / 1024).toFixed(1)} ${file}`);
      }
      pages.push({
        path: target,
        bytes: [...scripts].reduce((sum, file) => sum + gzipped(file), 0),
        files: scripts.size,
      });
      await context.close();
    }
    if (!entry) throw new Error("no page measured");
    // The manifest grows with the route table; the first page's one counts.
    const floorFiles = [entry.module, ...entry.imports, ...[...manifests].slice(0, 1)];
    const floor = floorFiles.reduce((sum, file) => sum + gzipped(file), 0);
    return { floor, pages };
  } finally {
    await browser.close();
  }
}
