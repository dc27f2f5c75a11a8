/**
 * Where uploads are stored, from STORAGE_URL: unset keeps the folder under DATA_DIR;
 * `s3://bucket[/prefix]?endpoint=…&region=…&force_path_style=true` names an S3-compatible bucket.
 * Credentials are not part of the URL (it gets logged and pasted): see S3Settings.credentials.
 */
export type StorageSettings = { kind: "folder"; root: string } | ({ kind: "s3" } & S3Settings);

export interface S3Settings {
  bucket: string;
  /** Keys go under this prefix ("" for the bucket's root), e.g. "scopewise/" → "scopewise/documents/…". */
  prefix: string;
  /** The store's address; undefined for AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO, Ceph and most local stores want, instead of in the host name. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; undefined leaves it to the SDK's own chain (profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

const PARAMETERS = new Set(["endpoint", "region", "force_path_style"]);
/** S3's bucket naming rules (lower-case letters, digits, dots and hyphens; 3 to 63 long). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads STORAGE_URL; throws an Error whose message says what is wrong with it (to follow "STORAGE_URL: "). */
export function parseStorageUrl(url: string): Omit<Extract<StorageSettings, { kind: "s3" }>, "credentials"> {
  if (!URL.canParse(url))
    throw new Error(
      "must be a URL such as s3://bucket?endpoint=http://127.0.0.1:9000&region=us-east-1&force_path_style=true",
    );
  const parsed = new URL(url);
  if (parsed.protocol !== "s3:")
    throw new Error(`must start with s3:// (got ${parsed.protocol}//); leave it unset to keep uploads under DATA_DIR`);
  if (parsed.username || parsed.password)
    throw new Error("must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
  if (!BUCKET.test(parsed.hostname))
    throw new Error(
      `names no valid bucket ("${parsed.hostname}"): s3://<bucket>, 3 to 63 lower-case letters, digits, dots or hyphens`,
    );
  for (const name of parsed.searchParams.keys()) {
    if (!PARAMETERS.has(name))
      throw new Error(`has an unknown parameter "${name}" (known: endpoint, region, force_path_style)`);
  }
  const endpoint = parsed.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint))
    throw new Error("its endpoint must be an http:// or https:// URL");
  if (endpoint !== undefined && !URL.canParse(endpoint)) throw new Error("its endpoint is not a valid URL");
  const forcePathStyle = parsed.searchParams.get("force_path_style") ?? "false";
  if (forcePathStyle !== "true" && forcePathStyle !== "false")
    throw new Error("its force_path_style must be true or false");
  const region = parsed.searchParams.get("region") ?? "us-east-1";
  if (!/^[a-z0-9-]{1,40}$/i.test(region))
    throw new Error("its region must be a region name such as us-east-1 (or auto)");
  const path = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, "");
  return {
    kind: "s3",
    bucket: parsed.hostname,
    prefix: path ? `${path}/` : "",
    endpoint,
    region,
    forcePathStyle: forcePathStyle === "true",
  };
}
