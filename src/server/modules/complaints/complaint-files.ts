/**
 * The files of complaints on disk (ADR 065): the shop's upload store (`http/upload-store.ts`, shared
 * with the error form's screenshots, ADR 072) with the complaints' types, limits and messages.
 */
import {
  COMPLAINT_FILE_MAX_BYTES,
  COMPLAINT_FILE_TYPES,
  COMPLAINT_IMAGE_MAX_EDGE,
  COMPLAINT_IMAGE_MAX_PIXELS,
  displayFileName,
  type ComplaintFileType,
} from '../../../common/complaints';
import {
  createUploadStore,
  newFileId,
  type IncomingFile,
  type StoredFile as StoredUpload,
} from '../../http/upload-store';

export { newFileId, type IncomingFile };

/** One file as stored: its id (its name on disk), its display name, type and stored size. */
export type StoredFile = StoredUpload<ComplaintFileType>;

export function createComplaintFileStore(root: string) {
  return createUploadStore<ComplaintFileType>(root, {
    types: COMPLAINT_FILE_TYPES,
    maxBytes: COMPLAINT_FILE_MAX_BYTES,
    imageMaxPixels: COMPLAINT_IMAGE_MAX_PIXELS,
    imageMaxEdge: COMPLAINT_IMAGE_MAX_EDGE,
    messages: 'complaints.errors',
    displayName: displayFileName,
  });
}

export type ComplaintFileStore = ReturnType<typeof createComplaintFileStore>;
