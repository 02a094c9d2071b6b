import { useEffect } from "react";
import useSWR, { type SWRConfiguration, type SWRResponse, unstable_serialize, useSWRConfig } from "swr";
import type { ApiError } from "../api/apiError";
import type { ApiClient } from "../api/client";
import type { ApiRead } from "../api/read";
import { useApiClient } from "./DomainProvider";
import { ExpiringCache } from "./expiringCache";

/** An SWR key: the request path, and the query parameters when there are any. */
export type QueryKey = readonly [path: string] | readonly [path: string, params: object];

export type QueryConfig<Data> = SWRConfiguration<Data, ApiError>;
export type QueryResult<Data> = SWRResponse<Data, ApiError>;

/**
 * One read: `key` names it (null waits, e.g. for an id), `read` asks the client. The key is held
 * in the cache while the hook is mounted so the 5-minute eviction never drops data on screen.
 */
export function useApiQuery<Data>(
  key: QueryKey | null,
  read: (client: ApiClient) => Promise<Data>,
  config?: QueryConfig<Data>,
): QueryResult<Data> {
  const client = useApiClient();
  const { cache } = useSWRConfig();
  const serializedKey = key === null ? null : unstable_serialize(key);
  useEffect(() => {
    if (serializedKey === null || !(cache instanceof ExpiringCache)) return;
    return cache.hold(serializedKey);
  }, [cache, serializedKey]);
  return useSWR<Data, ApiError>(key, () => read(client), config);
}

/** `[path]`, or `[path, params]` when there are parameters worth keying on. */
export function queryKey(path: string, params?: object): QueryKey {
  const given = Object.entries(params ?? {}).filter(([, value]) => value !== undefined);
  return given.length === 0 ? [path] : [path, Object.fromEntries(given)];
}

/** The key of a described read: its path, with its query and whatever else it varies by. */
export function readKey(read: ApiRead<unknown>): QueryKey {
  return queryKey(read.path, { ...read.query, ...read.vary });
}

/**
 * One described read (null waits, e.g. for an id), keyed by `readKey`. `call` is the client method
 * that sends the same read, so a client given to the DomainProvider can stand in for the server.
 */
export function useApiRead<Data>(
  read: ApiRead<Data> | null,
  call: (client: ApiClient) => Promise<Data>,
  config?: QueryConfig<Data>,
): QueryResult<Data> {
  return useApiQuery(read === null ? null : readKey(read), call, config);
}

/**
 * An entry of SWR's `fallback`: the data a described read answered, under the key its hook reads.
 * A page drawn on the server hands its reads to the browser this way, so the hooks start with them.
 */
export function readFallback<Data>(read: ApiRead<Data>, data: Data): [key: string, data: Data] {
  return [unstable_serialize(readKey(read)), data];
}
