import { endpoints } from '@garden/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callForm } from '../../../lib/api-client';

/** POST /v1/upload multipart with prefix pc and `img[]` (storefront §7); the reply's `img_arr` holds the stored paths. */
export async function uploadReviewImages(files: readonly File[]): Promise<string[]> {
  return (await callForm(endpoints.uploadImages, { prefix: 'pc', img: [...files] })).img_arr;
}

export function useUploadReviewImages() {
  return useMutation({ mutationFn: uploadReviewImages });
}
