import { IMAGE_TYPE_INVALID, validateImageFile } from '@garden/domain';
import { Button, Group, Image } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { type ReactNode, useState } from 'react';
import { reportError } from '../lib/report-error';
import { uploadImages } from '../lib/upload';

/** What the file dialog offers: the picture types the server takes. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/**
 * One picture of a form (a slide's, an activity's banner, a category's icon): shown when set, and uploaded through the
 * operator upload call filed under `prefix` (dropped on the button or picked, `@mantine/dropzone`), its stored address
 * handed to `onChange`. `extra` sits beside the button;
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
  const upload = async (file: File | undefined) => {
    if (!file) return;
    // The server's rule (gif, jpeg or png under 1 MB), said before the file is sent.
    const refusal = validateImageFile(file);
    if (refusal) return reportError(new Error(refusal));
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
  const action = url ? '更换' : '上传';
  return (
    <Group align="flex-end">
      {url ? <Image src={url} alt={alt} w={width} h={height} fit="cover" radius="sm" /> : null}
      {/* A picture dropped on the button, or picked from the dialog a click opens. */}
      <Dropzone
        onDrop={(files) => void upload(files[0])}
        onReject={([rejected]) => reportError(new Error((rejected && validateImageFile(rejected.file)) || IMAGE_TYPE_INVALID))}
        accept={ACCEPTED_TYPES}
        multiple={false}
        role="button"
        aria-label={`${action}${alt}`}
        p={0}
        bd="none"
        bg="transparent"
      >
        <Button variant="light" size="xs" loading={uploading} component="span">
          {action}
          {noun}
        </Button>
      </Dropzone>
      {extra}
    </Group>
  );
}
