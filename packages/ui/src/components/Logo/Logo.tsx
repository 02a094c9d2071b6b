import { type CSSProperties, type Ref, useState } from "react";
import { cx } from "../../classNames";
import { image, logo, nameFallback } from "./Logo.css";
import { LOGO_DEFAULT_WIDTH, type LogoVariant } from "./logoVariants";

export type LogoProps = {
  /** The app's name: the image's text alternative, and the text shown when there is no image. */
  alt: string;
  /** Which artwork to show: `dark` for light surfaces, `light` for dark ones. */
  variant?: LogoVariant;
  /** URL of the dark-coloured logo (used by `variant="dark"`). */
  darkSrc?: string | null;
  /** URL of the light-coloured logo (used by `variant="light"`). */
  lightSrc?: string | null;
  /** Rendered width in pixels; the height follows the image's proportions. */
  width?: number;
  /**
   * The tallest it may be, in pixels: with it, the artwork fits a `width` × `height` box whatever
   * its shape (a square or tall logo is as high as the box, a wide one as wide), for a bar of a
   * fixed height.
   */
  height?: number;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * The reseller's logo. Shows the app name as text when the chosen artwork is missing or fails to
 * load, so a page never shows a broken image.
 */
export function Logo({
  alt,
  variant = "dark",
  darkSrc,
  lightSrc,
  width = LOGO_DEFAULT_WIDTH,
  height,
  className,
  style,
  ref,
}: LogoProps) {
  const src = (variant === "dark" ? darkSrc : lightSrc) || undefined;
  // Remember which URL failed, so a new URL gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== failedSrc;
  return (
    <span ref={ref} className={cx(logo, className)} style={style} data-variant={variant}>
      {showImage ? (
        <img
          className={image}
          src={src}
          alt={alt}
          {...(height === undefined
            ? { width }
            : { style: { maxWidth: width, maxHeight: height, width: "auto", height: "auto" } })}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className={nameFallback}>{alt}</span>
      )}
    </span>
  );
}
