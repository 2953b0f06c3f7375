import type { CarouselSlide } from '@garden/contract';
import { checkHomeLink } from '@garden/domain';
import { Alert, Button, FileButton, Group, Image, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { reportError } from '../../../lib/report-error';
import { uploadImages } from '../../../lib/upload';
import { useDeleteSlide, useSaveSlide } from '../api/home';
import { linkKindLabel } from '../link-kinds';
import { LinkFields } from './link-fields';

const SLIDE_COLUMNS: readonly Column[] = [
  { label: '图片', width: 140 },
  { label: '标题' },
  { label: '链接' },
  { label: '排序', width: 70 },
  { label: '操作', width: 130 },
];

interface SlideForm {
  carousel_id?: number;
  carousel_name: string;
  img_url: string;
  type: string;
  target: string;
  sort_order: number;
}

function SlideDialog({ initial, onClose }: { initial: SlideForm; onClose: () => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveSlide();
  const change = (next: Partial<SlideForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setError(null);
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const [url] = await uploadImages([file], 'home');
      if (url) change({ img_url: url });
    } catch (failure) {
      reportError(failure);
    } finally {
      setUploading(false);
    }
  };
  const submit = () => {
    const refusal = checkHomeLink({ name: form.carousel_name, redirectType: Number(form.type), redirectId: form.target.trim() });
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
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal opened onClose={onClose} title={form.carousel_id ? '修改轮播图' : '添加轮播图'} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <Group align="flex-end">
            {form.img_url ? <Image src={form.img_url} alt="轮播图" w={200} h={90} fit="cover" radius="sm" /> : null}
            <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/gif">
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={uploading}>
                  {form.img_url ? '更换图片' : '上传图片'}
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput label="标题" value={form.carousel_name} onChange={(event) => change({ carousel_name: event.currentTarget.value })} />
          <LinkFields
            type={form.type}
            target={form.target}
            onChange={({ type, target }) => change({ type: type ?? form.type, target: target ?? form.target })}
          />
          <NumberInput
            label="排序（小的在前）"
            min={0}
            max={9999}
            value={form.sort_order}
            onChange={(value) => change({ sort_order: Number(value) || 0 })}
            w={160}
          />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={save.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The home page's carousel slides in order: add, change, delete. */
export function CarouselList({ slides }: { slides: readonly CarouselSlide[] }) {
  const [editing, setEditing] = useState<SlideForm | null>(null);
  const remove = useDeleteSlide();
  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => setEditing({ carousel_name: '', img_url: '', type: '1', target: '', sort_order: slides.length })}>
          添加轮播图
        </Button>
      </Group>
      <DataTable label="轮播图" columns={SLIDE_COLUMNS} minWidth={640}>
        {slides.map((slide) => (
          <Table.Tr key={slide.carousel_id}>
            <Table.Td>{slide.img_url ? <Image src={slide.img_url} alt="" w={120} h={54} fit="cover" radius="sm" /> : null}</Table.Td>
            <Table.Td>{slide.carousel_name}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {linkKindLabel(slide.redirect_type)}：{slide.redirect_id}
              </Text>
            </Table.Td>
            <Table.Td>{slide.sort_order}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() =>
                    setEditing({
                      carousel_id: slide.carousel_id,
                      carousel_name: slide.carousel_name,
                      img_url: slide.img_url,
                      type: String(slide.redirect_type),
                      target: slide.redirect_id,
                      sort_order: slide.sort_order,
                    })
                  }
                >
                  修改
                </Button>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate({ carousel_id: slide.carousel_id })}>
                  删除
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {slides.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          还没有轮播图
        </Text>
      )}
      {editing && <SlideDialog initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
