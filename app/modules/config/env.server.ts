import { isIP } from "node:net";
import { z } from "zod";
import { isExecutableFile } from "~/lib/locate-media-tools.server";
import { isMediaKey } from "~/lib/media-key";
import type { PublicConfig } from "./public-config";

/**
 * Every environment variable the server reads, validated once at start-up.
 * `loadConfig` never throws: it returns every problem so the launcher can print
 * them all and exit non-zero.
 */

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

// An empty value (`FOO=` in a .env file) means "not set".
function blankAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema,
  );
}

const TRUST_PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_KEYWORDS.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function positiveInteger(min: number, max: number) {
  const range = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, range)
    .transform(Number)
    .pipe(z.number().int().min(min, range).max(max, range));
}

// Read where the program is run (app/lib/locate-media-tools.server.ts, for
// the tests and scripts too); checked here so a wrong one stops the start.
function programPath(example: string) {
  return z
    .string()
    .trim()
    .refine(
      isExecutableFile,
      `must be the path of a program the server may run, such as ${example}`,
    )
    .optional();
}

const envSchema = z
  .object({
    NODE_ENV: blankAsUnset(z.enum(["development", "production", "test"]).default("development")),
    PORT: blankAsUnset(
      z
        .string()
        .regex(/^\d+$/, "must be a number")
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, "must be between 1 and 65535")
            .max(65535, "must be between 1 and 65535"),
        )
        .default(3000),
    ),
    BASE_URL: blankAsUnset(
      z
        .string()
        .refine(
          (value) => URL.canParse(value),
          "must be an http(s) URL such as https://cle.example.com",
        )
        .transform((value) => new URL(value))
        .refine(
          (url) => url.protocol === "http:" || url.protocol === "https:",
          "must be an http(s) URL such as https://cle.example.com",
        )
        .refine(
          (url) =>
            url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password,
          "must be an origin only (scheme, host and port), without a path or credentials",
        )
        .transform((url) => url.origin)
        .optional(),
    ),
    DATA_DIR: blankAsUnset(z.string().default("./data")),
    DATABASE_URL: blankAsUnset(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    SMTP_URL: blankAsUnset(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .refine((value) => URL.canParse(value), "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    BETTER_AUTH_SECRET: blankAsUnset(
      z
        .string()
        .min(32, "must be at least 32 characters (use `openssl rand -base64 32`)")
        .optional(),
    ),
    STRIPE_SECRET_KEY: blankAsUnset(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: blankAsUnset(
      z
        .string()
        .startsWith("whsec_", "must be a Stripe webhook signing secret (whsec_…)")
        .optional(),
    ),
    CONTACT_EMAIL: blankAsUnset(
      z.email("must be an e-mail address").default("support@lexedgecle.com"),
    ),
    CONTACT_PHONE: blankAsUnset(
      z
        .string()
        .regex(/^[+()\d\s.-]{7,25}$/, "must be a phone number such as +1 (555) 010-2030")
        .default("+1 (555) 010-2030"),
    ),
    /** Accounts (confirmed e-mail addresses) that may use the staff pages, separated by commas. */
    STAFF_EMAILS: blankAsUnset(
      z
        .string()
        .transform((value) =>
          value
            .split(",")
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email("must be e-mail addresses separated by commas")))
        .default([]),
    ),
    LOG_LEVEL: blankAsUnset(z.enum(LOG_LEVELS).default("info")),
    /** For the benchmark: /healthz also reports how many SQL statements the process has sent. */
    EXPOSE_DB_STATEMENT_COUNT: blankAsUnset(
      z.enum(["true", "false"], "must be true or false").default("false"),
    ),
    /** For the benchmark: every response says how long the server took (a Server-Timing header). */
    SERVER_TIMING: blankAsUnset(
      z.enum(["true", "false"], "must be true or false").default("false"),
    ),
    /** Express `trust proxy`: a hop count, or addresses/CIDRs/keywords separated by commas. */
    TRUST_PROXY: blankAsUnset(
      z
        .string()
        .transform((value, ctx): number | string[] | false => {
          if (value === "false") return false;
          if (/^\d+$/.test(value)) return Number(value);
          const entries = value
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean);
          const bad = entries.filter((entry) => !isProxyAddress(entry));
          if (entries.length === 0 || bad.length > 0) {
            ctx.addIssue({
              code: "custom",
              message: `must be a hop count, or IP addresses/CIDRs/loopback/linklocal/uniquelocal separated by commas (not ${bad.join(", ") || "empty"})`,
            });
            return z.NEVER;
          }
          return entries;
        })
        .optional(),
    ),
    /** Requests (pages and APIs) handled at once; the rest wait their turn in arrival order. */
    MAX_CONCURRENT_REQUESTS: blankAsUnset(positiveInteger(1, 1000).default(4)),
    /**
     * How far V8 lets the heap grow past what the last full collection kept, in percent
     * (0: V8's own factor, up to 4×, which leaves a server's memory at twice what it needs).
     */
    HEAP_GROWING_PERCENT: blankAsUnset(positiveInteger(0, 300).default(100)),
    /** Listening handles on the server's socket: each turn of the event loop accepts once per handle. */
    ACCEPT_HANDLES: blankAsUnset(positiveInteger(1, 256).default(64)),
    /** The longest a request waits for its turn before it is answered 503 (milliseconds). */
    REQUEST_QUEUE_TIMEOUT_MS: blankAsUnset(positiveInteger(100, 120_000).default(5000)),
    /** A new connection that sends nothing for this long (before its first request is in) is closed (ms). */
    FIRST_BYTE_TIMEOUT_MS: blankAsUnset(positiveInteger(500, 120_000).default(5000)),
    /** A request's line and headers must all arrive within this long of its first byte (ms). */
    HEADERS_TIMEOUT_MS: blankAsUnset(positiveInteger(1000, 120_000).default(10_000)),
    /** An idle kept-alive connection is closed after this long (ms); default 10 s, 65 s behind TRUST_PROXY. */
    KEEP_ALIVE_TIMEOUT_MS: blankAsUnset(positiveInteger(1000, 600_000).optional()),
    /** Any request body may take this long (ms) before the minimum rate applies. */
    REQUEST_BODY_TIMEOUT_MS: blankAsUnset(positiveInteger(1000, 600_000).default(10_000)),
    /** Past REQUEST_BODY_TIMEOUT_MS a body must keep coming at this many bytes a second, on average. */
    REQUEST_BODY_MIN_BYTES_PER_SECOND: blankAsUnset(positiveInteger(1, 100_000_000).default(8192)),
    /** Open connections, all clients together; past it a new one is answered 503 and closed. */
    MAX_CONNECTIONS: blankAsUnset(positiveInteger(16, 1_000_000).default(4096)),
    /** Open connections from one client address (not TRUST_PROXY's proxies); 0 for no such cap. */
    MAX_CONNECTIONS_PER_ADDRESS: blankAsUnset(positiveInteger(0, 1_000_000).default(128)),
    /** Lecture media in an S3-compatible bucket instead of DATA_DIR/media. */
    S3_BUCKET: blankAsUnset(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
        )
        .optional(),
    ),
    S3_REGION: blankAsUnset(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must be a region name such as us-east-1 (or auto for R2)")
        .default("us-east-1"),
    ),
    S3_ENDPOINT: blankAsUnset(
      z
        .string()
        .refine(
          (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
          "must be an http(s) URL such as https://s3.example.com or http://127.0.0.1:9000",
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: blankAsUnset(z.string().optional()),
    S3_SECRET_ACCESS_KEY: blankAsUnset(z.string().optional()),
    S3_FORCE_PATH_STYLE: blankAsUnset(
      z.enum(["true", "false"], "must be true or false").default("false"),
    ),
    S3_KEY_PREFIX: blankAsUnset(
      z
        .string()
        .transform((value) => value.replace(/\/+$/, ""))
        .refine(
          isMediaKey,
          "must be a folder path such as cle/media: letters, digits, dots, hyphens and underscores, separated by /",
        )
        .optional(),
    ),
    /** Another ffmpeg and ffprobe than the builds npm installs (a system one, say). */
    FFMPEG_PATH: blankAsUnset(programPath("/usr/bin/ffmpeg")),
    FFPROBE_PATH: blankAsUnset(programPath("/usr/bin/ffprobe")),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set (payments are confirmed by webhook)",
      });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message:
          "is required in production with DATABASE_URL (every instance must share the same secret)",
      });
    }
    if (!env.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_KEY_PREFIX"] as const) {
        if (env[name]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is set but S3_BUCKET is not (media would stay in DATA_DIR/media)",
          });
        }
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message:
          "must be set with its pair (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY), or neither for the SDK's default credentials",
      });
    }
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

