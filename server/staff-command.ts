import os from "node:os";
import path from "node:path";
import { isStaffRole, STAFF_ROLE_DETAILS, STAFF_ROLES } from "~/content/staff-roles";
import { type Database, openDatabase } from "~/db/client.server";
import { loadConfig } from "~/modules/config/env.server";
import { grantStaffRole, revokeStaffRole } from "~/modules/staff/grant-staff-role.server";
import { listStaff } from "~/modules/staff/list-staff.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

// `npm run staff -- grant EMAIL ROLE`, `revoke EMAIL ROLE`, `list`: staff
// roles from a shell, on the database the server uses (DATABASE_URL, or
// PGlite in DATA_DIR while the server is stopped). Each change is written to
// the audit log, naming the shell's user.

const USAGE = `Usage:
  npm run staff -- grant EMAIL ROLE     give the account with EMAIL a staff role
  npm run staff -- revoke EMAIL ROLE    take a role away
  npm run staff -- list                 who holds which role
Roles: ${STAFF_ROLES.join(", ")}`;

const REFUSALS = {
  "no-account": "No account has this e-mail address: sign up on the site first.",
  unconfirmed: "This account has not confirmed its e-mail address yet.",
  "last-administrator": "This is the last administrator: grant the role to someone else first.",
} as const;

export type CommandResult = { code: number; output: string };

/** Runs one staff command on an open database. */
export async function runStaffCommand(
  db: Database,
  args: readonly string[],
  staffEmails: readonly string[],
  actor: StaffActor,
): Promise<CommandResult> {
  const [command, email, role] = args;
  if (command === "list" && args.length === 1) {
    const people = await listStaff(db, staffEmails);
    if (people.length === 0) return { code: 0, output: "Nobody holds a staff role yet." };
    const lines = people.map((person) => {
      const roles = [
        ...(person.bootstrap ? ["administrator (STAFF_EMAILS)"] : []),
        ...person.granted,
      ];
      return `${person.email}\t${person.name}\t${roles.join(", ")}`;
    });
    return { code: 0, output: lines.join("\n") };
  }
  if ((command === "grant" || command === "revoke") && args.length === 3 && email && role) {
    if (!isStaffRole(role)) {
      return { code: 2, output: `"${role}" is not a role. Roles: ${STAFF_ROLES.join(", ")}` };
    }
    const label = STAFF_ROLE_DETAILS[role].label;
    const result =
      command === "grant"
        ? await grantStaffRole(db, actor, email, role)
        : await revokeStaffRole(db, actor, email, role, {
            staffEmails,
          });
    if (!result.ok) return { code: 1, output: REFUSALS[result.reason] };
    if (command === "grant") {
      return {
        code: 0,
        output: result.changed ? `${email} is now ${label}.` : `${email} was already ${label}.`,
      };
    }
    return {
      code: 0,
      output: result.changed ? `${email} is no longer ${label}.` : `${email} was not ${label}.`,
    };
  }
  return { code: 2, output: USAGE };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === "--help" || args[0] === "help") {
    process.stdout.write(`${USAGE}\n`);
    return args.length === 0 ? 2 : 0;
  }
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error(`The configuration has problems:\n  - ${loaded.problems.join("\n  - ")}`);
    return 1;
  }
  const config = loaded.config;
  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(
          `${error.message}\nThe embedded database is open in the running server: stop it first, or grant the role in the console (/staff/people).`,
        );
        return 1;
      }
      throw error;
    }
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, poolSize: 2 }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  try {
    await database.migrate();
    const actor: StaffActor = {
      id: null,
      email: `shell:${os.userInfo().username}@${os.hostname()}`,
      roles: [],
      ipAddress: null,
    };
    const result = await runStaffCommand(database.db, args, config.staffEmails, actor);
    (result.code === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.code;
  } finally {
    await database.close();
    lock?.release();
  }
}

// Run from the command line (the built build/server/staff.js, or tsx), not when imported.
const entry = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (/staff(-command)?\.(js|ts)$/.test(entry)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
