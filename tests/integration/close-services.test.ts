import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServices } from "../../server/services";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, outboxMessages } from "../setup/test-services";

// A sign-up's confirmation is queued once its answer has gone (so its timing
// tells nothing): a server shutting down right after must still queue it
// before the database closes, or the new account never gets its link.

describe.each(DATABASE_KINDS)("closing the services on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  it("waits for e-mail queued after the last answers before the database closes", async () => {
    const member = await signUpMember(context, `closing-${kind}`);
    let queuedAtClose: number | undefined;
    await closeServices({
      ...context.services,
      // The test's own database stays open for the check below and is dropped after.
      database: {
        ...database,
        close: async () => {
          queuedAtClose = (await outboxMessages(database.db, member.email, "verify-email")).length;
        },
      },
    });
    expect(queuedAtClose).toBe(1);
  });
});
