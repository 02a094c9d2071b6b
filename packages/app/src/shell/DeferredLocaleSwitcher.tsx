import { Skeleton } from "@varco/ui";
import { lazy, Suspense } from "react";

// The switch's list box, popover and selection code are a third of a public page's JavaScript and
// few buyers open it: it arrives just after the page (fetched on first render, beside the page's
// data) instead of before it.
const LocaleSwitcher = lazy(() =>
  import("./LocaleSwitcher").then((module) => ({ default: module.LocaleSwitcher })),
);

/** Holds the switch's place (its label and trigger) while it loads, so nothing below it moves. */
const switcherHeight = 65;

/** The language switch of the public pages, loaded after the page itself. */
export function DeferredLocaleSwitcher() {
  return (
    <Suspense fallback={<Skeleton shape="rect" height={switcherHeight} />}>
      <LocaleSwitcher />
    </Suspense>
  );
}
