import { createContext, type ReactNode, useContext } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import type { ApiClient } from "../api/client";
import { ExpiringCache } from "./expiringCache";
import { retryWithBackoff } from "./retryPolicy";

/** The cache behaviour of every hook under a DomainProvider: fresh for 60 s, no refetch on focus, retries. */
export const domainSwrConfig: SWRConfiguration = {
  /** Answers stay fresh for 60 s: hooks mounting within that time reuse them. */
  dedupingInterval: 60_000,
  revalidateOnFocus: false,
  onErrorRetry: retryWithBackoff,
};

const ApiClientContext = createContext<ApiClient | null>(null);

export interface DomainProviderProps {
  client: ApiClient;
  children?: ReactNode;
  /** Merged over `domainSwrConfig` (tests, or a screen that polls). */
  config?: SWRConfiguration;
}

/** Gives the hooks below it an API client and one cache that forgets unused answers after 5 minutes. */
export function DomainProvider({ client, children, config }: DomainProviderProps) {
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={{ ...domainSwrConfig, provider: () => new ExpiringCache(), ...config }}>
        {children}
      </SWRConfig>
    </ApiClientContext.Provider>
  );
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error("useApiClient: wrap the app in <DomainProvider client={…}>.");
  return client;
}
