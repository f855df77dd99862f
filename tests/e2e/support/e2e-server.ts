// The browser suite's web server: a real SMTP server on loopback that keeps
// every message as a JSON file in E2E_MAIL_DIR (where the tests read their
// mail), then the production build, sending through it. Starting both here
// guarantees the mail server is up before the app's first delivery.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../setup/smtp-sink";

const mailDir = process.env.E2E_MAIL_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
if (!mailDir || !smtpPort) throw new Error("E2E_MAIL_DIR and E2E_SMTP_PORT are required");
mkdirSync(mailDir, { recursive: true });

const sink = await startSmtpSink(smtpPort, (email) => {
  const { raw: _raw, ...readable } = email;
  // Written aside, then renamed: a test polling the folder never reads half a message.
  const name = `${Date.now()}-${randomUUID()}.json`;
  writeFileSync(path.join(mailDir, `.${name}.part`), JSON.stringify(readable));
  renameSync(path.join(mailDir, `.${name}.part`), path.join(mailDir, name));
});

const app = spawn(process.execPath, ["build/server/main.js"], {
  env: { ...process.env, SMTP_URL: sink.url },
  stdio: "inherit",
});
const stop = (signal: NodeJS.Signals) => app.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
app.on("exit", async (code) => {
  await sink.stop();
  process.exit(code ?? 0);
});
