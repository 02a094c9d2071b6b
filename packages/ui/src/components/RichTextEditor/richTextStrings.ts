import { type UiStrings, useUiStrings } from "../../i18n/strings";

/** The design-system strings the editor says itself; each can be overridden through `strings`. */
export const richTextStringKeys = [
  "formatting",
  "bold",
  "italic",
  "link",
  "linkUrl",
  "apply",
  "removeLink",
  "invalidLink",
  "bulletList",
  "orderedList",
  "heading",
  "paragraph",
] as const satisfies readonly (keyof UiStrings)[];

export type RichTextEditorStrings = Pick<UiStrings, (typeof richTextStringKeys)[number]>;

/** The locale's strings with the consumer's overrides on top. */
export function useRichTextStrings(
  overrides: Partial<RichTextEditorStrings> | undefined,
): RichTextEditorStrings {
  const strings = useUiStrings();
  const picked = Object.fromEntries(richTextStringKeys.map((key) => [key, overrides?.[key] ?? strings[key]]));
  return picked as RichTextEditorStrings;
}
