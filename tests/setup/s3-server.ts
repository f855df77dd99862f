import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { type S3Settings, s3ClientConfig } from "~/modules/media/s3-client-config.server";

/**
 * An S3 emulator (s3rver) on loopback, in a temporary folder, with one empty
 * bucket; `settings` point the stores at it (path-style, dummy credentials).
 */
export async function startS3Server(
  options: { keyPrefix?: string } = {},
): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), "cle-s3rver-"));
  const s3rver = new S3rver({ directory, silent: true });
  const handle = s3rver.callback();
  const server = createServer((request, response) => {
    answerMultipartQuery(request, response, directory).then(
      (answered) => answered || handle(request, response),
      (error: unknown) => response.destroy(error instanceof Error ? error : undefined),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const settings: S3Settings = {
    bucket: "lecture-media",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
    keyPrefix: options.keyPrefix,
  };
  const client = new S3Client(s3ClientConfig(settings));
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return {
    settings,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * s3rver 3.7 has no ListParts and no AbortMultipartUpload, which @tus/s3-store
 * needs to resume and to cancel an upload. These two are answered here from
 * the folder where s3rver keeps the parts of an open multipart upload
 * (`{bucket}/._S3rver_uploads/{uploadId}/{partNumber}`, with `.md5` beside).
 */
async function answerMultipartQuery(
  request: IncomingMessage,
  response: ServerResponse,
  directory: string,
): Promise<boolean> {
  const url = new URL(request.url ?? "/", "http://s3rver");
  const uploadId = url.searchParams.get("uploadId");
  if (!uploadId || (request.method !== "GET" && request.method !== "DELETE")) return false;
  const [, bucket = "", ...key] = url.pathname.split("/").map(decodeURIComponent);
  const folder = path.join(directory, bucket, "._S3rver_uploads", uploadId);
  if (!/^[0-9a-f]+$/.test(uploadId) || !existsSync(folder)) {
    response.writeHead(404, { "Content-Type": "application/xml" });
    response.end(
      xml(
        "<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>",
      ),
    );
    return true;
  }
  if (request.method === "DELETE") {
    await rm(folder, { recursive: true, force: true });
    response.writeHead(204).end();
    return true;
  }
  const numbers = (await readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (number) => {
      const file = path.join(folder, String(number));
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, "utf8")]);
      return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  response.writeHead(200, { "Content-Type": "application/xml" });
  response.end(
    xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key.join("/")}</Key><UploadId>${uploadId}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`,
    ),
  );
  return true;
}
