import { describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/email";
import { createTestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

describe("the development mailbox", () => {
  it("lists the outbox in development, to this machine only, and shows a message with its links", async () => {
    const { loader } = await import("~/routes/dev/mailbox");
    const database = await createTestDatabase("pglite");
    try {
      const testContext = createTestContext(database);
      const context = {
        ...testContext,
        services: {
          ...testContext.services,
          config: { ...testContext.services.config, nodeEnv: "development" as const },
        },
      };
      await database.db.insert(emailOutbox).values({
        id: "m1",
        toAddress: "reader@example.com",
        subject: "Reset your password",
        html: "<p>x</p>",
        text: "Open http://localhost:3000/reset-password?token=abc",
        template: "reset-password",
      });
      const local = browserRequest("/dev/mailbox?id=m1");
      local.headers.set("x-client-ip", "127.0.0.1");
      const args = {
        request: local,
        context,
        params: {},
      } as Parameters<typeof loader>[0];
      const page = await loader(args);
      expect(page.messages.map((message) => message.subject)).toEqual(["Reset your password"]);
      expect(page.open?.text).toContain("reset-password?token=abc");
      const production = {
        ...context,
        services: {
          ...context.services,
          config: { ...context.services.config, nodeEnv: "production" as const },
        },
      };
      await expect(loader({ ...args, context: production })).rejects.toMatchObject({
        init: { status: 404 },
      });
      // Development, but asked from another machine: not there either.
      const remote = browserRequest("/dev/mailbox");
      await expect(loader({ ...args, request: remote })).rejects.toMatchObject({
        init: { status: 404 },
      });
    } finally {
      await database.destroy();
    }
  });
});
