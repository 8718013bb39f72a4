import { createHash } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  controlCharactersMessage,
  hasControlCharacters,
} from '@trusty/contracts';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { badRequest } from '../../http/errors';
import { formReadError } from '../../http/multipart-form';
import { excelErrors } from './excel-errors';

/**
 * Reads the multipart upload: the `excelFile` part, held in memory only up to the size limit
 * (busboy stops counting there and we refuse at once), and the optional small fields
 * (`connectionId`, `callbackUrl`, `sheet`, `columns`, `onDuplicate`).
 */

export interface Upload {
  fileName: string;
  bytes: Buffer;
  /** SHA-256 of the file's bytes (hex), worked out a chunk at a time as they arrive. */
  contentHash: string;
  connectionId?: string;
  /** Where to announce the finished job; the upload is then answered 202 at once. */
  callbackUrl?: string;
  /** The preview's sheet to show (issue 34 §2). */
  sheet?: string;
  /** The columns the person chose, as JSON (`columnChoiceSchema`), sent before the file. */
  columns?: string;
  /** `ask` or `process`: what to do with a file the account has processed before (issue 34 §5). */
  onDuplicate?: string;
}

/** The small text fields a form may send beside the file. */
const FIELDS = ['connectionId', 'callbackUrl', 'sheet', 'columns', 'onDuplicate'] as const;

/** Room for the multipart framing around the file (boundaries, part headers, small fields). */
const FRAMING_BYTES = 64 * 1024;

export const multipartLimits = {
  // busboy allows exactly `fileSize` bytes; "less than 10MB" refuses 10 MB itself.
  fileSize: MAX_UPLOAD_BYTES - 1,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 7,
  headerPairs: 50,
};

const formShape = () =>
  badRequest(
    'Send one spreadsheet in the "excelFile" field (and, for live progress, a "connectionId").',
  );

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw excelErrors.missingFile();
  const declared = Number(request.headers['content-length']);
  // Refused before a byte is read when the client says up front that the file is too large.
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FRAMING_BYTES)
    throw excelErrors.tooLarge();

  let file: { fileName: string; bytes: Buffer; contentHash: string } | undefined;
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const name = FIELDS.find((field) => field === part.fieldname);
        if (name && typeof part.value === 'string') {
          if (hasControlCharacters(part.value)) throw badRequest(controlCharactersMessage(name));
          fields[name] = part.value;
        }
        continue;
      }
      if (part.fieldname !== 'excelFile') throw formShape();
      const chunks: Buffer[] = [];
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        chunks.push(chunk);
        hash.update(chunk);
      }
      if (part.file.truncated) throw excelErrors.tooLarge();
      file = {
        fileName: part.filename ?? '',
        bytes: Buffer.concat(chunks, size),
        contentHash: hash.digest('hex'),
      };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw formShape();
    throw formReadError(error);
  }
  if (!file) throw excelErrors.missingFile();
  return { ...file, ...fields };
}
