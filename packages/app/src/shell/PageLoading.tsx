import { Spinner, Stack } from "@varco/ui";

/**
 * Shown while a screen's code arrives (the first visit to an area). Outside the Lingui provider's
 * reach on purpose: the spinner's name comes from the design system in react-aria's locale.
 */
export function PageLoading() {
  return (
    <Stack as="main" grow align="center" justify="center" minHeight="tall">
      <Spinner size="lg" tone="brand" />
    </Stack>
  );
}
