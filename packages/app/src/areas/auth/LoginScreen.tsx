import { useNavigate } from "react-router-dom";
import { LoginForm } from "./LoginForm";

/** /auth/login where the app runs (after signing out, or sent to sign in by a screen). */
export function LoginScreen() {
  const navigate = useNavigate();
  return <LoginForm onSignedIn={(path) => void navigate(path, { replace: true })} />;
}

export { LoginScreen as Component };
