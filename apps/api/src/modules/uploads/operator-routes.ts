// The back office's picture upload (issue 31): goods pictures and carousel slides. Checked as shoppers' pictures
// are (type by the bytes, size), but stored for good without the shoppers' quota or the day-old sweep, which
// only looks at the `uploads` ledger of shoppers' pictures.
import { STORAGE_NO_BUCKET, STORAGE_SOURCE_IS_TARGET, UPLOADED } from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { openUploadStorage } from '../../platform/open-upload-storage';
import { operatorCall } from '../../platform/operator-auth';
import { s3Storage } from '../../platform/s3-storage';
import { migrateUploads } from './migrate';
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
  endpoint('migrateStorage', {
    ...operatorCall,
    summary: '把图片复制到对象存储（garden storage migrate --to s3），每次一页',
    description:
      '按文件名顺序处理 after 之后的至多 limit 个文件：存储桶中已有的不再复制，读不出或写不进的列入 failed。答复的 next 为下一页的 after，空表示已处理完；重复执行不会重复复制，中断后再执行即可继续。',
    async handle({ db, config, input }) {
      if (!config.s3) throw badRequest(STORAGE_NO_BUCKET);
      const from = input.from ?? config.storage;
      if (from === 's3') throw badRequest(STORAGE_SOURCE_IS_TARGET);
      const source = openUploadStorage({ kind: from, db, dataDir: config.dataDir, now: config.now });
      return { from, ...(await migrateUploads(source, s3Storage(config.s3), input)) };
    },
  }),
);
