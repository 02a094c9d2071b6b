export { CoverImage, type CoverImageProps, type CoverImageSource } from "./CoverImage";
export * from "./coverImageHeights";
