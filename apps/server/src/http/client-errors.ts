import { constraintViolation } from "../db/constraint-errors.js";
import { MALFORMED_MULTIPART as MALFORMED_MULTIPART_DETAIL } from "./multipart-boundary.js";

interface ClientError {
  status: number;
  detail: string;
}

const MALFORMED_MULTIPART: ClientError = { status: 400, detail: MALFORMED_MULTIPART_DETAIL };

/** Error codes of Fastify and @fastify/multipart that always mean the client sent something wrong. */
const BY_CODE: Record<string, ClientError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: "Request body is too large (the limit is 5 MB)." },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: "The uploaded file is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: "Unsupported content type: send JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: "The request body is empty; send a JSON object." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: "The request body is not valid JSON." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: "Invalid Content-Length header." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: "Expected a multipart/form-data request." },
  FST_PARTS_LIMIT: { status: 413, detail: "The form has too many parts." },
  FST_FILES_LIMIT: { status: 413, detail: "The form has too many files." },
  FST_FIELDS_LIMIT: { status: 413, detail: "The form has too many fields." },
  FST_PROTO_VIOLATION: { status: 400, detail: "The form has a field name that is not allowed." },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, detail: "A form field declared as JSON is not valid JSON." },
};

/**
 * The multipart parser (busboy) reports a broken body with plain errors that carry no code, only
 * these fixed messages: no boundary in the Content-Type, a boundary longer than it can search
 * for (both refused earlier by requireMultipartBoundary, kept here in case), a body cut off inside a part (which reaches a reader of the part's stream as Node's
 * premature close, so that one counts only while a multipart body is read).
 */
const MULTIPART_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  // Busboy 1.6 words it "…terminated early due to unexpected end of multipart data", busboy 2 "Unexpected end…".
  /(?:^|due to )unexpected end of multipart data$/i,
];

const CONSTRAINTS: Record<string, ClientError> = {
  // A row that the request refers to was deleted by another request after it was checked.
  "foreign-key": {
    status: 404,
    detail: "Not found: something this request refers to (such as its project) no longer exists.",
  },
  unique: { status: 409, detail: "This conflicts with something that already exists; reload and try again." },
};

/** What to answer for an error caused by the request itself, or undefined for a server fault. */
export function clientErrorOf(
  error: { code?: string; message?: string },
  request: { isMultipart(): boolean },
): ClientError | undefined {
  const byCode = error.code ? BY_CODE[error.code] : undefined;
  if (byCode) return byCode;
  const message = typeof error.message === "string" ? error.message : "";
  if (MULTIPART_MESSAGES.some((pattern) => pattern.test(message))) return MALFORMED_MULTIPART;
  if (error.code === "ERR_STREAM_PREMATURE_CLOSE" && request.isMultipart()) return MALFORMED_MULTIPART;
  const violation = constraintViolation(error);
  return violation ? CONSTRAINTS[violation] : undefined;
}
