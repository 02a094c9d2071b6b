export { CoverImage, type CoverImageProps } from "./CoverImage";
export * from "./coverImageHeights";
