import { describe, expect, it } from "vitest";
import { pictureOf } from "./pictureOf";

describe("pictureOf", () => {
  it("lists the copies by format, best first, narrowest first, with the image's own size", () => {
    const picture = pictureOf({
      url: "https://v.example/api/uploads/a.jpg",
      width: 2000,
      height: 1000,
      variants: [
        {
          url: "https://v.example/api/uploads/a-960w.webp",
          width: 960,
          height: 480,
          mime_type: "image/webp",
        },
        {
          url: "https://v.example/api/uploads/a-480w.webp",
          width: 480,
          height: 240,
          mime_type: "image/webp",
        },
        {
          url: "https://v.example/api/uploads/a-480w.avif",
          width: 480,
          height: 240,
          mime_type: "image/avif",
        },
      ],
    });
    expect(picture).toEqual({
      src: "https://v.example/api/uploads/a.jpg",
      width: 2000,
      height: 1000,
      sources: [
        { type: "image/avif", srcSet: "https://v.example/api/uploads/a-480w.avif 480w" },
        {
          type: "image/webp",
          srcSet:
            "https://v.example/api/uploads/a-480w.webp 480w, https://v.example/api/uploads/a-960w.webp 960w",
        },
      ],
    });
  });

  it("is just the file for an image stored before copies were made", () => {
    expect(pictureOf({ url: "/u/b.png", width: null, height: null })).toEqual({
      src: "/u/b.png",
      width: undefined,
      height: undefined,
      sources: [],
    });
  });
});
