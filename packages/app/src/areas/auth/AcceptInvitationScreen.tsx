import { useParams } from "react-router-dom";
import { AcceptInvitation } from "./AcceptInvitation";

/** /auth/accept-invitation/{token} where the app runs. */
export function AcceptInvitationScreen() {
  const { token } = useParams();
  return <AcceptInvitation token={token} />;
}

export { AcceptInvitationScreen as Component };
