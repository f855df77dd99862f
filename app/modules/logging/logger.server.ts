import { pino } from "pino";
import type { LogLevel } from "../config/env.server";

export type Logger = pino.Logger;

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: "lexedge-cle" },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
      ],
      censor: "[redacted]",
    },
  });
}
