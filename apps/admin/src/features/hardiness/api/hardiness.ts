import { endpoints } from '@garden/contract/endpoints';
import { HARDINESS_FILE_NOT_UTF8 } from '@garden/domain';
import { callEnvelope } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useTextFileImport } from '../../../lib/sheet-files';

/** The file's text: UTF-8 (a BOM, as Excel writes it, is the server's to skip), else refused before any call. */
async function readUtf8(file: File): Promise<string> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new ApiError(400, HARDINESS_FILE_NOT_UTF8);
  }
}

/**
 * POST /v1/operator/hardiness: the picked CSV's text, as `garden hardiness import` sends it; every city of the file
 * is written, or none and each bad line is listed.
 */
export const useImportHardiness = () =>
  useTextFileImport(async (file: File) => callEnvelope(endpoints.importHardiness, { csv: await readUtf8(file) }), []);
