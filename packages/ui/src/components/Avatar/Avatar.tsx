import { type ComponentPropsWithRef, useState } from "react";
import { cx } from "../../classNames";
import { avatar, avatarSizeStyles, fallback, fallbackTones, image } from "./Avatar.css";
import type { AvatarSize, AvatarTone } from "./avatarVariants";
import { initialsOf } from "./initialsOf";

export type AvatarProps = Omit<ComponentPropsWithRef<"span">, "children"> & {
  /** The person's or organisation's full name: the image's alternative text and the source of the initials. */
  name: string;
  /** Picture URL. Without one, or when it fails to load, the initials show. */
  src?: string;
  size?: AvatarSize;
  /** Background of the initials. */
  tone?: AvatarTone;
};

/** A picture of a person or organisation, falling back to their initials. */
export function Avatar({ name, src, size = "md", tone = "neutral", className, ...rest }: AvatarProps) {
  // Remember which URL failed rather than a flag, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const fullName = name.trim();
  return (
    <span {...rest} className={cx(avatar, avatarSizeStyles[size], className)}>
      {showImage ? (
        <img className={image} src={src} alt={fullName} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span role="img" aria-label={fullName} className={cx(fallback, fallbackTones[tone])}>
          <span aria-hidden>{initialsOf(name)}</span>
        </span>
      )}
    </span>
  );
}