/** An S3-compatible bucket for lecture media (S3_*). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** For MinIO, R2 and other S3-compatible services; AWS when unset. */
  endpoint: string | undefined;
  /** Unset: the SDK's default chain (environment, shared files, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended (with a `/`) to every key, so the bucket can be shared; no trailing slash. */
  keyPrefix: string | undefined;
};

/** How the server treats slow and idle clients (README, "Slow and idle clients"). */
export type ClientLimits = {
  /** FIRST_BYTE_TIMEOUT_MS */
  firstByteTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS */
  headersTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS */
  keepAliveTimeoutMs: number;
  /** REQUEST_BODY_TIMEOUT_MS */
  bodyTimeoutMs: number;
  /** REQUEST_BODY_MIN_BYTES_PER_SECOND */
  bodyMinBytesPerSecond: number;
  /** MAX_CONNECTIONS */
  maxConnections: number;
  /** MAX_CONNECTIONS_PER_ADDRESS; 0 for none */
  maxConnectionsPerAddress: number;
};

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Undefined until `ensureSecrets` has filled it in from DATA_DIR (embedded mode). */
  betterAuthSecret: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  contactEmail: string;
  contactPhone: string;
  /** Lower-case addresses of staff accounts (they must be confirmed). */
  staffEmails: string[];
  logLevel: LogLevel;
  /** /healthz reports the number of SQL statements sent (for `npm run bench`). */
  exposeStatementCount: boolean;
  /** Each response carries `Server-Timing: app;dur=…` (for `npm run bench`). */
  serverTiming: boolean;
  /** Express `trust proxy` setting: hop count, or comma-separated addresses/CIDRs/keywords. */
  trustProxy: number | string[] | false;
  /** Requests handled at once (MAX_CONCURRENT_REQUESTS). */
  maxConcurrentRequests: number;
  /** The longest a request waits for its turn, in milliseconds (REQUEST_QUEUE_TIMEOUT_MS). */
  requestQueueTimeoutMs: number;
  /** Listening handles on the one socket (ACCEPT_HANDLES); 1 is Node's usual one. */
  acceptHandles: number;
  /** Slow and idle clients: timeouts, the request body's pace and the connection caps. */
  clients: ClientLimits;
  /** V8's heap growth past the live heap, in percent (HEAP_GROWING_PERCENT); 0 is V8's own. */
  heapGrowingPercent: number;
  /** The bucket for lecture media (S3_*), or undefined for the folder DATA_DIR/media. */
  s3: S3Settings | undefined;
};

