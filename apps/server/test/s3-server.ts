import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { tempDir } from "./databases.js";

/** s3rver's fixed key pair: it checks request signatures against it. */
const ACCESS_KEY = "S3RVER";

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** STORAGE_URL and the credentials, as an operator sets them (optionally under a key prefix). */
  env(prefix?: string): Record<string, string>;
  /** A plain SDK client on the same server, to look at the bucket behind the app's back. */
  client: S3Client;
  read(key: string): Promise<Buffer>;
  keys(): Promise<string[]>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback, with one empty bucket, its objects in a temp folder. */
export async function startS3(bucket = "scopewise-test"): Promise<TestS3> {
  const data = tempDir("sw-s3-");
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: data.dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    bucket,
    endpoint,
    client,
    env: (prefix = "") => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ""}?endpoint=${endpoint}&region=us-east-1&force_path_style=true`,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    read: async (key) =>
      Buffer.from(
        await (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray(),
      ),
    keys: async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
        .map((object) => object.Key!)
        .sort(),
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      data.remove();
    },
  };
}
