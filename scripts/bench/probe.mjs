// @ts-check
// Single requests beside the load: the bytes of one response, the SQL
// statements a page costs, and the signed-in attorney's session cookie.
import http from "node:http";

/**
 * @typedef {{ status: number; bytes: number; encoding: string; location: string | undefined;
 *   body: Buffer; headers: import("node:http").IncomingHttpHeaders }} Reply
 */

// One kept-alive connection for the sequential requests, as a browser would.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * GET with exactly these headers (fetch would add Accept-Encoding and
 * decompress): the bytes are the body as sent on the wire.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Reply>}
 */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          encoding: String(response.headers["content-encoding"] ?? "identity"),
          location: response.headers.location,
          body,
          headers: response.headers,
        });
      });
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer in 30 s: ${url}`)));
  });
}

export function closeConnections() {
  agent.destroy();
}

/**
 * The process's SQL statements so far, from /healthz when the app runs with
 * EXPOSE_DB_STATEMENT_COUNT=true; undefined when it does not say.
 * @param {string} base
 */
async function statementCount(base) {
  try {
    const { statements } = JSON.parse((await get(`${base}/healthz`)).body.toString());
    return typeof statements === "number" ? statements : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SQL statements per request of a page: `count` sequential requests between
 * two readings of the counter (/healthz itself sends none). Background jobs
 * running meanwhile would add theirs; they run minutes apart.
 * @param {string} base
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<number | undefined>}
 */
export async function statementsPerRequest(base, url, headers, count = 10) {
  const before = await statementCount(base);
  if (before === undefined) return undefined;
  for (let i = 0; i < count; i++) await get(url, headers);
  const after = await statementCount(base);
  return after === undefined ? undefined : (after - before) / count;
}

const ACCOUNT = {
  name: "Bench Attorney",
  email: "bench@example.com",
  password: "a-long-bench-password-1",
};

/**
 * Creates the bench account and returns its session cookie (sign-up signs
 * in). better-auth's own endpoint first; this app answers it with 404 and
 * signs up through its form (/register), which adds profile fields, so that
 * is the fallback.
 * @param {string} base
 * @returns {Promise<{ cookie: string; via: string }>}
 */
export async function signUp(base) {
  const api = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { Origin: base, "content-type": "application/json" },
    body: JSON.stringify(ACCOUNT),
    redirect: "manual",
  });
  let via = "POST /api/auth/sign-up/email";
  let cookies = api.ok ? api.headers.getSetCookie() : [];
  if (cookies.length === 0) {
    const [firstName = "", lastName = ""] = ACCOUNT.name.split(" ");
    const form = new URLSearchParams({
      firstName,
      lastName,
      email: ACCOUNT.email,
      password: ACCOUNT.password,
      confirmPassword: ACCOUNT.password,
      state: "new-york",
      phone: "",
      redirectTo: "/dashboard",
    });
    const page = await fetch(`${base}/register`, {
      method: "POST",
      headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    via = `POST /register (the API answered ${api.status})`;
    cookies = page.headers.getSetCookie();
    if (cookies.length === 0) throw new Error(`sign-up failed: /register answered ${page.status}`);
  }
  const cookie = cookies.map((line) => line.split(";")[0]).join("; ");
  const check = await get(`${base}/dashboard`, { cookie });
  if (check.status !== 200) {
    throw new Error(`signed in, /dashboard answered ${check.status} ${check.location ?? ""}`);
  }
  return { cookie, via };
}
