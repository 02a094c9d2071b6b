import { useCallback, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { ApiError } from "../api/apiError";
import type { ApiClient } from "../api/client";
import { useApiClient } from "./DomainProvider";

/** Picks the cached reads a write makes stale, by request path (and parameters). */
export type KeyMatcher = (path: string, params: object | undefined) => boolean;

export const nothing: KeyMatcher = () => false;
export const everything: KeyMatcher = () => true;

/** The paths given, and nothing below them. */
export function exactly(...paths: string[]): KeyMatcher {
  return (path) => paths.includes(path);
}

/** The paths given and everything below them (`events/12` covers `events/12/settings`). */
export function under(...roots: string[]): KeyMatcher {
  return (path) => roots.some((root) => path === root || path.startsWith(`${root}/`));
}

export function matching(pattern: RegExp): KeyMatcher {
  return (path) => pattern.test(path);
}

export function anyOf(...matchers: KeyMatcher[]): KeyMatcher {
  return (path, params) => matchers.some((matches) => matches(path, params));
}

export interface MutationResult<Args extends unknown[], Result> {
  /** Runs the write; resolves with its answer, rejects with the ApiError the call failed with. */
  trigger: (...args: Args) => Promise<Result>;
  data: Result | undefined;
  error: ApiError | undefined;
  isMutating: boolean;
  reset: () => void;
}

export interface MutationOptions {
  /** Drop the affected answers instead of asking again (signing out). */
  forget?: boolean;
}

/**
 * One write: `pick` chooses the client call, `affects` names the reads it makes stale; those
 * are revalidated when the write succeeds (mounted hooks refetch, the rest refetch on mount).
 */
export function useApiMutation<Args extends unknown[], Result>(
  pick: (client: ApiClient) => (...args: Args) => Promise<Result>,
  affects: (args: Args, result: Result) => KeyMatcher,
  options: MutationOptions = {},
): MutationResult<Args, Result> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ data?: Result; error?: ApiError; isMutating: boolean }>({
    isMutating: false,
  });
  const latest = useRef({ pick, affects, options });
  latest.current = { pick, affects, options };

  const trigger = useCallback(
    async (...args: Args) => {
      setState((previous) => ({ ...previous, isMutating: true, error: undefined }));
      try {
        const result = await latest.current.pick(client)(...args);
        setState({ data: result, isMutating: false });
        const stale = latest.current.affects(args, result);
        const isStale = (key: unknown) =>
          Array.isArray(key) && typeof key[0] === "string" && stale(key[0], key[1] as object | undefined);
        if (latest.current.options.forget) void mutate(isStale, undefined, { revalidate: false });
        else void mutate(isStale);
        return result;
      } catch (caught) {
        const error =
          caught instanceof ApiError
            ? caught
            : new ApiError({ status: 0, message: String(caught), method: "", path: "", cause: caught });
        setState({ error, isMutating: false });
        throw caught;
      }
    },
    [client, mutate],
  );

  const reset = useCallback(() => setState({ isMutating: false }), []);
  return { trigger, data: state.data, error: state.error, isMutating: state.isMutating, reset };
}
