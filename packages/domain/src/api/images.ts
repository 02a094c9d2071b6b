import type { Image, ImageUpload } from "../model/image";
import { defaultEventImageType, type EventImageType, type ImageType } from "../model/imageTypes";
import type { DataEnvelope } from "../model/list";
import { dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of images: each one's path, for the client and the hooks' cache keys. */
export const imageReads = {
  listForEvent: (eventId: Id) => dataRead<Image[]>(apiPath`events/${eventId}/images`),
};

function formWith(image: Blob, fields: Record<string, string | number | undefined>): FormData {
  const form = new FormData();
  // A File keeps its own name; a bare Blob gets a neutral one so the server sees a file part.
  form.append("image", image, image instanceof File ? image.name : "image");
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  return form;
}

/** Event covers, ticket logos and other uploaded images. */
export function imagesApi(transport: Transport) {
  return {
    listForEvent: (eventId: Id) => transport.read(imageReads.listForEvent(eventId)),
    /** Multipart `image` + `type`; an event image is a cover unless the type says otherwise. */
    uploadForEvent: (eventId: Id, { image, type = defaultEventImageType }: ImageUpload<EventImageType>) =>
      dataOf(
        transport.request<DataEnvelope<Image>>("POST", apiPath`events/${eventId}/images`, {
          form: formWith(image, { type }),
        }),
      ),
    deleteFromEvent: (eventId: Id, imageId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/images/${imageId}`),
    /** An image of any type, optionally attached to an entity (type and entity go together). */
    upload: ({ image, type, entityId }: ImageUpload & { entityId?: Id }) =>
      dataOf(
        transport.request<DataEnvelope<Image>>("POST", "images", {
          form: formWith(image, { image_type: type satisfies ImageType | undefined, entity_id: entityId }),
        }),
      ),
    delete: (imageId: Id) => transport.request<void>("DELETE", apiPath`images/${imageId}`),
  };
}
