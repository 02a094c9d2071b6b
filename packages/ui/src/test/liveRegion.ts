/**
 * A component's own polite live region: the first one on the page that is not react-aria's
 * page-wide announcer, which stays in the body once any test has announced something.
 */
export function ownPoliteRegion(): Element | undefined {
  return [...document.querySelectorAll("[aria-live=polite]")].find(
    (node) => !node.closest("[data-live-announcer]"),
  );
}
