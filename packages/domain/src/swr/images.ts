import { imageReads } from "../api/images";
import { apiPath } from "../api/transport";
import type { Image } from "../model/image";
import { eventDetail } from "./events";
import { anyOf, type KeyMatcher, matching, under, useApiMutation } from "./mutation";
import { organizerEverywhere } from "./organizers";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

/** Where images show: image lists, and events and organizers (which embed theirs). */
const anyImageHolder: KeyMatcher = matching(/^(public\/)?(events|organizers)(\/[^/]+(\/images)?)?$/);

export function useEventImages(eventId: Id | undefined, config?: QueryConfig<Image[]>) {
  return useApiRead(
    eventId == null ? null : imageReads.listForEvent(eventId),
    (client) => client.images.listForEvent(eventId!),
    config,
  );
}

export function useUploadEventImage() {
  return useApiMutation(
    (client) => client.images.uploadForEvent,
    ([eventId]) => anyOf(under(apiPath`events/${eventId}/images`), eventDetail(eventId)),
  );
}

export function useDeleteEventImage() {
  return useApiMutation(
    (client) => client.images.deleteFromEvent,
    ([eventId]) => anyOf(under(apiPath`events/${eventId}/images`), eventDetail(eventId)),
  );
}

export function useUploadImage() {
  return useApiMutation(
    (client) => client.images.upload,
    ([{ type, entityId }]) => {
      if (entityId === undefined) return anyImageHolder;
      return type?.startsWith("ORGANIZER_")
        ? organizerEverywhere(entityId)
        : anyOf(under(apiPath`events/${entityId}/images`), eventDetail(entityId));
    },
  );
}

/** The owner of a bare image id is unknown here, so every image holder is asked again. */
export function useDeleteImage() {
  return useApiMutation(
    (client) => client.images.delete,
    () => anyImageHolder,
  );
}
