// Reading a multipart upload of photos, shared by every upload route (a member's gallery,
// POST /user/upload, and a chat's, POST /conversation/{id}/attachment): the files' bytes and the
// text fields, bounded by the multipart limits, every refusal in the spec's words.
import { MESSAGES } from '@heartline/contracts/rules';
import { UPLOAD_LIMITS } from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';

/** The multipart limits of a route taking at most `maxFiles` photos. */
export function imageFormLimits(maxFiles: number) {
  // One more file than allowed, so an extra file is seen and refused with its own message.
  return { fileSize: UPLOAD_LIMITS.maxBytes, files: maxFiles + 1, fields: 10, parts: 20, fieldSize: 1024 };
}

/** Multipart errors in the spec's words. */
export function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MESSAGES.uploadTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, MESSAGES.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, MESSAGES.noFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(400, MESSAGES.uploadFailed);
  return new HttpError(400, MESSAGES.uploadFailed);
}

/**
 * Every file's bytes (more than `maxFiles` refused with `tooMany`) and the text fields by name
 * (the last of a name wins). `checkField` sees each field as it arrives and may throw, so a bad
 * field is refused before the files after it are read. The route registers multipart with
 * `imageFormLimits(maxFiles)`.
 */
export async function readImageForm(
  request: FastifyRequest,
  maxFiles: number,
  tooMany: string,
  checkField: (name: string, value: string) => void = () => {},
): Promise<{ files: Buffer[]; fields: Map<string, string> }> {
  const files: Buffer[] = [];
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length >= maxFiles) throw new HttpError(400, tooMany);
        files.push(await part.toBuffer());
      } else if (typeof part.value === 'string') {
        checkField(part.fieldname, part.value);
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { files, fields };
}
