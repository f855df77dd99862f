import { Transform } from "node:stream";

/**
 * The page's scripts start loading once the server-rendered page has been
 * painted, not before (decision 0015). React Router's `<Scripts>` puts a
 * `<link rel="modulepreload">` in the head for every module of the page and
 * ends the body with a module script that imports them and starts hydration.
 * Fetched with the page, they share its first round trips with the
 * stylesheet, and the first paint waits behind them. Rewritten here, the head
 * keeps only what the paint needs, and a small inline script in the module
 * script's place adds the same preloads and the same module script, with the
 * response's nonce (or, on a page kept for every visitor, allowed by its
 * hash), in the task after the browser reports the first contentful paint.
 * The page works without script as before, and nothing else on it changes.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const BOOT_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

const HTML_ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
  if (!match) return null;
  return (match[1] ?? "").replace(/&(amp|quot|#x27|lt|gt);/g, (e) => HTML_ENTITIES[e] ?? e);
}

/** A value as a script literal that cannot end the inline script it sits in. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

// The page is searched as Latin-1, one character per byte: every marker is
// ASCII, and whatever is not rewritten goes out byte for byte, even where a
// chunk ends inside a multi-byte character.
const fromLatin1 = (text: string) => Buffer.from(text, "latin1").toString("utf8");
const toLatin1 = (text: string) => Buffer.from(text, "utf8").toString("latin1");

/**
 * Runs in the page: `p` the preloaded modules, `c` React Router's module
 * script. They are added once the first contentful paint has been reported
 * (in the next task), at once in a hidden tab (it paints nothing), and after
 * a few seconds whatever happens.
 */
const LOADER =
  "(function(p,c){var n=document.currentScript.nonce,done=0;function go(){if(done)return;done=1;" +
  'p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});' +
  'var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=c;document.body.appendChild(s)}' +
  'if(document.visibilityState!=="visible")return go();setTimeout(go,3000);' +
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}' +
  "catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})";

/**
 * The inline script the loader adds to the page, given the loader's own text
 * (none for any other script): a policy that names inline scripts by their
 * hashes must name this one too (server/hash-inline-scripts.ts).
 */
export function scriptsTheLoaderAdds(script: string): string[] {
  const start = `${LOADER}(`;
  if (!script.startsWith(start) || !script.endsWith(")")) return [];
  try {
    const [, code] = JSON.parse(`[${script.slice(start.length, -1)}]`) as unknown[];
    return typeof code === "string" ? [code] : [];
  } catch {
    return [];
  }
}

/**
 * The page (UTF-8) with its module preloads and boot script deferred, or
 * null when it does not (yet) hold React Router's boot script.
 */
export function deferScripts(page: Buffer): Buffer | null {
  const html = page.toString("latin1");
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot || !(boot[3] ?? "").includes("__reactRouterRouteModules")) return null;
  const [script, before = "", after = "", code = ""] = boot;
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1 || headEnd > boot.index) return null;
  const hrefs: string[] = [];
  // React hoists every <link> into the head; what is in the body is React's to hydrate.
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (tag) => {
    const href = attribute(tag, "href");
    if (href) hrefs.push(fromLatin1(href));
    return "";
  });
  const nonce = attribute(`${before} ${after}`, "nonce");
  const nonceAttribute = nonce === null ? "" : ` nonce="${nonce.replace(/[&"<>]/g, "")}"`;
  const loader = `<script${nonceAttribute}>${LOADER}(${scriptLiteral(hrefs)},${scriptLiteral(fromLatin1(code))})</script>`;
  const body = html.slice(headEnd, boot.index);
  return Buffer.from(
    head + body + toLatin1(loader) + html.slice(boot.index + script.length),
    "latin1",
  );
}

/** Longest stretch of page held back while looking for the boot script. */
const MAX_HELD = 4 * 1024 * 1024;

/**
 * Rewrites a streamed page with {@link deferScripts}: holds the start of
 * the page until the boot script has arrived (React writes the shell, boot
 * script included, in one go), then passes everything on as it comes.
 */
export function scriptsAfterFirstPaint(): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let done = false;
  const release = (stream: Transform, rewritten: Buffer | null) => {
    done = true;
    stream.push(rewritten ?? Buffer.concat(held));
    held = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const rewritten = deferScripts(Buffer.concat(held));
      if (rewritten !== null || heldBytes > MAX_HELD) release(this, rewritten);
      callback();
    },
    flush(callback) {
      if (!done) release(this, null);
      callback();
    },
  });
}