type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        return `${name} ${issue.message}`;
      }),
    };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      smtpUrl: e.SMTP_URL,
      betterAuthSecret: e.BETTER_AUTH_SECRET,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      contactEmail: e.CONTACT_EMAIL,
      contactPhone: e.CONTACT_PHONE,
      staffEmails: e.STAFF_EMAILS,
      logLevel: e.LOG_LEVEL,
      exposeStatementCount: e.EXPOSE_DB_STATEMENT_COUNT === "true",
      serverTiming: e.SERVER_TIMING === "true",
      trustProxy: e.TRUST_PROXY ?? false,
      maxConcurrentRequests: e.MAX_CONCURRENT_REQUESTS,
      requestQueueTimeoutMs: e.REQUEST_QUEUE_TIMEOUT_MS,
      acceptHandles: e.ACCEPT_HANDLES,
      heapGrowingPercent: e.HEAP_GROWING_PERCENT,
      clients: {
        firstByteTimeoutMs: e.FIRST_BYTE_TIMEOUT_MS,
        headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
        // A proxy keeps its connections to the server open for reuse (60 s for
        // most load balancers); the server must not close one first, just as
        // the proxy reuses it.
        keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS ?? (e.TRUST_PROXY ? 65_000 : 10_000),
        bodyTimeoutMs: e.REQUEST_BODY_TIMEOUT_MS,
        bodyMinBytesPerSecond: e.REQUEST_BODY_MIN_BYTES_PER_SECOND,
        maxConnections: e.MAX_CONNECTIONS,
        maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      },
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
            keyPrefix: e.S3_KEY_PREFIX,
          }
        : undefined,
    },
  };
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    baseUrl: config.baseUrl,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    paymentsMode: config.stripeSecretKey ? "stripe" : "test",
  };
}
