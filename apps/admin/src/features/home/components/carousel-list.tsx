import type { CarouselSlide } from '@garden/contract';
import { checkHomeLink, checkSlideSchedule, isSlideShown } from '@garden/domain';
import { Badge, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { listTableProps } from '../../../components/list-table';
import { PictureUpload } from '../../../components/picture-upload';
import { chinaMinuteOf, chinaTimeText, secondsOfChinaTime } from '../../../lib/china-time';
import { useDeleteSlide, useSaveSlide } from '../api/home';
import { EditDeleteActions, LinkCell, LinkFields, type LinkForm, linkFormOf } from './link-fields';

interface SlideForm extends LinkForm {
  carousel_id?: number;
  carousel_name: string;
  img_url: string;
  /** Beijing minutes as the inputs hold them (`YYYY-MM-DDTHH:mm`); blank is open. */
  show_from: string;
  show_until: string;
}

/** A time input's text as the call sends it: Unix seconds, or null when blank. */
const secondsOrNull = (text: string) => (text === '' ? null : secondsOfChinaTime(text));
const minuteOrBlank = (seconds: number | null) => (seconds === null ? '' : chinaMinuteOf(seconds));

/** When a slide shows, as the list says it, and whether it shows now. */
function ScheduleCell({ slide }: { slide: CarouselSlide }) {
  const { show_from, show_until } = slide;
  const shown = isSlideShown({ showFrom: dateOf(show_from), showUntil: dateOf(show_until) }, new Date());
  const from = show_from === null ? '即时' : chinaTimeText(show_from);
  const until = show_until === null ? '一直' : chinaTimeText(show_until);
  return (
    <Stack gap={2}>
      <Text size="sm">{show_from === null && show_until === null ? '一直显示' : `${from} 至 ${until}`}</Text>
      {!shown && (
        <Badge size="xs" color="gray" variant="light" w="fit-content">
          {show_from !== null && show_from * 1000 > Date.now() ? '未开始' : '已结束'}
        </Badge>
      )}
    </Stack>
  );
}

const dateOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

function SlideDialog({ initial, onClose }: { initial: SlideForm; onClose: () => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSlide();
  const change = (next: Partial<SlideForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setError(null);
  };
  const submit = () => {
    const show_from = secondsOrNull(form.show_from);
    const show_until = secondsOrNull(form.show_until);
    const refusal =
      checkHomeLink({ name: form.carousel_name, redirectType: Number(form.type), redirectId: form.target.trim() }) ??
      checkSlideSchedule({ showFrom: dateOf(show_from), showUntil: dateOf(show_until) });
    setError(refusal);
    if (refusal) return;
    save.mutate(
      {
        carousel_id: form.carousel_id,
        carousel_name: form.carousel_name.trim(),
        img_url: form.img_url,
        redirect_type: Number(form.type),
        redirect_id: form.target.trim(),
        sort_order: form.sort_order,
        show_from,
        show_until,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      title={form.carousel_id ? '修改轮播图' : '添加轮播图'}
      size="lg"
      error={error}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PictureUpload url={form.img_url} alt="轮播图" width={200} height={90} prefix="home" onChange={(img_url) => change({ img_url })} />
      <TextInput label="标题" value={form.carousel_name} onChange={(event) => change({ carousel_name: event.currentTarget.value })} />
      <LinkFields value={form} onChange={change} />
      <Group grow align="flex-start">
        <TextInput
          label="开始显示"
          description="北京时间；不填则保存后即显示"
          type="datetime-local"
          value={form.show_from}
          onChange={(event) => change({ show_from: event.currentTarget.value })}
        />
        <TextInput
          label="停止显示"
          description="北京时间；不填则一直显示"
          type="datetime-local"
          value={form.show_until}
          onChange={(event) => change({ show_until: event.currentTarget.value })}
        />
      </Group>
    </FormDialog>
  );
}

/** The home page's carousel slides in order: add, change, delete. */
export function CarouselList({ slides }: { slides: readonly CarouselSlide[] }) {
  const [editing, setEditing] = useState<SlideForm | null>(null);
  const remove = useDeleteSlide();
  const columns: DataTableColumn<CarouselSlide>[] = [
    {
      accessor: 'img_url',
      title: '图片',
      width: 140,
      render: (slide) => (slide.img_url ? <Image src={slide.img_url} alt="" w={120} h={54} fit="cover" radius="sm" /> : null),
    },
    { accessor: 'carousel_name', title: '标题' },
    { accessor: 'link', title: '链接', render: (slide) => <LinkCell row={slide} /> },
    { accessor: 'schedule', title: '显示时间', width: 260, render: (slide) => <ScheduleCell slide={slide} /> },
    { accessor: 'sort_order', title: '排序', width: 70 },
    {
      accessor: 'actions',
      title: '操作',
      width: 130,
      render: (slide) => (
        <EditDeleteActions
          what={`轮播图「${slide.carousel_name}」`}
          onEdit={() =>
            setEditing({
              carousel_id: slide.carousel_id,
              carousel_name: slide.carousel_name,
              img_url: slide.img_url,
              show_from: minuteOrBlank(slide.show_from),
              show_until: minuteOrBlank(slide.show_until),
              ...linkFormOf(slide),
            })
          }
          onDelete={() => remove.mutate({ carousel_id: slide.carousel_id })}
        />
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group>
        <Button
          size="xs"
          onClick={() =>
            setEditing({ carousel_name: '', img_url: '', show_from: '', show_until: '', type: '1', target: '', sort_order: slides.length })
          }
        >
          添加轮播图
        </Button>
      </Group>
      <DataTable
        {...listTableProps({ label: '轮播图', minWidth: 900, empty: '还没有轮播图', rows: slides.length })}
        idAccessor="carousel_id"
        records={[...slides]}
        columns={columns}
      />
      {editing && <SlideDialog initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
