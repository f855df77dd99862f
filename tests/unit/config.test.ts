import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, toPublicConfig } from "~/modules/config/env.server";

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      baseUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      logLevel: "info",
      trustProxy: false,
      maxConcurrentRequests: 4,
      requestQueueTimeoutMs: 5000,
      s3: undefined,
    });
  });

  it("reads the request queue's limits and refuses nonsense", () => {
    const set = loadConfig({ MAX_CONCURRENT_REQUESTS: "8", REQUEST_QUEUE_TIMEOUT_MS: "2500" });
    expect(set.ok && [set.config.maxConcurrentRequests, set.config.requestQueueTimeoutMs]).toEqual([
      8, 2500,
    ]);
    const bad = loadConfig({ MAX_CONCURRENT_REQUESTS: "0", REQUEST_QUEUE_TIMEOUT_MS: "fast" });
    expect(bad.ok ? [] : bad.problems).toEqual([
      "MAX_CONCURRENT_REQUESTS must be a whole number from 1 to 1000",
      "REQUEST_QUEUE_TIMEOUT_MS must be a whole number from 100 to 120000",
    ]);
  });

  it("reads the accepting handles and the heap's growth, with their defaults, and refuses nonsense", () => {
    const defaults = loadConfig({});
    expect(
      defaults.ok && [defaults.config.acceptHandles, defaults.config.heapGrowingPercent],
    ).toEqual([64, 100]);
    const set = loadConfig({ ACCEPT_HANDLES: "1", HEAP_GROWING_PERCENT: "0" });
    expect(set.ok && [set.config.acceptHandles, set.config.heapGrowingPercent]).toEqual([1, 0]);
    const bad = loadConfig({ ACCEPT_HANDLES: "0", HEAP_GROWING_PERCENT: "-5" });
    expect(bad.ok ? [] : bad.problems).toEqual([
      "HEAP_GROWING_PERCENT must be a whole number from 0 to 300",
      "ACCEPT_HANDLES must be a whole number from 1 to 256",
    ]);
  });

  it("reads the limits on slow and idle clients, with their defaults, and refuses nonsense", () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.clients).toEqual({
      firstByteTimeoutMs: 5000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      bodyMinBytesPerSecond: 8192,
      maxConnections: 4096,
      maxConnectionsPerAddress: 128,
    });
    // Behind a proxy its pooled connections are kept longer than it keeps them.
    const proxied = loadConfig({ TRUST_PROXY: "1" });
    expect(proxied.ok && proxied.config.clients.keepAliveTimeoutMs).toBe(65_000);
    const set = loadConfig({
      TRUST_PROXY: "loopback",
      KEEP_ALIVE_TIMEOUT_MS: "5000",
      MAX_CONNECTIONS_PER_ADDRESS: "0",
      REQUEST_BODY_MIN_BYTES_PER_SECOND: "1000",
    });
    expect(set.ok && set.config.clients).toMatchObject({
      keepAliveTimeoutMs: 5000,
      maxConnectionsPerAddress: 0,
      bodyMinBytesPerSecond: 1000,
    });
    const bad = loadConfig({
      FIRST_BYTE_TIMEOUT_MS: "0",
      HEADERS_TIMEOUT_MS: "600000",
      MAX_CONNECTIONS: "many",
    });
    expect(bad.ok ? [] : bad.problems).toEqual([
      "FIRST_BYTE_TIMEOUT_MS must be a whole number from 500 to 120000",
      "HEADERS_TIMEOUT_MS must be a whole number from 1000 to 120000",
      "MAX_CONNECTIONS must be a whole number from 16 to 1000000",
    ]);
  });

  it("reports SQL statements on /healthz only when asked to", () => {
    const off = loadConfig({});
    expect(off.ok && off.config.exposeStatementCount).toBe(false);
    const on = loadConfig({ EXPOSE_DB_STATEMENT_COUNT: "true" });
    expect(on.ok && on.config.exposeStatementCount).toBe(true);
    const bad = loadConfig({ EXPOSE_DB_STATEMENT_COUNT: "yes" });
    expect(bad.ok ? [] : bad.problems).toEqual(["EXPOSE_DB_STATEMENT_COUNT must be true or false"]);
  });

  it("derives BASE_URL from PORT and treats empty values as unset", () => {
    const result = loadConfig({ PORT: "4100", BASE_URL: "", DATABASE_URL: " " });
    expect(result.ok && result.config.baseUrl).toBe("http://localhost:4100");
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
  });

  it("reports every problem at once", () => {
    const result = loadConfig({
      PORT: "seventy",
      BASE_URL: "ftp://example.com",
      DATABASE_URL: "mysql://x",
      SMTP_URL: "http://mail",
      LOG_LEVEL: "loud",
      CONTACT_EMAIL: "nobody",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const names = result.problems.map((problem) => problem.split(" ")[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        "PORT",
        "BASE_URL",
        "DATABASE_URL",
        "SMTP_URL",
        "LOG_LEVEL",
        "CONTACT_EMAIL",
      ]),
    );
  });

  it("requires BETTER_AUTH_SECRET in production on PostgreSQL, not in the embedded set-up", () => {
    const production = loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/cle" });
    expect(production.ok).toBe(false);
    expect(!production.ok && production.problems.join()).toMatch(/BETTER_AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: "production" }).ok).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://db/cle" }).ok).toBe(true);
  });

  it("rejects a short secret, a BASE_URL with a path, and Stripe without its webhook secret", () => {
    const result = loadConfig({
      BETTER_AUTH_SECRET: "short",
      BASE_URL: "https://cle.example.com/app",
      STRIPE_SECRET_KEY: "sk_test_abc",
    });
    expect(!result.ok && result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^BETTER_AUTH_SECRET/),
        expect.stringMatching(/^BASE_URL must be an origin/),
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is required/),
      ]),
    );
  });

  it("parses TRUST_PROXY as a hop count or a list, and rejects nonsense", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).ok && loadConfig({ TRUST_PROXY: "1" })).toMatchObject({
      config: { trustProxy: 1 },
    });
    const list = loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" });
    expect(list.ok && list.config.trustProxy).toEqual(["loopback", "10.0.0.0/8"]);
    expect(loadConfig({ TRUST_PROXY: "everyone!" }).ok).toBe(false);
  });
});

