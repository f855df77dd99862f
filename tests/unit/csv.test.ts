import { describe, expect, it } from "vitest";
import { csvStream } from "~/lib/csv-stream.server";

async function* rows<T>(items: T[]) {
  yield* items;
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("csvStream", () => {
  const columns = [
    { header: "name", value: (row: { name: string | null; n: number }) => row.name },
    { header: "n", value: (row: { name: string | null; n: number }) => row.n },
  ];

  it("writes a header and quotes fields with commas, quotes or line breaks", async () => {
    const text = await read(
      csvStream(
        columns,
        rows([
          { name: 'say "hi", twice', n: 1 },
          { name: null, n: -2 },
          { name: "two\nlines", n: 3 },
        ]),
      ),
    );
    expect(text).toBe('name,n\r\n"say ""hi"", twice",1\r\n,-2\r\n"two\nlines",3\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, not negative numbers", async () => {
    const text = await read(
      csvStream(
        columns,
        rows([
          { name: "=HYPERLINK(1)", n: -5 },
          { name: "@x", n: 0 },
        ]),
      ),
    );
    expect(text).toBe("name,n\r\n'=HYPERLINK(1),-5\r\n'@x,0\r\n");
  });
});
