import type { HardinessImported } from '@garden/contract';
import { Alert, Button, Code, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SheetRefusal } from '../../../components/sheet-refusal';
import type { SheetUpload } from '../../../lib/sheet-files';
import { useImportHardiness } from '../api/hardiness';

/** How the file is written, as `garden hardiness import --help` says it. */
function FileFormat() {
  return (
    <Stack gap={4}>
      <Text size="sm">CSV 文件（UTF-8，最多 20000 个字符），每行一个城市：城市的地区编号或名称,耐寒区，如</Text>
      <Code block>{'地区,耐寒区\n3301,8b\n宁波市,9a\n温州,8b'}</Code>
      <List size="sm" c="dimmed">
        <List.Item>城市为地区编号（如 3301）或名称（杭州市 或 杭州）；耐寒区为 1a 至 13b。</List.Item>
        <List.Item>逗号或制表符分隔；空行跳过；第一行若是表头（含 zone 或 耐寒）也跳过。</List.Item>
        <List.Item>文件中的城市替换原有数据（包括演示数据），其余城市不变。有任何一行有误则整份不导入，并列出每个出错的行。</List.Item>
      </List>
    </Stack>
  );
}

function Imported({ file, imported }: { file: string; imported: HardinessImported }) {
  return (
    <Alert color="green" title={`${file}：已导入`}>
      已导入 {imported.rows} 个城市的耐寒区{imported.replaced > 0 ? `（其中 ${imported.replaced} 个替换了原有数据）` : ''}
    </Alert>
  );
}

/** 耐寒区导入: pick a CSV; it is loaded whole, or refused with each bad line and nothing written. */
export function HardinessImport() {
  const importFile = useImportHardiness();
  const [outcome, setOutcome] = useState<{ file: string; result: SheetUpload<HardinessImported> } | null>(null);
  const upload = (file: File | null) => {
    if (!file) return;
    setOutcome(null);
    importFile.mutate(file, { onSuccess: (result) => setOutcome({ file: file.name, result }) });
  };
  return (
    <Stack gap="lg">
      <FileFormat />
      <Group>
        <FileButton onChange={upload} accept=".csv,.txt,text/csv,text/plain">
          {(props) => (
            <Button {...props} loading={importFile.isPending}>
              选择 CSV 文件导入
            </Button>
          )}
        </FileButton>
      </Group>
      {outcome &&
        ('refused' in outcome.result ? (
          <SheetRefusal message={`${outcome.file}：${outcome.result.refused.message}`} reports={outcome.result.refused.reports} />
        ) : (
          <Imported file={outcome.file} imported={outcome.result.done} />
        ))}
    </Stack>
  );
}
