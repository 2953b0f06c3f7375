// The back office's picture upload (issue 31): goods pictures and carousel slides. Checked as shoppers' pictures
// are (type by the bytes, size), but stored for good without the shoppers' quota or the day-old sweep, which
// only looks at the `uploads` ledger of shoppers' pictures.
import { UPLOADED } from '@garden/domain';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { checkImage, storeUpload } from './upload';

export const uploadsOperatorRoutes = endpointRouter(
  endpoint('uploadOperatorImages', {
    ...operatorCall,
    summary: '上传图片（后台：商品图片、轮播图；multipart：prefix、img 或 img[]）',
    description: '按文件头判断类型，仅 gif、jpeg、png；每张须小于 1048576 字节（1 兆），一次最多 9 张；返回 /uploads/… 地址，长期保存。',
    async handle({ uploads, input }) {
      const images = await Promise.all(input.img.map(checkImage));
      // Stored only once every file passed, so a refused upload leaves nothing behind.
      const paths = await Promise.all(images.map((image) => storeUpload(uploads, input.prefix, image.bytes, image.ext)));
      return withMessage({ img_arr: paths }, UPLOADED);
    },
  }),
);
