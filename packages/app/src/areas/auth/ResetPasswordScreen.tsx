import { useParams } from "react-router-dom";
import { ResetPassword } from "./ResetPassword";

/** /auth/reset-password/{token} where the app runs. */
export function ResetPasswordScreen() {
  const { token = "" } = useParams();
  return <ResetPassword token={token} />;
}

export { ResetPasswordScreen as Component };
