import type { GoodsSheetRefusal } from '@garden/contract';
import type { Endpoint, ReplyOf } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ky from 'ky';
import { readEnvelope, requestOptions, urlOf } from './api-client';
import { ApiError } from './api-error';
import { queryKeys } from './query-keys';
import { reportDone, reportError } from './report-error';
import { postForm } from './upload';

// The files the back office exchanges with the API beside its JSON calls: spreadsheets and PDFs it downloads,
// and spreadsheets it uploads, whose refusal lists each bad row.

/**
 * GET `path` for a file of `mediaType` (a spreadsheet, a PDF), with the name the server gives it. A refusal
 * answers the envelope instead, thrown as the other calls throw it.
 */
export async function fetchFile(path: string, mediaType: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const response = await ky.get(urlOf(path), { ...requestOptions(), timeout: 60_000 });
  if (!response.headers.get('content-type')?.startsWith(mediaType)) await readEnvelope(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: await response.blob(), name };
}

/** A spreadsheet import's outcome: the reply's data (its message shown), or each bad row's report (nothing changed). */
export type SheetUpload<T> = { done: T } | { refused: GoodsSheetRefusal & { message: string } };

/** Posts `file` under `file` to a sheet import of the table; a sheet refused for its rows is an outcome to show, not an error. */
export function uploadSheet<E extends Endpoint>(endpoint: E, file: File): Promise<SheetUpload<ReplyOf<E>>> {
  const body = new FormData();
  body.append('file', file);
  return sheetOutcome(() => postForm(endpoint, body));
}

/** What `send` came to: its data (its message shown), or each bad row's report when the file was refused for its rows. */
async function sheetOutcome<T>(send: () => Promise<{ data: T; msg: string }>): Promise<SheetUpload<T>> {
  try {
    const { data, msg } = await send();
    reportDone(msg);
    return { done: data };
  } catch (error) {
    const reports = error instanceof ApiError ? (error.data as GoodsSheetRefusal | null)?.reports : undefined;
    if (reports) return { refused: { message: error instanceof Error ? error.message : '', reports } };
    throw error;
  }
}

/**
 * A sheet import of the table as a mutation of one file: a sheet that changed something makes `changed` (and the
 * audit trail, which records it) read again.
 */
export function useSheetUpload<E extends Endpoint>(endpoint: E, changed: readonly (readonly string[])[]) {
  return useFileImport((file: File) => uploadSheet(endpoint, file), changed);
}

/**
 * An import of a file read by the page itself (a hardiness CSV sent as text): `send` gives the call's envelope, and
 * the outcome is a sheet upload's, each bad line listed when the file is refused.
 */
export function useTextFileImport<T>(send: (file: File) => Promise<{ data: T; msg: string }>, changed: readonly (readonly string[])[]) {
  return useFileImport((file: File) => sheetOutcome(() => send(file)), changed);
}

function useFileImport<T>(upload: (file: File) => Promise<SheetUpload<T>>, changed: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upload,
    onSuccess: (outcome) => {
      if ('done' in outcome) for (const queryKey of [...changed, queryKeys.auditTrailAll]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: reportError,
  });
}
