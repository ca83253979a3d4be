/**
 * The error form's screenshots on disk (ADR 072): the shop's upload store (ADR 065's pipeline,
 * `http/upload-store.ts`) with the screenshots' types and the complaints' size and pixel limits.
 */
import { COMPLAINT_IMAGE_MAX_EDGE, COMPLAINT_IMAGE_MAX_PIXELS } from '../../../common/complaints';
import {
  ENQUIRY_SCREENSHOT_MAX_BYTES,
  ENQUIRY_SCREENSHOT_TYPES,
  screenshotName,
  type EnquiryScreenshotType,
} from '../../../common/enquiries';
import type { UploadStore, UploadStoreOptions } from '../../http/upload-store';

export const ENQUIRY_SCREENSHOT_STORE: UploadStoreOptions<EnquiryScreenshotType> = {
  types: ENQUIRY_SCREENSHOT_TYPES,
  maxBytes: ENQUIRY_SCREENSHOT_MAX_BYTES,
  imageMaxPixels: COMPLAINT_IMAGE_MAX_PIXELS,
  imageMaxEdge: COMPLAINT_IMAGE_MAX_EDGE,
  messages: 'enquiries.errors',
  displayName: screenshotName,
};

export type EnquiryFileStore = UploadStore<EnquiryScreenshotType>;
