import { describe, expect, it } from "vitest";
import { downloadResponse } from "~/lib/download-response";

describe("downloadResponse", () => {
  it("names a non-ASCII file exactly (UTF-8) with an ASCII fallback, and is never cached", async () => {
    const response = downloadResponse(new Uint8Array([37, 80, 68, 70]), {
      filename: 'Zoë "Ethics" (2026)*.pdf',
      contentType: "application/pdf",
    });
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Zo_ _Ethics_ (2026)*.pdf"; filename*=UTF-8''Zo%C3%AB%20%22Ethics%22%20%282026%29%2A.pdf`,
    );
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Length")).toBe("4");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // nosniff comes from the server's security headers: set here too, it would go out twice.
    expect(response.headers.has("X-Content-Type-Options")).toBe(false);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([37, 80, 68, 70]);
  });

  it("counts a text body in UTF-8 bytes", async () => {
    const response = downloadResponse("Zoë\r\n", {
      filename: "course.ics",
      contentType: "text/calendar; charset=utf-8",
    });
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="course.ics"; filename*=UTF-8''course.ics`,
    );
    expect(response.headers.get("Content-Length")).toBe("6");
    expect(await response.text()).toBe("Zoë\r\n");
  });
});
