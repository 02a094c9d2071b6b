/** Whether the rich-text description says anything (markup with no visible text counts as empty). */
export function hasText(html: string | null | undefined): boolean {
  return (
    (html ?? "")
      .replace(/<[^>]*>/gu, "")
      .replace(/&nbsp;/gu, " ")
      .trim() !== ""
  );
}
