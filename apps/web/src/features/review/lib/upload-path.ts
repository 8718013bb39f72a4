import { paths } from '../../../config/paths';

/** The upload's own page, the review queue's parent address. */
export const uploadPath = (uploadId: string) => paths.review(uploadId).replace(/\/review$/, '');
