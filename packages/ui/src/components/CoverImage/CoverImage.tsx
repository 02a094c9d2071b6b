import type { ImgHTMLAttributes, Ref } from "react";
import { cx } from "../../classNames";
import type { Radius } from "../../theme/tokens";
import { coverImage, coverImageHeight, coverImageRadius } from "./CoverImage.css";
import type { CoverImageHeight } from "./coverImageHeights";

export type CoverImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height"> & {
  src: string;
  /** The text alternative; `""` for a decorative image that the page's text already describes. */
  alt: string;
  /** How tall it may get before it is cropped; `md` by default. */
  maxHeight?: CoverImageHeight;
  radius?: Radius;
  ref?: Ref<HTMLImageElement>;
};

/**
 * A photo that fills its container's width, such as an event's cover: cropped to `maxHeight`,
 * never stretched, with the corners rounded to `radius`.
 */
export function CoverImage({ alt, maxHeight = "md", radius, className, ...rest }: CoverImageProps) {
  return (
    <img
      {...rest}
      alt={alt}
      className={cx(coverImage, coverImageHeight[maxHeight], radius && coverImageRadius[radius], className)}
    />
  );
}
