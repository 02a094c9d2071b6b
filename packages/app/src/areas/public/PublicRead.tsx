import { Box, SkeletonText } from "@varco/ui";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { DeferredLocaleSwitcher } from "../../shell/DeferredLocaleSwitcher";
import { QueryView, type ViewedQuery } from "../../shell/QueryView";
import { PublicFailure } from "./PublicFailure";
import { PublicPage } from "./PublicPage";

/** A public page where the app runs: the router's path, and the app's own language switch. */
export function PublicScreenFrame({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PublicPage pathname={pathname} languageSwitch={<DeferredLocaleSwitcher />}>
      {children}
    </PublicPage>
  );
}

export interface PublicReadProps<Data> {
  query: ViewedQuery<Data>;
  /**
   * A failed read with data already on screen keeps it (a checkout's order, read again after each
   * step); otherwise any failed read is the page's result.
   */
  keepOnError?: boolean;
  /** Names the placeholders for assistive technology ("Loading the ticket"). */
  loadingLabel: string;
  /** Says what failed, above a "Try again" button. */
  failure: string;
  /** The placeholders: this many lines of text, after a title's line when `titled`. */
  lines: number;
  titled?: boolean;
  /** Inside the public page's frame; the print sheets have none, and bring their own `main`. */
  framed?: boolean;
  children: (data: Data) => ReactNode;
}

/**
 * The one read a public page shows where the app runs: a failed read is the page's own result
 * (not found, or the error page), outside its frame; the data, or its placeholders, inside it.
 */
export function PublicRead<Data>({
  query,
  keepOnError = false,
  loadingLabel,
  failure,
  lines,
  titled = false,
  framed = true,
  children,
}: PublicReadProps<Data>) {
  if (query.error && !(keepOnError && query.data !== undefined)) return <PublicFailure error={query.error} />;
  const placeholder = (
    <>
      {titled ? <SkeletonText lines={1} lastLineWidth="60%" /> : null}
      <SkeletonText lines={lines} />
    </>
  );
  const view = (
    <QueryView
      query={query}
      loadingLabel={loadingLabel}
      failure={failure}
      placeholder={
        framed ? (
          placeholder
        ) : (
          <Box as="main" padding="lg">
            {placeholder}
          </Box>
        )
      }
    >
      {children}
    </QueryView>
  );
  return framed ? <PublicScreenFrame>{view}</PublicScreenFrame> : view;
}
