import type { GoodsSheetImported, GoodsSheetRefusal } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ky from 'ky';
import { readEnvelope, requestOptions, urlOf } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';
import { reportDone, reportError } from '../../../lib/report-error';
import { postForm } from '../../../lib/upload';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /v1/operator/goods/export: the sheet is saved as the browser saves a download, under the name the server
 * gives it. A refusal answers the envelope instead, thrown as the other calls throw it.
 */
export async function downloadGoodsSheet(): Promise<void> {
  const response = await ky.get(urlOf(endpoints.exportGoodsSheet.path), { ...requestOptions(), timeout: 60_000 });
  if (!response.headers.get('content-type')?.startsWith(XLSX)) await readEnvelope(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'goods.xlsx';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** What an import came to: what changed, or the report of each bad row (nothing changed then). */
export type SheetOutcome = { imported: GoodsSheetImported } | { refused: GoodsSheetRefusal & { message: string } };

/** POST /v1/operator/goods/import (multipart `file`); a sheet refused for its rows is an outcome to show, not an error. */
export function useImportGoodsSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<SheetOutcome> => {
      const body = new FormData();
      body.append('file', file);
      try {
        const { data, msg } = await postForm(endpoints.importGoodsSheet, body);
        reportDone(msg);
        return { imported: data };
      } catch (error) {
        const reports = error instanceof ApiError ? (error.data as GoodsSheetRefusal | null)?.reports : undefined;
        if (reports) return { refused: { message: error instanceof Error ? error.message : '', reports } };
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if ('imported' in outcome)
        for (const queryKey of [queryKeys.goodsAll, queryKeys.auditTrailAll]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: reportError,
  });
}
