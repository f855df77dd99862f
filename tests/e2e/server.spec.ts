import { baseURL } from "../../playwright.config";
import { expect, test } from "./support/test";

test("security headers on pages", async ({ request }) => {
  const response = await request.get("/courses");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  // A page kept for every visitor names its inline scripts by hash (decision 0074).
  expect(csp).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  // HSTS only when BASE_URL is https (it is http here).
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["cache-control"]).toContain("public");
  expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);

  // Every inline script of a page that is not kept carries this response's nonce.
  const login = await request.get("/login");
  const nonce = login.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const html = await login.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test("the browser runs the page under the CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Browse courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Courses" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("built assets are cached for a year, immutably", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.(js|css)/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
});

test("fonts, stylesheets and raster images go without the headers only a document obeys", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const font = html.match(/\/assets\/[^"]+\.woff2/)?.[0];
  const stylesheet = html.match(/\/assets\/[^"]+\.css/)?.[0];
  const script = html.match(/\/assets\/[^"]+\.js/)?.[0];
  const svg = html.match(/\/images\/[^"]+\.svg/)?.[0];
  for (const passive of [font, stylesheet]) {
    expect(passive).toBeTruthy();
    const headers = (await request.get(passive as string)).headers();
    expect(headers["content-security-policy"], passive).toBeUndefined();
    expect(headers["x-frame-options"], passive).toBeUndefined();
    expect(headers["x-content-type-options"], passive).toBe("nosniff");
  }
  // A script could be a worker's, and an SVG opened on its own is a document.
  for (const active of [script, svg]) {
    expect(active).toBeTruthy();
    const headers = (await request.get(active as string)).headers();
    expect(headers["content-security-policy"], active).toContain("default-src 'self'");
  }
});

test("health and readiness", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", database: "pglite" });
});

test("only the endpoints a browser needs are public under /api/auth", async ({ request }) => {
  for (const path of [
    "sign-in/email",
    "sign-up/email",
    "change-email",
    "change-password",
    "delete-user",
    "update-user",
    "request-password-reset",
  ]) {
    const refused = await request.post(`/api/auth/${path}`, {
      data: {},
      headers: { Origin: baseURL },
    });
    expect(refused.status(), path).toBe(404);
  }
  const response = await request.get("/api/auth/get-session");
  expect(response.status()).toBe(200);
  expect(await response.json()).toBeNull();
});

test("a malformed form post gets a 400 with messages, not a 500", async ({ request }) => {
  const response = await request.post("/login", {
    form: { email: "x" },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(400);
  const body = await response.text();
  expect(body).not.toMatch(/at \w+ \(|node_modules|Error:/);
});

test("sign-in attempts are rate-limited per client address, not for everyone", async ({
  playwright,
}) => {
  const from = async (address: string) =>
    playwright.request.newContext({
      baseURL: baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": address, Origin: baseURL },
    });
  const attacker = await from("203.0.113.7");
  const statuses: number[] = [];
  // A different account each time: only the per-client limit applies.
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await attacker.post("/login", {
      form: { email: `nobody${attempt}@example.com`, password: "wrong-password" },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses[5]).toBe(429);
  const bystander = await from("203.0.113.8");
  const response = await bystander.post("/login", {
    form: { email: "nobody9@example.com", password: "wrong-password" },
  });
  expect(response.status()).toBe(401);
  await Promise.all([attacker.dispose(), bystander.dispose()]);
});

test("the browser bundle carries no server code, secrets or zod", async () => {
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = "build/client/assets";
  const chunks = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, code: readFileSync(`${dir}/${file}`, "utf8") }));
  const bundle = chunks.map((chunk) => chunk.code).join("\n");
  expect(bundle.length).toBeGreaterThan(1000);
  for (const marker of [
    "BETTER_AUTH_SECRET",
    "DATABASE_URL",
    "pg_advisory",
    "PGlite",
    "drizzleAdapter",
    "secrets.json",
  ]) {
    expect(bundle, marker).not.toContain(marker);
  }
  // Form schemas run on the server only (docs/architecture.md, "Forms"). Every
  // zod schema class carries the trait name "$ZodType", whatever parts are used.
  // Each such chunk is named with the chunks importing it: the pages that pull it in.
  const withZod = chunks
    .filter((chunk) => chunk.code.includes("$ZodType"))
    .map(({ file }) => {
      const importers = chunks.filter((other) => other.file !== file && other.code.includes(file));
      return `${file} (imported by ${importers.map((other) => other.file).join(", ") || "none"})`;
    });
  expect(withZod, "chunks carrying zod (a module that builds zod schemas)").toEqual([]);
});

test("a trailing slash redirects to the page's one address, never off the site", async ({
  request,
}) => {
  const slash = await request.get("/courses/?q=ai", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe("/courses?q=ai");
  // A raw request: clients would read "//evil.example/" as another host.
  const { request: rawRequest } = await import("node:http");
  const location = await new Promise<string | undefined>((resolve, reject) => {
    rawRequest(
      { host: "localhost", port: new URL(baseURL).port, path: "//evil.example/", method: "GET" },
      (response) => {
        response.resume();
        resolve(response.headers.location);
      },
    )
      .on("error", reject)
      .end();
  });
  expect(location).toBe("/evil.example");
  const favicon = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(favicon.headers().location).toBe("/favicon.svg");
});

test("bad input answers 4xx, never 500", async ({ request }) => {
  expect((await request.get("/course-player/%00")).status()).toBe(400);
  expect((await request.get("/course-player/..%2f..%2fetc")).status()).toBe(404);
  const json = await request.post("/login", {
    data: { email: "a@b.co" },
    headers: { Origin: baseURL, "Content-Type": "application/json" },
  });
  expect(json.status()).toBe(400);
  const text = await request.post("/register", {
    data: "not a form",
    headers: { Origin: baseURL, "Content-Type": "text/plain" },
  });
  expect(text.status()).toBe(400);
  // A course that does not exist is not found, whatever is asked of it.
  const unknown = "/api/courses/no-such-course/registration";
  expect((await request.get(unknown)).status()).toBe(404);
  expect((await request.post(unknown, { form: {}, headers: { Origin: baseURL } })).status()).toBe(
    404,
  );
  // Fields missing from a post get the same words as empty ones, never a parser's.
  const contact = await request.post("/api/contact", { form: {}, headers: { Origin: baseURL } });
  expect(contact.status()).toBe(400);
  const reply = JSON.stringify(await contact.json());
  expect(reply).toContain("Enter your name.");
  expect(reply).toContain("Write your message.");
  expect(reply).not.toContain("Invalid input");
});

test("data requests of signed-out pages carry caching rules too", async ({ request }) => {
  const response = await request.get("/courses.data");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("public");
  expect(response.headers().vary).toMatch(/Cookie/);
});

test("another site cannot write to the API endpoints the pages use", async ({ request }) => {
  const progress = "/api/player/ai-legal-tools-artificial-intelligence-law-cle/progress";
  const form = { position: "10", watching: "1" };
  const crossSite: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "cross-site" },
    { Origin: "null" },
  ];
  for (const headers of crossSite) {
    const refused = await request.post(progress, { form, headers });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: "This request came from another site and was refused.",
    });
    expect((await request.post("/api/contact", { form: {}, headers })).status()).toBe(403);
  }
  // From the site itself the endpoint answers as usual (here: not signed in).
  const own = await request.post(progress, {
    form,
    headers: { Origin: baseURL, "Sec-Fetch-Site": "same-origin" },
  });
  expect(own.status()).toBe(401);
});
