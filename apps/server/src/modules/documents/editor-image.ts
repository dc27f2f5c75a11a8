import type { FastifyRequest } from "fastify";
import { LIMITS } from "@scopewise/shared";
import { badRequest, fieldError } from "../../http/errors.js";
import { detectImageType } from "../profile/image-type.js";

export const NOT_AN_IMAGE = "Selected file is not an image";

/** Reads the `image` file of a multipart request: PNG or JPEG (checked by content), under 5 MB. */
export async function readEditorImage(
  request: FastifyRequest,
): Promise<{ name: string; mime: string; bytes: Buffer; ext: string }> {
  if (!request.isMultipart()) throw badRequest("Send the image as multipart/form-data with an `image` file.");
  let image: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1 } })) {
    if (part.type !== "file") continue;
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === "FST_REQ_FILE_TOO_LARGE") throw fieldError({ image: ["Image size must be less than 5MB"] });
      throw error;
    });
    if (part.fieldname === "image") image = { name: part.filename || "image", bytes };
  }
  if (!image) throw fieldError({ image: ["No file selected or editor not ready"] });
  const type = detectImageType(image.bytes);
  if (!type || (type.mime !== "image/png" && type.mime !== "image/jpeg")) throw fieldError({ image: [NOT_AN_IMAGE] });
  return { name: image.name, mime: type.mime, bytes: image.bytes, ext: type.ext };
}
