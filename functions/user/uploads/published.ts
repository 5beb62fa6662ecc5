/**
 * What the uploads slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export {
  copyFile,
  deleteFile,
  deleteFilesUnder,
  describeFile,
  putTextFile,
  readFile,
  readFileStart,
  signDownload,
  signExportDownload,
} from './files-repository';
export { isKeptPictureOf, isOwnUpload } from './upload-keys';
