import type { GoodsSheetImported } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { queryKeys } from '../../../lib/query-keys';
import { fetchFile, type SheetUpload, useSheetUpload } from '../../../lib/sheet-files';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /v1/operator/goods/export: the sheet is saved as the browser saves a download, under the name the server gives it. */
export async function downloadGoodsSheet(): Promise<void> {
  const { blob, name } = await fetchFile(endpoints.exportGoodsSheet.path, XLSX, 'goods.xlsx');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** What an import came to: what changed, or the report of each bad row (nothing changed then). */
export type SheetOutcome = SheetUpload<GoodsSheetImported>;

/** POST /v1/operator/goods/import (multipart `file`); a sheet refused for its rows is an outcome to show, not an error. */
export const useImportGoodsSheet = () => useSheetUpload(endpoints.importGoodsSheet, [queryKeys.goodsAll]);
