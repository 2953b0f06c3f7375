import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { reportError } from '../../../lib/report-error';
import { uploadImages } from '../../../lib/upload';
import { moveItem } from '../../../lib/move-item';

type Picture = { url: string; video_url: string };

/** The goods' pictures: uploaded here, moved left or right, removed; the first is the main picture. */
export function PictureList({ pictures, onChange, error }: { pictures: Picture[]; onChange: (next: Picture[]) => void; error?: string }) {
  const [uploading, setUploading] = useState(false);
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    try {
      const urls = await uploadImages(files, 'goods');
      onChange([...pictures, ...urls.map((url) => ({ url, video_url: '' }))]);
    } catch (failure) {
      reportError(failure);
    } finally {
      setUploading(false);
    }
  };
  const move = (from: number, to: number) => onChange(moveItem(pictures, from, to - from));
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text fw={500} size="sm">
          商品图片
        </Text>
        <FileButton onChange={(files) => void upload(files)} accept="image/png,image/jpeg,image/gif" multiple>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={uploading}>
              上传图片
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          第一张为主图；每张小于 1 MB
        </Text>
      </Group>
      <Group gap="sm" aria-label="商品图片列表" role="list">
        {pictures.map((picture, index) => (
          <Paper key={picture.url} withBorder p={6} radius="sm" role="listitem" data-picture={picture.url}>
            <Stack gap={4} align="center">
              <Image src={picture.url} alt={`图片 ${index + 1}`} w={96} h={96} fit="cover" radius="sm" />
              <Group gap={4} wrap="nowrap">
                {index === 0 ? (
                  <Badge size="sm">主图</Badge>
                ) : (
                  <ActionIcon size="sm" variant="subtle" aria-label={`图片 ${index + 1} 前移`} onClick={() => move(index, index - 1)}>
                    ←
                  </ActionIcon>
                )}
                {index < pictures.length - 1 && (
                  <ActionIcon size="sm" variant="subtle" aria-label={`图片 ${index + 1} 后移`} onClick={() => move(index, index + 1)}>
                    →
                  </ActionIcon>
                )}
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`删除图片 ${index + 1}`}
                  onClick={() => onChange(pictures.filter((_, at) => at !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Group>
      {error && (
        <Text c="red" size="sm" data-field-error="pictures">
          {error}
        </Text>
      )}
    </Stack>
  );
}
