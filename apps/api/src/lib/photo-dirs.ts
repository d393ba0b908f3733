import path from 'node:path';

/** Modem photos live beside the meters', under PHOTO_DIR/modems/<modemId>/ (meters: PHOTO_DIR/<meterId>/). */
export const modemPhotoDir = (photoDir: string) => path.join(photoDir, 'modems');
