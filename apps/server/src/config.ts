import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";
import { parseStorageUrl, type StorageSettings } from "./integrations/storage/storage-url.js";

/**
 * Environment parsed once at boot. A bad value stops the process with one clear line
 * (see server.ts); every variable has a safe default or is optional.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (name: string) =>
  optionalText.refine((v) => v === undefined || URL.canParse(v), `${name} must be a valid URL`);

/** Requests allowed in one rate-limit window (per user; see RateLimits). */
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v) || v.startsWith("sqlite:") || v.startsWith("file:"),
      "DATABASE_URL must be a postgres:// URL (or sqlite:<path>)",
    ),
    PUBLIC_URL: optionalUrl("PUBLIC_URL"),
    JWT_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      "JWT_SECRET must be at least 32 characters",
    ),
    SMTP_URL: optionalUrl("SMTP_URL"),
    MAIL_FROM: z.string().default("Scopewise <no-reply@scopewise.local>"),
    ACCESSIBILITY_CONTACT: z
      .string()
      .email("ACCESSIBILITY_CONTACT must be an email address")
      .default("accessibility@scopewise.local"),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.string().url("GOOGLE_ISSUER must be a valid URL").default("https://accounts.google.com"),
    LINKEDIN_CLIENT_ID: optionalText,
    LINKEDIN_CLIENT_SECRET: optionalText,
    LINKEDIN_ISSUER: z.string().url("LINKEDIN_ISSUER must be a valid URL").default("https://www.linkedin.com/oauth"),
    AI_PROVIDER: z.enum(["builtin", "openai", "anthropic"]).default("builtin"),
    AI_MODEL: optionalText,
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalUrl("OPENAI_BASE_URL"),
    ANTHROPIC_API_KEY: optionalText,
    ANTHROPIC_BASE_URL: optionalUrl("ANTHROPIC_BASE_URL"),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z
      .enum(["true", "false", ""])
      .default("false")
      .transform((v) => v === "true"),
    WEB_DIST_DIR: optionalText,
    STORAGE_URL: optionalText,
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    AWS_SESSION_TOKEN: optionalText,
    METRICS_TOKEN: optionalText.refine(
      (v) => v === undefined || v.length >= 16,
      "METRICS_TOKEN must be at least 16 characters",
    ),
    METRICS_PORT: optionalText
      .refine(
        (v) => v === undefined || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535),
        "METRICS_PORT must be a port number (1-65535)",
      )
      .transform((v) => (v === undefined ? undefined : Number(v))),
    RATE_LIMIT_GENERATION: limit(20),
    RATE_LIMIT_ASSISTANT: limit(60),
    RATE_LIMIT_UPLOADS: limit(60),
    RATE_LIMIT_REGISTRATION: limit(10),
    RATE_LIMIT_SAVES: limit(300),
    RATE_LIMIT_EXPORTS: limit(60),
    RATE_LIMIT_SENDS: limit(30),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === "openai" && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["OPENAI_API_KEY"],
        message: "AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)",
      });
    }
    if (env.AI_PROVIDER === "anthropic" && !env.ANTHROPIC_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["ANTHROPIC_API_KEY"],
        message: "AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY",
      });
    }
    if (env.STORAGE_URL) {
      try {
        parseStorageUrl(env.STORAGE_URL);
      } catch (error) {
        ctx.addIssue({ code: "custom", path: ["STORAGE_URL"], message: (error as Error).message });
      }
    }
    if (env.STORAGE_URL && Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      const missing = env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message:
          "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials",
      });
    }
    // Half a provider would silently switch its sign-in off: say which half is missing.
    for (const [prefix, label] of [
      ["GOOGLE", "Google"],
      ["LINKEDIN", "LinkedIn"],
    ] as const) {
      const id = env[`${prefix}_CLIENT_ID`];
      const secret = env[`${prefix}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        const [set, missing] = id
          ? [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`]
          : [`${prefix}_CLIENT_SECRET`, `${prefix}_CLIENT_ID`];
        ctx.addIssue({
          code: "custom",
          path: [missing],
          message: `${set} is set but ${missing} is not: set both to enable ${label} sign-in, or neither`,
        });
      }
    }
  });

