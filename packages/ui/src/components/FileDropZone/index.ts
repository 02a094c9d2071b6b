export * from "./acceptedImageTypes";
export { FileDropZone, type FileDropZoneProps } from "./FileDropZone";
