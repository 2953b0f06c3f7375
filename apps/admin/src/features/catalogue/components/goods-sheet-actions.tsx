import type { GoodsSheetImported } from '@garden/contract';
import { GOODS_SHEET_MAX_BYTES, GOODS_SHEET_TOO_LARGE, MEMBER_GRADE_NAMES } from '@garden/domain';
import { Button, FileButton, Group, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { SheetRefusal } from '../../../components/sheet-refusal';
import { ApiError } from '../../../lib/api-error';
import { reportError } from '../../../lib/report-error';
import { downloadGoodsSheet, type SheetOutcome, useImportGoodsSheet } from '../api/goods-sheet';
import { GOODS_SALE_LABELS } from '@garden/domain';

type SkuChange = GoodsSheetImported['changes'][number]['skus'][number];
type GoodsFields = NonNullable<GoodsSheetImported['changes'][number]['goods']>['after'];

const gradePrices = (prices: Record<string, string>) =>
  Object.entries(prices)
    .map(([grade, yuan]) => `${MEMBER_GRADE_NAMES[Number(grade)] ?? grade} ${yuan}`)
    .join('，') || '无';

/** What one change says, field by field: `库存 10 → 12`. */
function describe(before: Record<string, string>, after: Record<string, string>): string {
  return Object.keys(after)
    .filter((field) => before[field] !== after[field])
    .map((field) => `${field} ${before[field]} → ${after[field]}`)
    .join('；');
}
const skuText = (sku: SkuChange['before']) => ({
  市场价: sku.market_price,
  会员价: gradePrices(sku.grade_prices),
  库存: String(sku.stock),
  重量: `${sku.weight} 克`,
});
const goodsText = (goods: GoodsFields) => ({
  名称: goods.name,
  简称: goods.shortname || '无',
  分类: String(goods.cat_id),
  上架状态: GOODS_SALE_LABELS[goods.is_sale] ?? String(goods.is_sale),
});

/** An import's outcome: each bad row's report (nothing changed), or what changed, goods by goods. */
function OutcomeView({ outcome }: { outcome: SheetOutcome }) {
  if ('refused' in outcome) return <SheetRefusal {...outcome.refused} />;
  const imported = outcome.done;
  if (imported.changes.length === 0) return <Text>表格与商品库一致，没有改动。</Text>;
  return (
    <Table aria-label="导入的改动" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>商品</Table.Th>
          <Table.Th>改动</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {imported.changes.flatMap((change) => [
          ...(change.goods
            ? [
                <Table.Tr key={`${change.goods_id}`}>
                  <Table.Td>
                    {change.goods_id} {change.name}
                  </Table.Td>
                  <Table.Td>{describe(goodsText(change.goods.before), goodsText(change.goods.after))}</Table.Td>
                </Table.Tr>,
              ]
            : []),
          ...change.skus.map((sku) => (
            <Table.Tr key={`${change.goods_id}-${sku.sku_id}`}>
              <Table.Td>
                {change.goods_id} {change.name}（SKU {sku.sku_id} {sku.spec}）
              </Table.Td>
              <Table.Td>{describe(skuText(sku.before), skuText(sku.after))}</Table.Td>
            </Table.Tr>
          )),
        ])}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The goods list's spreadsheet: 导出表格 downloads every SKU as .xlsx; 导入表格 sends the changed file back and shows
 * what it changed, or, when a row is bad, every bad row (the server then changed nothing).
 */
export function GoodsSheetActions() {
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<SheetOutcome | null>(null);
  const importSheet = useImportGoodsSheet();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadGoodsSheet();
    } catch (failure) {
      reportError(failure);
    } finally {
      setDownloading(false);
    }
  };
  const upload = (file: File | null) => {
    if (!file) return;
    if (file.size > GOODS_SHEET_MAX_BYTES) return reportError(new ApiError(413, GOODS_SHEET_TOO_LARGE));
    importSheet.mutate(file, { onSuccess: setOutcome });
  };
  return (
    <Group gap="sm">
      <Button variant="default" loading={downloading} onClick={() => void download()}>
        导出表格
      </Button>
      <FileButton onChange={upload} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
        {(props) => (
          <Button {...props} variant="default" loading={importSheet.isPending}>
            导入表格
          </Button>
        )}
      </FileButton>
      <Modal opened={outcome !== null} onClose={() => setOutcome(null)} title="导入商品表格" size="xl">
        <ScrollArea.Autosize mah="70vh">{outcome && <OutcomeView outcome={outcome} />}</ScrollArea.Autosize>
      </Modal>
    </Group>
  );
}
