import { waitFor } from "storybook/test";
import { popover } from "../components/Popover/Popover.css";

/**
 * For stories: waits until the popover holding `content` has finished its entry transition, so the
 * axe run after the play function measures the final colours, not a half-faded surface.
 */
export async function settlePopover(content: Element) {
  const surface = content.closest(`.${popover}`) ?? content;
  await waitFor(() => {
    if (surface.hasAttribute("data-entering") || surface.getAnimations({ subtree: true }).length > 0) {
      throw new Error("The popover is still entering");
    }
  });
}
