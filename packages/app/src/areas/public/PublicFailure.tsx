import { isApiError } from "@varco/domain";
import { ResultMain } from "../../shell/ErrorScreen";

/**
 * What a public page shows when its subject cannot be loaded: the not-found result
 * for a 404 (or an address that cannot be an id), the generic one for anything else.
 */
export function PublicFailure({ error }: { error: unknown }) {
  const missing = error === null || (isApiError(error) && error.status === 404);
  return <ResultMain variant={missing ? "notFound" : "error"} />;
}
