import { duplicableEventParts } from "@varco/domain";

type DuplicableEventPart = (typeof duplicableEventParts)[number];

/** Every flag of `POST events/{id}/duplicate` set to `value`, but for the `overrides`. */
export function duplicateFlags(
  value: boolean,
  overrides: Partial<Record<DuplicableEventPart, boolean>> = {},
): Record<DuplicableEventPart, boolean> {
  const flags = Object.fromEntries(duplicableEventParts.map((part) => [part, value]));
  return { ...(flags as Record<DuplicableEventPart, boolean>), ...overrides };
}
