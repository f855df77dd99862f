import type { Readable } from "node:stream";
import { type Options, S3Store } from "@tus/s3-store";
import { Upload } from "@tus/utils";

/**
 * @tus/s3-store (2.0.7) names an upload's objects after its id at the bucket
 * root (`{id}`, `{id}.info`, `{id}.part`) and has no prefix option. This store
 * gives it `{folder}/{id}` as the id instead, so the objects land under
 * `{S3_KEY_PREFIX}/uploads/` where the media store reads them, while tus and
 * its clients keep seeing the plain id.
 */
export class S3UploadStore extends S3Store {
  readonly #folder: string;

  constructor(options: Options, folder: string) {
    super(options);
    this.#folder = folder;
  }

  #inFolder(id: string): string {
    return `${this.#folder}/${id}`;
  }

  /** The upload as tus knows it: the same, with the plain id. */
  #asSeen(upload: Upload, id: string): Upload {
    return new Upload({ ...upload, id });
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(this.#asSeen(upload, this.#inFolder(upload.id)));
    // S3Store fills these in on the upload it was given; tus may read them from either.
    upload.creation_date = created.creation_date;
    upload.storage = created.storage;
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.#asSeen(await super.getUpload(this.#inFolder(id)), id);
  }

  override write(src: Readable, id: string, offset: number): Promise<number> {
    return super.write(src, this.#inFolder(id), offset);
  }

  override read(id: string): Promise<Readable> {
    return super.read(this.#inFolder(id));
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return super.declareUploadLength(this.#inFolder(id), length);
  }

  override remove(id: string): Promise<void> {
    return super.remove(this.#inFolder(id));
  }
}
