import { beforeAll } from "vitest";

/**
 * jsdom does no layout, and the rich-text editor (ProseMirror) measures text to scroll the cursor:
 * a test file with an editor on screen gives it empty measures.
 */
export function measureNothing(): void {
  beforeAll(() => {
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    document.elementFromPoint = () => null;
  });
}
