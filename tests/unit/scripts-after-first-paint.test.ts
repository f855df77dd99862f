import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferScripts, scriptsAfterFirstPaint } from "~/lib/scripts-after-first-paint.server";

// The shape React Router and React write: preloads hoisted into the head, the
// boot module script at the end of the body, streamed data after it.
const BOOT =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Zoë’s page</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc+/="/>' +
  '<link rel="modulepreload" href="/assets/root-1.js?v=1&amp;x=2" nonce="abc+/="/>' +
  '<link nonce="abc+/=" rel="stylesheet" href="/assets/app-1.css"/></head>' +
  "<body><h1>Über “quotes”</h1>" +
  '<script nonce="abc+/=">window.__reactRouterContext = {};</script>' +
  `<script nonce="abc+/=" type="module" async="">${BOOT}</script>` +
  '<script nonce="abc+/=">enqueue("ü")</script></body></html>';

/** The two arguments the inline loader is called with. */
function loaderArguments(html: string): [string[], string] {
  const call =
    /<script nonce="abc\+\/=">\(function\(p,c\)[\s\S]*?\}\)\((.*)\)<\/script><script/.exec(html);
  if (!call?.[1]) throw new Error("no loader in the page");
  return JSON.parse(`[${call[1]}]`);
}

describe("deferScripts", () => {
  it("takes the module preloads out of the head and puts a loader with the nonce in the boot script's place", () => {
    const html = deferScripts(Buffer.from(PAGE))?.toString("utf8") ?? "";
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      '<link nonce="abc+/=" rel="stylesheet" href="/assets/app-1.css"/></head>',
    );
    expect(loaderArguments(html)).toEqual([
      ["/assets/entry.client-1.js", "/assets/root-1.js?v=1&x=2"],
      BOOT,
    ]);
    // Everything else is byte for byte what React wrote.
    expect(html).toContain("<title>Zoë’s page</title>");
    expect(html).toContain("<h1>Über “quotes”</h1>");
    expect(html.endsWith('<script nonce="abc+/=">enqueue("ü")</script></body></html>')).toBe(true);
  });

  it("writes the module script so that it cannot end or comment out the inline script", () => {
    const code = `${BOOT}\nif (1 < 2) console.log("<!-- <script");`;
    const html = deferScripts(Buffer.from(PAGE.replace(BOOT, code)))?.toString("utf8") ?? "";
    const loader = /<script nonce="abc\+\/=">(\(function\(p,c\)[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).not.toContain("<");
    expect(loaderArguments(html)[1]).toBe(code);
  });

  it("leaves pages without React Router's boot script alone", () => {
    expect(deferScripts(Buffer.from("<html><head></head><body>Plain</body></html>"))).toBeNull();
    const other =
      '<html><head></head><body><script type="module">import "/x.js"</script></body></html>';
    expect(deferScripts(Buffer.from(other))).toBeNull();
  });
});

describe("scriptsAfterFirstPaint", () => {
  it("gives the same page streamed in pieces, even cut inside a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 7, 64, bytes.length]) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      const out = await buffer(Readable.from(pieces).pipe(scriptsAfterFirstPaint()));
      expect(out.equals(deferScripts(bytes) as Buffer)).toBe(true);
    }
  });

  it("passes a page through unchanged when there is nothing to defer", async () => {
    const page = Buffer.from("<html><head></head><body>Ünchanged</body></html>");
    const out = await buffer(
      Readable.from([page.subarray(0, 30), page.subarray(30)]).pipe(scriptsAfterFirstPaint()),
    );
    expect(out.equals(page)).toBe(true);
  });
});

describe("the loader in the page", () => {
  /** Runs the page's inline loader against a small stand-in for the browser. */
  function runLoader(visibilityState: "visible" | "hidden") {
    const html = deferScripts(Buffer.from(PAGE))?.toString("utf8") ?? "";
    const source = /<script nonce="abc\+\/=">(\(function\(p,c\)[\s\S]*?)<\/script><script/.exec(
      html,
    )?.[1];
    const added: Record<string, string>[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    let paintObserver: ((list: unknown, observer: unknown) => void) | undefined;
    let observing: unknown;
    const element = () => ({}) as Record<string, string>;
    const context = {
      document: {
        currentScript: { nonce: "abc+/=" },
        visibilityState,
        createElement: (tag: string) => ({ ...element(), tag }),
        head: { appendChild: (node: Record<string, string>) => added.push(node) },
        body: { appendChild: (node: Record<string, string>) => added.push(node) },
      },
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      requestAnimationFrame: () => {
        throw new Error("not used when paint timing is there");
      },
      PerformanceObserver: class {
        constructor(callback: (list: unknown, observer: unknown) => void) {
          paintObserver = callback;
        }
        observe(options: unknown) {
          observing = options;
        }
        disconnect() {}
      },
    };
    runInNewContext(source ?? "", context);
    const paint = (names: string[]) =>
      paintObserver?.(
        { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
        { disconnect() {} },
      );
    return { added, timers, paint, observing: () => observing };
  }

  it("adds the preloads and the module script, with the nonce, in the task after the first contentful paint", () => {
    const page = runLoader("visible");
    expect(page.observing()).toEqual({ type: "paint", buffered: true });
    expect(page.added).toEqual([]);
    page.paint(["first-paint"]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([3000]);
    page.paint(["first-contentful-paint"]);
    expect(page.added).toEqual([]);
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-1.js", nonce: "abc+/=" },
      { tag: "link", rel: "modulepreload", href: "/assets/root-1.js?v=1&x=2", nonce: "abc+/=" },
      { tag: "script", type: "module", nonce: "abc+/=", textContent: BOOT },
    ]);
    // The fallback timer does not add them a second time.
    page.timers.find((timer) => timer.ms === 3000)?.run();
    expect(page.added).toHaveLength(3);
  });

  it("does not wait in a hidden tab, which paints nothing, nor for ever for a paint", () => {
    const hidden = runLoader("hidden");
    expect(hidden.added).toHaveLength(3);
    const unpainted = runLoader("visible");
    unpainted.timers.find((timer) => timer.ms === 3000)?.run();
    expect(unpainted.added).toHaveLength(3);
  });
});
