import type { ActivityInfo } from '@garden/contract';
import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-delete';
import { listTableProps } from '../../../components/list-table';
import { useDeleteActivity } from '../api/activities';
import { ActivityDialog, type ActivityForm, newSection } from './activity-dialog';

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
  const columns: DataTableColumn<ActivityInfo>[] = [
    { accessor: 'ap_id', title: '编号', width: 60 },
    {
      accessor: 'banner',
      title: '横幅',
      width: 150,
      render: (page) => (page.banner ? <Image src={page.banner} alt="" w={130} h={40} fit="cover" radius="sm" /> : <Text c="dimmed">无</Text>),
    },
    { accessor: 'title', title: '标题', width: 180 },
    {
      accessor: 'sections',
      title: '版块',
      render: (page) => (
        <Stack gap={2}>
          {page.sections.map((section) => (
            <Text key={section.subject_id} size="sm" lineClamp={1}>
              <b>{section.title}</b>（{section.goods.length} 件）：{section.goods.map((goods) => goods.goods_name).join('、')}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: '操作',
      width: 170,
      render: (page) => (
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
            onClick={() => confirmDelete(`活动页「${page.title}」`) && remove.mutate({ ap_id: page.ap_id })}
            aria-label={`删除 ${page.title}`}
          >
            删除
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => setEditing({ title: '', banner: '', content: '', sections: [newSection()] })}>
          添加活动页
        </Button>
      </Group>
      <DataTable
        {...listTableProps({ label: '活动页', minWidth: 860, empty: '还没有活动页', rows: pages.length })}
        idAccessor="ap_id"
        records={[...pages]}
        columns={columns}
        customRowAttributes={(page) => ({ 'data-activity': page.title })}
      />
      {editing && <ActivityDialog initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
