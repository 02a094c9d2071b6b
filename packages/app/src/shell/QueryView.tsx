import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@varco/domain";
import { Button, Skeleton, Stack, type StackProps, Text } from "@varco/ui";
import type { ReactNode } from "react";

/** What QueryView needs of a read (an SWR hook's answer). */
export interface ViewedQuery<Data> {
  data: Data | undefined;
  error: unknown;
  mutate: () => Promise<unknown>;
}

export interface QueryViewProps<Data> {
  query: ViewedQuery<Data>;
  /** Names the placeholders for assistive technology ("Loading events"). */
  loadingLabel: string;
  /** Says what failed ("The events could not be loaded."), above a "Try again" button. */
  failure: string;
  /** The placeholders' shape: how many blocks, how tall. */
  rows?: number;
  rowHeight?: number;
  /** Placeholders of another shape (a title line, figures). */
  placeholder?: ReactNode;
  /**
   * What a 404 shows, where it means there is nothing at this address (the not-found page:
   * `<ResultScreen variant="notFound" />`); passed in, so a page that never shows it does not carry
   * the error screen and its router.
   */
  notFound?: ReactNode;
  padding?: StackProps["padding"];
  children: (data: Data) => ReactNode;
}

/** A 401 or 403 has already sent the visitor to sign in: keep the placeholders until they leave. */
function isSignInRedirect(error: unknown) {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Whether a read has failed with nothing to show: no data, and no sign-in already on its way. */
export function readFailed(query: ViewedQuery<unknown>): boolean {
  return query.data === undefined && Boolean(query.error) && !isSignInRedirect(query.error);
}

/** What could not be loaded ("The events could not be loaded."), with a way to try again. */
export function QueryFailure({
  query,
  failure,
  padding,
}: {
  query: Pick<ViewedQuery<unknown>, "mutate">;
  failure: string;
  padding?: StackProps["padding"];
}) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" align="start" padding={padding} role="alert">
      <Text tone="danger">{failure}</Text>
      <Button variant="outline" onPress={() => void query.mutate()}>
        {t`Try again`}
      </Button>
    </Stack>
  );
}

/**
 * One read on screen: placeholders while it loads, the data once there, and on failure what could
 * not be loaded with a way to try again (or the not-found page, where a 404 means exactly that).
 */
export function QueryView<Data>({
  query,
  loadingLabel,
  failure,
  rows = 3,
  rowHeight = 96,
  placeholder,
  notFound,
  padding,
  children,
}: QueryViewProps<Data>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (readFailed(query)) {
    if (notFound !== undefined && isApiError(query.error) && query.error.status === 404)
      return <>{notFound}</>;
    return <QueryFailure query={query} failure={failure} padding={padding} />;
  }
  return (
    <Stack gap="md" padding={padding} aria-busy="true" aria-label={loadingLabel} role="status">
      {placeholder ??
        Array.from({ length: rows }, (_, row) => `placeholder-${row}`).map((id) => (
          <Skeleton key={id} shape="rect" height={rowHeight} />
        ))}
    </Stack>
  );
}

/**
 * The read's fields, taken now: SWR re-renders a component only for the fields its render read,
 * so a layout whose QueryView renders later (inside a frame still waiting for the user) takes them first.
 */
export function readNow<Data>({ data, error, mutate }: ViewedQuery<Data>): ViewedQuery<Data> {
  return { data, error, mutate };
}
