import { defaultReturnPath, loginPath } from "@varco/domain";
import { useCurrentUser } from "@varco/domain/swr";
import { Navigate } from "react-router-dom";
import { PageLoading } from "../../shell/PageLoading";

/** `/`: the events of whoever is signed in, else the login page. */
export function RootRedirect() {
  const { data: user, error } = useCurrentUser();
  if (user) return <Navigate to={defaultReturnPath} replace />;
  if (error) return <Navigate to={loginPath} replace />;
  return <PageLoading />;
}
