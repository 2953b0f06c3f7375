import { useMutation } from '@tanstack/react-query';
import { postForm } from '../../../lib/api-client';

/** POST /v1/upload multipart with prefix pc and `img[]` (storefront §7); the reply's `img_arr` holds the stored paths. */
export async function uploadReviewImages(files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.append('prefix', 'pc');
  for (const file of files) form.append('img[]', file);
  return (await postForm<{ img_arr: string[] }>('/v1/upload', form)).img_arr;
}

export function useUploadReviewImages() {
  return useMutation({ mutationFn: uploadReviewImages });
}
