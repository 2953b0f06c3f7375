import type { ActivityInfo } from '@garden/contract';
import { Anchor, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { useDeleteActivity } from '../api/activities';
import { ActivityDialog, type ActivityForm, newSection } from './activity-dialog';

const COLUMNS: readonly Column[] = [
  { label: '编号', width: 60 },
  { label: '横幅', width: 150 },
  { label: '标题', width: 180 },
  { label: '版块' },
  { label: '操作', width: 170 },
];

const formOf = (page: ActivityInfo): ActivityForm => ({
  ap_id: page.ap_id,
  title: page.title,
  banner: page.banner,
  content: page.content,
  sections: page.sections.map((section) => newSection(section.title, section.goods)),
});

/** The activity pages: add, change (title, banner, text, sections and their goods), delete, and open on the storefront. */
export function ActivityList({ pages }: { pages: readonly ActivityInfo[] }) {
  const [editing, setEditing] = useState<ActivityForm | null>(null);
  const remove = useDeleteActivity();
  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => setEditing({ title: '', banner: '', content: '', sections: [newSection()] })}>
          添加活动页
        </Button>
      </Group>
      <DataTable label="活动页" columns={COLUMNS} minWidth={860} empty={pages.length === 0 && '还没有活动页'}>
        {pages.map((page) => (
          <Table.Tr key={page.ap_id} data-activity={page.title}>
            <Table.Td>{page.ap_id}</Table.Td>
            <Table.Td>
              {page.banner ? <Image src={page.banner} alt="" w={130} h={40} fit="cover" radius="sm" /> : <Text c="dimmed">无</Text>}
            </Table.Td>
            <Table.Td>{page.title}</Table.Td>
            <Table.Td>
              <Stack gap={2}>
                {page.sections.map((section) => (
                  <Text key={section.subject_id} size="sm" lineClamp={1}>
                    <b>{section.title}</b>（{section.goods.length} 件）：{section.goods.map((goods) => goods.goods_name).join('、')}
                  </Text>
                ))}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing(formOf(page))} aria-label={`修改 ${page.title}`}>
                  修改
                </Button>
                <Anchor size="xs" href={`/activity?id=${page.ap_id}`} target="_blank" rel="noopener">
                  查看
                </Anchor>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove.mutate({ ap_id: page.ap_id })}
                  aria-label={`删除 ${page.title}`}
                >
                  删除
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {editing && <ActivityDialog initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
