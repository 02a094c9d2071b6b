import type { Image } from "../model/image";

/** An uploaded image as a `<picture>` shows it: the file, its size, and its copies by format. */
export interface Picture {
  src: string;
  width: number | undefined;
  height: number | undefined;
  /** Best format first (AVIF, then WebP), each `url 480w, url 960w…`; none for older images. */
  sources: { type: string; srcSet: string }[];
}

const formatOrder = ["image/avif", "image/webp"];

/** What a cover or logo needs to be shown at the size the screen asks for (a ui CoverImage's props). */
export function pictureOf(image: Pick<Image, "url" | "width" | "height" | "variants">): Picture {
  const byType = new Map<string, string[]>();
  for (const variant of [...(image.variants ?? [])].sort((a, b) => a.width - b.width)) {
    const list = byType.get(variant.mime_type) ?? [];
    list.push(`${variant.url} ${variant.width}w`);
    byType.set(variant.mime_type, list);
  }
  return {
    src: image.url,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    sources: formatOrder
      .filter((type) => byType.has(type))
      .map((type) => ({ type, srcSet: (byType.get(type) ?? []).join(", ") })),
  };
}