/** Every environment variable the server reads (`.env.example` must list each one). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/**
 * Loads a `.env` file into `target` if the file exists. Variables already set in the real
 * environment win over the file. Answers whether a file was read.
 */
export function loadEnvFile(file: string, target: NodeJS.ProcessEnv = process.env): boolean {
  if (!existsSync(file)) return false;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (target[name] === undefined && value !== undefined) target[name] = value;
  }
  return true;
}

export interface OidcProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  publicUrl: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people report an accessibility barrier (shown on the accessibility statement). */
  accessibilityContact: string;
  oauth: { google: OidcProviderConfig | undefined; linkedin: OidcProviderConfig | undefined };
  ai: {
    provider: "builtin" | "openai" | "anthropic";
    model: string | undefined;
    openaiApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    anthropicApiKey: string | undefined;
    anthropicBaseUrl: string | undefined;
    timeoutMs: number;
    maxRetries: number;
  };
  rateLimits: RateLimits;
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  /** Where uploads are stored: the folder DATA_DIR/uploads, or the bucket STORAGE_URL names. */
  storage: StorageSettings;
  /**
   * Prometheus metrics: on `/metrics` with `Authorization: Bearer <token>` when a token is set,
   * and on a port of their own (on HOST) when one is set; off when neither is.
   */
  metrics: { token: string | undefined; port: number | undefined };
}

/**
 * Costly calls allowed per window: generation, the assistant, uploads, saves, exports and sends per
 * signed-in user (and four times as many per client address, which several people may share);
 * sign-ups per client address.
 */
export interface RateLimits {
  windowMs: number;
  generation: number;
  assistant: number;
  uploads: number;
  registration: number;
  saves: number;
  exports: number;
  /** Proposals mailed to clients (each send mails up to ten recipients). */
  sends: number;
}

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration — ${lines.join("; ")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    dataDir,
    database: databaseFrom(env.DATABASE_URL, dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    accessibilityContact: env.ACCESSIBILITY_CONTACT,
    oauth: {
      google: oidcProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER),
      linkedin: oidcProvider(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET, env.LINKEDIN_ISSUER),
    },
    ai: {
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      openaiApiKey: env.OPENAI_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
      anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
    },
    rateLimits: {
      windowMs: RATE_LIMIT_WINDOW_MS,
      generation: env.RATE_LIMIT_GENERATION,
      assistant: env.RATE_LIMIT_ASSISTANT,
      uploads: env.RATE_LIMIT_UPLOADS,
      registration: env.RATE_LIMIT_REGISTRATION,
      saves: env.RATE_LIMIT_SAVES,
      exports: env.RATE_LIMIT_EXPORTS,
      sends: env.RATE_LIMIT_SENDS,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    storage: storageFrom(env, dataDir),
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
  };
}

function storageFrom(
  env: { STORAGE_URL?: string; AWS_ACCESS_KEY_ID?: string; AWS_SECRET_ACCESS_KEY?: string; AWS_SESSION_TOKEN?: string },
  dataDir: string,
): StorageSettings {
  if (!env.STORAGE_URL) return { kind: "folder", root: path.join(dataDir, "uploads") };
  const keys = env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY;
  return {
    ...parseStorageUrl(env.STORAGE_URL),
    credentials: keys
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID!,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
          sessionToken: env.AWS_SESSION_TOKEN,
        }
      : undefined,
  };
}

function databaseFrom(url: string | undefined, dataDir: string): AppConfig["database"] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  if (url) return { kind: "sqlite", file: path.resolve(url.replace(/^(sqlite|file):/, "")) };
  return { kind: "sqlite", file: path.join(dataDir, "scopewise.sqlite") };
}

function oidcProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuer: string,
): OidcProviderConfig | undefined {
  if (!clientId || !clientSecret) return undefined;
  return { clientId, clientSecret, issuer };
}
