/** The image types FileDropZone accepts, as MIME types (also the file picker's filter). */
export const acceptedImageTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** 5 MB, the largest image the API takes by default. */
export const defaultMaxImageBytes = 5 * 1024 * 1024;
