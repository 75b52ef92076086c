import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertStorageKey,
  contentTypeForKey,
  StorageError,
  type FileStorage,
  type StorageErrorStatus,
  type StoredObject,
} from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, Ceph, R2, Scaleway…); absent for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted stores want it. */
  forcePathStyle?: boolean;
}

const UNAUTHENTICATED = new Set([
  "InvalidAccessKeyId",
  "SignatureDoesNotMatch",
  "ExpiredToken",
  "InvalidToken",
  "TokenRefreshRequired",
  "MissingSecurityHeader",
  "CredentialsProviderError",
]);
const QUOTA = new Set([
  "QuotaExceeded",
  "XMinioStorageFull",
  "StorageFull",
  "InsufficientStorage",
  "ServiceQuotaExceeded",
  "StorageQuotaExceeded",
]);
const FORBIDDEN = new Set(["AccessDenied", "AllAccessDisabled", "AccountProblem", "Forbidden"]);
const NOT_FOUND = new Set(["NoSuchKey", "NotFound"]);

/** An S3 answer in docs/product.md's storage terms (401, 402, 403, 404), or 503 for anything else. */
export function s3ErrorStatus(error: unknown): StorageErrorStatus {
  const name = (error as { name?: string; Code?: string })?.Code ?? (error as Error)?.name ?? "";
  const http = (error as S3ServiceException)?.$metadata?.httpStatusCode;
  // A missing bucket is a broken setting, not a missing file: never "not found" for every file.
  if (name === "NoSuchBucket") return 503;
  if (UNAUTHENTICATED.has(name) || http === 401) return 401;
  if (QUOTA.has(name) || http === 402 || http === 507) return 402;
  if (FORBIDDEN.has(name) || http === 403) return 403;
  if (NOT_FOUND.has(name) || http === 404) return 404;
  return 503;
}

const toStorageError = (error: unknown) =>
  error instanceof StorageError ? error : new StorageError(s3ErrorStatus(error), { cause: error });

/** The bucket every call names, and the client that reaches it. */
interface S3Bucket {
  client: S3Client;
  Bucket: string;
}

function s3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: many S3-compatible stores do not know the newer
    // CRC headers and trailers, and the bytes are checked by their type and size anyway.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
}

/** Files in an S3-compatible bucket, under the same keys as on disk (images/{grade}/{name}). */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const bucket: S3Bucket = { client: s3Client(options), Bucket: options.bucket };
  const { client, Bucket } = bucket;

  return {
    put: (key, body, contentType, size) => putObject(bucket, key, body, contentType, size),

    stat: (key) => statObject(bucket, key),

    async read(key, range) {
      assertStorageKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!(object.Body instanceof Readable)) throw new StorageError(503);
        return object.Body;
      } catch (error) {
        throw toStorageError(error);
      }
    },

    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (s3ErrorStatus(error) === 404) return;
        throw toStorageError(error);
      }
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        } catch (error) {
          throw toStorageError(error);
        }
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

async function putObject(
  { client, Bucket }: S3Bucket,
  key: string,
  body: Buffer | Readable,
  contentType: string,
  size?: number,
): Promise<void> {
  assertStorageKey(key);
  const length = Buffer.isBuffer(body) ? body.length : size;
  if (length === undefined) throw new TypeError("S3 storage needs the size of a streamed file");
  // A stream that fails half-way must end the request too (the SDK would wait for the missing bytes).
  const abort = new AbortController();
  let bodyError: unknown;
  if (body instanceof Readable) {
    body.once("error", (error) => {
      bodyError = error;
      abort.abort(error);
    });
  }
  try {
    // One PUT is atomic in S3: the object appears whole or not at all.
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: length }),
      {
        abortSignal: abort.signal,
      },
    );
  } catch (error) {
    if (body instanceof Readable) body.destroy();
    if (bodyError) throw bodyError;
    throw toStorageError(error);
  }
}

async function statObject({ client, Bucket }: S3Bucket, key: string): Promise<StoredObject | null> {
  assertStorageKey(key);
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    return {
      size: head.ContentLength ?? 0,
      contentType:
        head.ContentType && head.ContentType !== "application/octet-stream" ? head.ContentType : contentTypeForKey(key),
      etag: head.ETag ?? `"${key}"`,
      lastModified: head.LastModified ?? new Date(0),
    };
  } catch (error) {
    if (s3ErrorStatus(error) === 404) return null;
    throw toStorageError(error);
  }
}
