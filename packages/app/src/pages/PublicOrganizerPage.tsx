import { createPageApiClient, isApiError, type PublicOrganizerEventsView } from "@varco/domain";
import { DomainProvider } from "@varco/domain/swr";
import { Box } from "@varco/ui";
import { useMemo } from "react";
import { PublicOrganizerContent } from "../areas/public/PublicOrganizerContent";
import { ResultView } from "../shell/ResultView";
import { useRuntimeConfig } from "../shell/RuntimeConfigContext";
import { type PageAddress, PublicPageFrame } from "./PageFrame";

export interface PublicOrganizerPageProps {
  address: PageAddress;
  organizerId: number;
  view: PublicOrganizerEventsView;
  /** The "now" the server listed the events with (ISO), so the browser's list is the same one. */
  now: string;
  /** The page is protected: the browser asks for its password. */
  locked: boolean;
  /** The reads the server made, by the keys the page's hooks read them under. */
  fallback: Record<string, unknown>;
}

/**
 * /events/{id}/{slug}, its /past-events and the organiser's /organizer/{id}/preview, drawn by the
 * server. Its reads start from the server's answers; a protected page's password and the contact
 * form talk to the API from the browser.
 */
export function Page({ address, organizerId, view, now, locked, fallback }: PublicOrganizerPageProps) {
  const { apiUrlClient } = useRuntimeConfig();
  const client = useMemo(() => createPageApiClient({ baseUrl: apiUrlClient }), [apiUrlClient]);
  const listedAt = useMemo(() => new Date(now), [now]);
  return (
    <DomainProvider client={client} config={{ fallback, revalidateIfStale: false }}>
      <PublicOrganizerContent
        organizerId={organizerId}
        view={view}
        now={listedAt}
        locked={locked}
        frame={(content) => <PublicPageFrame address={address}>{content}</PublicPageFrame>}
        failure={(error) => (
          <Box as="main" grow>
            <ResultView
              variant={isApiError(error) && error.status === 404 ? "notFound" : "error"}
              pathname={address.pathname}
              way={{ kind: "none", href: null }}
            />
          </Box>
        )}
      />
    </DomainProvider>
  );
}
