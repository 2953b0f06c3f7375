import { Button, FileButton, Group, Image } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { reportError } from '../lib/report-error';
import { uploadImages } from '../lib/upload';

/**
 * One picture of a form (a slide's, an activity's banner, a category's icon): shown when set, and uploaded through the
 * operator upload call filed under `prefix`, its stored address handed to `onChange`. `extra` sits beside the button;
 * `noun` is what the button names (上传图标), `alt` by default.
 */
export function PictureUpload({
  url,
  alt,
  noun = alt,
  width,
  height,
  prefix,
  onChange,
  extra,
}: {
  url: string;
  alt: string;
  noun?: string;
  width: number;
  height: number;
  prefix: string;
  onChange: (url: string) => void;
  extra?: ReactNode;
}) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const [stored] = await uploadImages([file], prefix);
      if (stored) onChange(stored);
    } catch (failure) {
      reportError(failure);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Group align="flex-end">
      {url ? <Image src={url} alt={alt} w={width} h={height} fit="cover" radius="sm" /> : null}
      <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/gif">
        {(props) => (
          <Button {...props} variant="light" size="xs" loading={uploading} aria-label={`${url ? '更换' : '上传'}${alt}`}>
            {url ? `更换${noun}` : `上传${noun}`}
          </Button>
        )}
      </FileButton>
      {extra}
    </Group>
  );
}
