import type { ImgHTMLAttributes, Ref } from "react";
import { cx } from "../../classNames";
import type { Radius } from "../../theme/tokens";
import { coverImage, coverImageHeight, coverImageRadius } from "./CoverImage.css";
import type { CoverImageHeight } from "./coverImageHeights";

/** The same picture in one format at several widths, for the browser to choose from. */
export interface CoverImageSource {
  /** `image/avif`, `image/webp`…: a browser that cannot show it tries the next. */
  type: string;
  /** `url 480w, url 960w…` */
  srcSet: string;
}

export type CoverImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height"> & {
  src: string;
  /** The text alternative; `""` for a decorative image that the page's text already describes. */
  alt: string;
  /** How tall it may get before it is cropped; `md` by default. */
  maxHeight?: CoverImageHeight;
  radius?: Radius;
  /**
   * The picture's own size in pixels: the page keeps its space from the first paint (no jump when
   * it arrives).
   */
  width?: number | undefined;
  height?: number | undefined;
  /** Smaller copies in modern formats, best first; with `sizes` the browser downloads just enough. */
  sources?: readonly CoverImageSource[] | undefined;
  ref?: Ref<HTMLImageElement>;
};

/**
 * A photo that fills its container's width, such as an event's cover: cropped to `maxHeight`,
 * never stretched, with the corners rounded to `radius`. Given `sources`, a `<picture>` lets the
 * browser pick the format and width it needs (`sizes` says how wide it shows, `100vw` if unsaid).
 */
export function CoverImage({
  alt,
  maxHeight = "md",
  radius,
  className,
  sources,
  sizes,
  ...rest
}: CoverImageProps) {
  const image = (
    <img
      {...rest}
      alt={alt}
      sizes={sizes}
      className={cx(coverImage, coverImageHeight[maxHeight], radius && coverImageRadius[radius], className)}
    />
  );
  if (!sources || sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? "100vw"} />
      ))}
      {image}
    </picture>
  );
}
