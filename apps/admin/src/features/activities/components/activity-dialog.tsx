import { validateActivityPage } from '@garden/domain';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { GoodsPicker, type PickedGoods } from '../../../components/goods-picker';
import { PictureUpload } from '../../../components/picture-upload';
import { RichTextField } from '../../../components/rich-text-field';
import { useSaveActivity } from '../api/activities';
import { moveItem } from '../../../lib/move-item';

export interface SectionForm {
  /** Only for React's list keys: sections have no id until saved, and a save replaces them all. */
  key: number;
  title: string;
  goods: PickedGoods[];
}

export interface ActivityForm {
  ap_id?: number;
  title: string;
  banner: string;
  /** The page's text as HTML (the server cleans it to the description's allow-list). */
  content: string;
  sections: SectionForm[];
}

let nextKey = 0;
export const newSection = (title = '', goods: PickedGoods[] = []): SectionForm => {
  nextKey += 1;
  return { key: nextKey, title, goods };
};

/** One section: its title, its goods picked from the catalogue, and its place among the others. */
function SectionEditor({
  section,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  section: SectionForm;
  index: number;
  count: number;
  onChange: (next: SectionForm) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = `版块 ${index + 1}`;
  return (
    <Paper withBorder p="sm" aria-label={name} component="section">
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={`${name} 标题`}
            miw={200}
            value={section.title}
            onChange={(event) => onChange({ ...section, title: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Button size="compact-sm" variant="subtle" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`${name} 上移`}>
            上移
          </Button>
          <Button size="compact-sm" variant="subtle" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`${name} 下移`}>
            下移
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove} aria-label={`删除${name}`}>
            删除
          </Button>
        </Group>
        <GoodsPicker label={`${name} 商品`} goods={section.goods} onChange={(goods) => onChange({ ...section, goods })} />
      </Stack>
    </Paper>
  );
}

/** Adds or changes an activity page: title, banner, text, and its sections in order, checked by the domain before saving. */
export function ActivityDialog({ initial, onClose }: { initial: ActivityForm; onClose: () => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveActivity();
  const change = (next: Partial<ActivityForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setError(null);
  };
  const changeSection = (at: number, next: SectionForm) => change({ sections: form.sections.map((section, i) => (i === at ? next : section)) });
  const moveSection = (at: number, by: -1 | 1) => change({ sections: moveItem(form.sections, at, by) });
  const submit = () => {
    const sections = form.sections.map((section) => ({ title: section.title.trim(), goods_ids: section.goods.map((goods) => goods.goods_id) }));
    const refusal = validateActivityPage({
      title: form.title,
      sections: sections.map((section) => ({ title: section.title, goodsIds: section.goods_ids })),
    });
    setError(refusal);
    if (refusal) return;
    save.mutate({ ap_id: form.ap_id, title: form.title.trim(), banner: form.banner, content: form.content, sections }, { onSuccess: onClose });
  };
  return (
    <FormDialog title={form.ap_id ? '修改活动页' : '添加活动页'} size="lg" error={error} busy={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label="活动标题" description="1–30 字" value={form.title} onChange={(event) => change({ title: event.currentTarget.value })} />
      <PictureUpload
        url={form.banner}
        alt="横幅"
        width={240}
        height={72}
        prefix="activity"
        onChange={(banner) => change({ banner })}
        extra={
          form.banner && (
            <Button variant="subtle" size="xs" color="gray" onClick={() => change({ banner: '' })}>
              不用横幅
            </Button>
          )
        }
      />
      <RichTextField
        label="活动正文"
        lead="显示在横幅下方；"
        prefix="activity"
        testId="activity-content-editor"
        value={form.content}
        onChange={(content) => change({ content })}
      />
      {form.sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          section={section}
          index={index}
          count={form.sections.length}
          onChange={(next) => changeSection(index, next)}
          onMove={(by) => moveSection(index, by)}
          onRemove={() => change({ sections: form.sections.filter((other) => other.key !== section.key) })}
        />
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => change({ sections: [...form.sections, newSection()] })}>
          添加版块
        </Button>
      </Group>
    </FormDialog>
  );
}