describe("toPublicConfig", () => {
  it("passes only the whitelisted fields to the browser", () => {
    const result = loadConfig({
      BETTER_AUTH_SECRET: "x".repeat(40),
      STRIPE_SECRET_KEY: "sk_test_secret",
      STRIPE_WEBHOOK_SECRET: "whsec_secret",
      DATABASE_URL: "postgres://user:pw@db/cle",
      SMTP_URL: "smtp://user:pw@mail",
      S3_BUCKET: "lecture-media",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "s3-secret",
    });
    if (!result.ok) throw new Error(result.problems.join());
    const publicConfig = toPublicConfig(result.config);
    expect(Object.keys(publicConfig).sort()).toEqual([
      "baseUrl",
      "contactEmail",
      "contactPhone",
      "paymentsMode",
    ]);
    expect(JSON.stringify(publicConfig)).not.toMatch(/secret|pw@|AKID/);
    expect(publicConfig.paymentsMode).toBe("stripe");
  });
});

describe("loadConfig, edge cases", () => {
  it("reports a malformed BASE_URL together with the other problems", () => {
    const result = loadConfig({ BASE_URL: "notaurl", PORT: "0x10", TRUST_PROXY: "abc" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.split(" ")[0]).sort()).toEqual([
      "BASE_URL",
      "PORT",
      "TRUST_PROXY",
    ]);
  });

  it("normalises BASE_URL to its origin and refuses credentials", () => {
    const upper = loadConfig({ BASE_URL: "HTTPS://Cle.Example.com:443/" });
    expect(upper.ok && upper.config.baseUrl).toBe("https://cle.example.com");
    expect(loadConfig({ BASE_URL: "https://user:pw@cle.example.com" }).ok).toBe(false);
  });

  it("accepts IPv4/IPv6 CIDRs for TRUST_PROXY and refuses bad prefixes", () => {
    const ok = loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1/128, 192.168.1.4" });
    expect(ok.ok && ok.config.trustProxy).toEqual(["10.0.0.0/8", "::1/128", "192.168.1.4"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/33" }).ok).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: "false" }).ok && loadConfig({ TRUST_PROXY: "false" }),
    ).toMatchObject({
      config: { trustProxy: false },
    });
  });
});

describe("loadConfig, S3 media storage", () => {
  it("reads the bucket and its settings, with the documented defaults", () => {
    const minimal = loadConfig({ S3_BUCKET: "lecture-media" });
    expect(minimal.ok && minimal.config.s3).toEqual({
      bucket: "lecture-media",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: undefined,
    });
    const full = loadConfig({
      S3_BUCKET: "cle.media-2026",
      S3_REGION: "auto",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_KEY_PREFIX: "cle/media/",
    });
    expect(full.ok && full.config.s3).toEqual({
      bucket: "cle.media-2026",
      region: "auto",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
      forcePathStyle: true,
      keyPrefix: "cle/media",
    });
  });

  it("keeps media in DATA_DIR/media when S3_BUCKET is unset or empty", () => {
    const result = loadConfig({ S3_BUCKET: " ", S3_REGION: "eu-west-1" });
    expect(result.ok && result.config.s3).toBeUndefined();
  });

  it("names each bad S3 setting with what it must be", () => {
    const result = loadConfig({
      S3_BUCKET: "Lecture_Media",
      S3_REGION: "US East",
      S3_ENDPOINT: "ftp://files.example.com",
      S3_FORCE_PATH_STYLE: "yes",
      S3_KEY_PREFIX: "../media",
    });
    expect(result.ok ? [] : result.problems).toEqual([
      "S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
      "S3_REGION must be a region name such as us-east-1 (or auto for R2)",
      "S3_ENDPOINT must be an http(s) URL such as https://s3.example.com or http://127.0.0.1:9000",
      "S3_FORCE_PATH_STYLE must be true or false",
      "S3_KEY_PREFIX must be a folder path such as cle/media: letters, digits, dots, hyphens and underscores, separated by /",
    ]);
  });

  it("takes FFMPEG_PATH and FFPROBE_PATH only when they name a program it may run", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cle-config-"));
    try {
      const program = path.join(dir, "ffmpeg");
      writeFileSync(program, "#!/bin/sh\n", { mode: 0o755 });
      const text = path.join(dir, "ffprobe.txt");
      writeFileSync(text, "not a program", { mode: 0o644 });
      expect(loadConfig({ FFMPEG_PATH: program, FFPROBE_PATH: " " }).ok).toBe(true);
      const bad = loadConfig({ FFMPEG_PATH: path.join(dir, "missing"), FFPROBE_PATH: text });
      expect(bad.ok ? [] : bad.problems).toEqual([
        "FFMPEG_PATH must be the path of a program the server may run, such as /usr/bin/ffmpeg",
        "FFPROBE_PATH must be the path of a program the server may run, such as /usr/bin/ffprobe",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses S3 settings without a bucket, and half a key pair", () => {
    const noBucket = loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_KEY_PREFIX: "cle" });
    expect(noBucket.ok ? [] : noBucket.problems).toEqual([
      "S3_ENDPOINT is set but S3_BUCKET is not (media would stay in DATA_DIR/media)",
      "S3_KEY_PREFIX is set but S3_BUCKET is not (media would stay in DATA_DIR/media)",
    ]);
    const halfPair = loadConfig({ S3_BUCKET: "lecture-media", S3_ACCESS_KEY_ID: "minio" });
    expect(halfPair.ok ? [] : halfPair.problems).toEqual([
      "S3_SECRET_ACCESS_KEY must be set with its pair (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY), or neither for the SDK's default credentials",
    ]);
  });
});
