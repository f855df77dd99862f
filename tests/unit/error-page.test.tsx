import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "~/components/error-page";

// The 500 page says something went wrong and nothing else: no message, no stack.
describe("the error page", () => {
  it("reveals nothing internal", () => {
    const error = new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter2");
    const html = renderToString(
      <MemoryRouter>
        <ErrorPage error={error} />
      </MemoryRouter>,
    );
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Error <!-- -->500");
    expect(html).not.toMatch(/ECONNREFUSED|hunter2|at \w+ \(|\.ts:/);
  });
});
