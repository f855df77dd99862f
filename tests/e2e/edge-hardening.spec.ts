import { connect } from "node:net";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./support/test";
import { signUpViaApi } from "./support/users";

// Findings of the reliability run, each checked over real HTTP.

const { hostname, port } = new URL(baseURL);

/**
 * Sends raw bytes on one connection and collects what comes back until the
 * server has answered `answers` times or `timeoutMs` passes.
 */
function exchange(bytes: Buffer, answers: number, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let received = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (
        (received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= answers &&
        /\r\n\r\n/.test(received)
      )
        setTimeout(done, 100);
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.write(bytes);
  });
}

test("a request answered before its body was read leaves the connection usable", async () => {
  // Over the enquiry form's size cap: refused before the body is read.
  const body = `name=${"x".repeat(300_000)}`;
  const first =
    `POST /work HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseURL}\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  const second = `GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`;
  const started = Date.now();
  const answer = await exchange(Buffer.from(first + second, "latin1"), 2);
  const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
  expect(statuses[0]).toMatch(/^4\d\d$/);
  // The next request on the same connection is answered (or, for a body too
  // large to read, the connection is closed so the client opens another).
  if (statuses.length < 2) expect(answer).toMatch(/connection: close/i);
  else expect(statuses[1]).toBe("200");
  expect(Date.now() - started).toBeLessThan(5_000);
});

test("a login redirect for a signed-out upload does not hold up the connection", async () => {
  const body = `--b\r\nContent-Disposition: form-data; name="certificate"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n${"%PDF".padEnd(2_000_000, "x")}\r\n--b--\r\n`;
  const first =
    `POST /dashboard/credits HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseURL}\r\n` +
    `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  const second = `GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`;
  const answer = await exchange(Buffer.from(first + second, "latin1"), 2);
  const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
  expect(statuses).toHaveLength(2);
  expect(statuses[1]).toBe("200");
});

test("a form post from another site is refused on every page, with or without Origin", async ({
  request,
}) => {
  await signUpViaApi(request);
  const pages = ["/profile", "/dashboard/credits", "/payment", "/work", "/free-guide", "/logout"];
  for (const path of pages) {
    const crossSite: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const refused = await request.post(path, {
        form: { intent: "profile", firstName: "Eve" },
        headers,
        maxRedirects: 0,
      });
      expect(refused.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(await refused.text()).toContain(
        "This request came from another site and was refused.",
      );
    }
  }
  // Still signed in: the refused /logout did nothing.
  expect((await request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  // From the site itself a page's form works as before.
  const own = await request.post("/logout", {
    headers: { Origin: baseURL, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(302);
});

test("a path starting with a backslash never redirects to another host", async () => {
  for (const path of ["/\\evil.example/", "//evil.example/", "/\\/evil.example/"]) {
    const answer = await exchange(
      Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
      1,
    );
    const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1];
    if (location !== undefined) expect(location).toBe("/evil.example");
  }
});

/** A raw GET (the path sent as written) and the status and Location it answered with. */
async function rawGet(path: string): Promise<{ status: string; location: string | undefined }> {
  const answer = await exchange(
    Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
    1,
  );
  return {
    status: /HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? "",
    location: /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1],
  };
}

/** A Location that stays on the site, even once a client resolves its dot segments. */
function expectOnSite(location: string | undefined, label: string) {
  expect(location, label).toBeDefined();
  expect(location, label).not.toMatch(/^\s*[/\\]{2}/);
  const resolved = new URL(location ?? "", baseURL);
  expect(resolved.origin, label).toBe(new URL(baseURL).origin);
  expect(resolved.pathname, label).not.toMatch(/^\/[/\\]/);
}

test("a redirect target in a link never leads off the site (better-auth's and ours)", async () => {
  const targets = [
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e/%2e//evil.example",
    "%2F%2Fevil.example",
    "/\t/evil.example",
    "https:evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
  ];
  for (const target of targets) {
    const value = encodeURIComponent(target);
    for (const path of [
      `/api/auth/verify-email?token=x&callbackURL=${value}`,
      `/api/auth/reset-password/x?callbackURL=${value}`,
      `/logout?redirectTo=${value}`,
    ]) {
      const { status, location } = await rawGet(path);
      // Refused, or sent to a page of this site.
      if (/^4\d\d$/.test(status)) expect(location, path).toBeUndefined();
      else expectOnSite(location, path);
    }
  }
});

test("the trailing-slash redirect resolves dot segments before it collapses slashes", async () => {
  for (const path of [
    "//evil.example/",
    "/\\evil.example/",
    "/.//evil.example/",
    "/..//evil.example/",
    "/a/..//evil.example/",
    "/%2e//evil.example/",
    "/%2e%2e/%2e%2e//evil.example/",
  ]) {
    const { status, location } = await rawGet(path);
    // A path named like a file may be answered by the static files instead.
    if (location === undefined) expect(status, path).toMatch(/^4\d\d$/);
    else expectOnSite(location, path);
  }
  for (const path of ["/.//courses/", "/a/..//courses/?q=ai"]) {
    const { status, location } = await rawGet(path);
    expect(status, path).toBe("301");
    expect(location, path).toBe(path.includes("?") ? "/courses?q=ai" : "/courses");
  }
  const favicon = await rawGet("/favicon.ico");
  expect(favicon).toEqual({ status: "301", location: "/favicon.svg" });
});
