import type { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import {
  type FileStore,
  FileMissingError,
  StorageUnavailableError,
  type StoredFile,
  type StoredFileInfo,
} from "./file-store.js";
import type { S3Settings } from "./storage-url.js";

type S3Module = typeof S3;
type S3Client = S3.S3Client;

/** A missing key: GetObject says NoSuchKey, HeadObject (no body) only NotFound with 404. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return (
    e?.name === "NoSuchKey" ||
    e?.name === "NotFound" ||
    (e?.$metadata?.httpStatusCode === 404 && e.name !== "NoSuchBucket")
  );
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph), shared by every server
 * process. The SDK is loaded on first use, so a server on the folder default never loads it.
 */
export class S3Store implements FileStore {
  private client: Promise<{ s3: S3Module; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private connect(): Promise<{ s3: S3Module; client: S3Client }> {
    this.client ??= import("@aws-sdk/client-s3").then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: this.settings.region,
        endpoint: this.settings.endpoint,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: this.settings.credentials,
        // Checksums only where S3 requires them: many S3-compatible stores refuse the newer default trailers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 2,
        // An unreachable store answers within seconds, not when the client gives up.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
      }),
    }));
    return this.client;
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, body: Uint8Array | Readable, info: StoredFileInfo): Promise<void> {
    const { s3, client } = await this.connect();
    await client
      .send(
        new s3.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(key),
          Body: body,
          ContentType: info.contentType,
          ContentLength: info.size,
        }),
      )
      .catch((error: unknown) => {
        throw new StorageUnavailableError(error);
      });
  }

  async open(key: string): Promise<StoredFile> {
    const { s3, client } = await this.connect();
    const object = await client
      .send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }))
      .catch((error: unknown) => {
        throw isMissing(error) ? new FileMissingError(key) : new StorageUnavailableError(error);
      });
    return {
      body: object.Body as Readable,
      contentType: object.ContentType ?? "application/octet-stream",
      size: object.ContentLength ?? 0,
      etag: object.ETag,
    };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const { s3, client } = await this.connect();
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return { contentType: head.ContentType ?? "application/octet-stream", size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }

  async remove(key: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client
      .send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }))
      .catch((error: unknown) => {
        if (!isMissing(error)) throw new StorageUnavailableError(error);
      });
  }

  /** Closes the client's sockets (on server close). */
  async close(): Promise<void> {
    if (this.client) (await this.client).client.destroy();
  }
}
