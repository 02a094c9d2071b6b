import { describe, expect, it } from "vitest";
import {
  imageMimeTypes,
  maxImageBytes,
  minimumImageSize,
  uploadEventImageSchema,
  uploadImageSchema,
} from "./image";
import { fieldErrorsFromZod } from "./validation";

function errorsFor(body: unknown) {
  const result = uploadImageSchema.safeParse(body);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("image uploads", () => {
  it("accepts PNG, JPEG, WebP and GIF up to 5 MB", () => {
    expect([...imageMimeTypes].sort()).toEqual(["image/gif", "image/jpeg", "image/png", "image/webp"]);
    expect(maxImageBytes).toBe(5 * 1024 * 1024);
  });

  it("asks a cover for at least 600×50 pixels", () => {
    expect(minimumImageSize.EVENT_COVER).toEqual({ width: 600, height: 50 });
  });

  it("makes an event image a cover unless told otherwise", () => {
    expect(uploadEventImageSchema.parse({})).toEqual({ type: "EVENT_COVER" });
    expect(uploadEventImageSchema.safeParse({ type: "ORGANIZER_LOGO" }).success).toBe(false);
  });

  it("takes a generic image with no entity, and an entity image with its id (sent as form text)", () => {
    expect(errorsFor({})).toEqual({});
    expect(errorsFor({ image_type: "GENERIC" })).toEqual({});
    expect(uploadImageSchema.parse({ image_type: "ORGANIZER_LOGO", entity_id: "12" })).toEqual({
      image_type: "ORGANIZER_LOGO",
      entity_id: 12,
    });
  });

  it("refuses an entity image without its id, and an id without a type or on a generic image", () => {
    expect(errorsFor({ image_type: "EVENT_COVER" })).toEqual({
      entity_id: ["Say which event this image belongs to."],
    });
    expect(errorsFor({ image_type: "ORGANIZER_COVER" }).entity_id?.[0]).toBe(
      "Say which organiser this image belongs to.",
    );
    expect(errorsFor({ entity_id: "3" }).entity_id?.[0]).toBe(
      "Give the image type together with what the image belongs to.",
    );
    expect(errorsFor({ image_type: "GENERIC", entity_id: "3" }).entity_id?.[0]).toBe(
      "A general image belongs to no event or organiser.",
    );
    expect(errorsFor({ image_type: "EVENT_COVER", entity_id: "abc" })).toEqual({
      entity_id: ["Entity id must be a whole number."],
    });
    expect(errorsFor({ image_type: "BANNER" }).image_type?.[0]).toMatch(/^Image type must be one of/);
  });
});
