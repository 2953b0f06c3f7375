import { Button, FileButton, Group, Image } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { reportError } from '../lib/report-error';
import { uploadImages } from '../lib/upload';

/**
 * One picture of a form (a slide's, an activity's banner): shown when set, and uploaded through the operator upload
 * call filed under `prefix`, its stored address handed to `onChange`. `extra` sits beside the button.
 */
export function PictureUpload({
  url,
  alt,
  width,
  height,
  prefix,
  onChange,
  extra,
}: {
  url: string;
  alt: string;
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
          <Button {...props} variant="light" size="xs" loading={uploading}>
            {url ? `更换${alt}` : `上传${alt}`}
          </Button>
        )}
      </FileButton>
      {extra}
    </Group>
  );
}
