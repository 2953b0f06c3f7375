export { uploadsOperatorRoutes } from './operator-routes';
export { uploadRoutes } from './routes';
export { checkImage, discardUpload, isUploadPath, storeUpload, storeUploads, type CheckedImage } from './upload';
