import { Spinner } from "@varco/ui";

/**
 * Shown while a screen's code arrives (the first visit to an area). Outside the Lingui provider's
 * reach on purpose: the spinner's name comes from the design system in react-aria's locale.
 */
export function PageLoading() {
  return (
    <main style={{ flex: 1, display: "grid", placeItems: "center", minHeight: "60vh" }}>
      <Spinner size="lg" tone="brand" />
    </main>
  );
}
