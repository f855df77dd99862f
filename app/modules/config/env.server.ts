import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start-up.
 * `loadConfig` never throws: it returns every problem so the launcher can print
 * them all and exit non-zero.
 */

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

// An empty value (`FOO=` in a .env file) means "not set".
const optionalString = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().optional(),
);

function withDefault<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema,
  );
}

const envSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(["development", "production", "test"]).default("development")),
    PORT: withDefault(
      z.coerce
        .number({ error: "must be a number" })
        .int("must be a whole number")
        .min(1, "must be between 1 and 65535")
        .max(65535, "must be between 1 and 65535")
        .default(3000),
    ),
    BASE_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: "must be an http(s) URL such as https://cle.example.com",
        })
        .optional(),
    ),
    DATA_DIR: withDefault(z.string().default("./data")),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    BETTER_AUTH_SECRET: optionalString.pipe(
      z
        .string()
        .min(32, "must be at least 32 characters (use `openssl rand -base64 32`)")
        .optional(),
    ),
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .startsWith("whsec_", "must be a Stripe webhook signing secret (whsec_…)")
        .optional(),
    ),
    CONTACT_EMAIL: withDefault(
      z.email("must be an e-mail address").default("support@lexedgecle.com"),
    ),
    CONTACT_PHONE: withDefault(
      z
        .string()
        .regex(/^[+()\d\s.-]{7,25}$/, "must be a phone number such as +1 (555) 010-2030")
        .default("+1 (555) 010-2030"),
    ),
    LOG_LEVEL: withDefault(z.enum(LOG_LEVELS).default("info")),
    TRUST_PROXY: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.BASE_URL) {
      const url = new URL(env.BASE_URL);
      if (url.pathname !== "/" || url.search || url.hash) {
        ctx.addIssue({
          code: "custom",
          path: ["BASE_URL"],
          message: "must be an origin only (scheme, host and port), without a path",
        });
      }
    }
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
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

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
  logLevel: LogLevel;
  /** Express `trust proxy` setting: hop count, or comma-separated addresses/CIDRs/keywords. */
  trustProxy: number | string[] | false;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

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
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy instanceof Error) return { ok: false, problems: [trustProxy.message] };
  return {
    ok: true,
    config: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      smtpUrl: e.SMTP_URL,
      betterAuthSecret: e.BETTER_AUTH_SECRET,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      contactEmail: e.CONTACT_EMAIL,
      contactPhone: e.CONTACT_PHONE,
      logLevel: e.LOG_LEVEL,
      trustProxy,
    },
  };
}

function parseTrustProxy(value: string | undefined): Config["trustProxy"] | Error {
  if (value === undefined || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;
  const bad = entries.filter((entry) => !valid.test(entry));
  if (bad.length > 0 || entries.length === 0) {
    return new Error(
      `TRUST_PROXY must be a hop count, or addresses/CIDRs/loopback/linklocal/uniquelocal separated by commas (got ${bad.join(", ") || "nothing"})`,
    );
  }
  return entries;
}

/** The only configuration the browser ever sees. Add to it deliberately. */
export type PublicConfig = {
  baseUrl: string;
  contactEmail: string;
  contactPhone: string;
  paymentsMode: "stripe" | "test";
};

export function toPublicConfig(config: Config): PublicConfig {
  return {
    baseUrl: config.baseUrl,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    paymentsMode: config.stripeSecretKey ? "stripe" : "test",
  };
}
