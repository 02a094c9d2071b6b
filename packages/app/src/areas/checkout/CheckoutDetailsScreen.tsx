import { useLingui } from "@lingui/react/macro";
import { useAbandonOrder, useCompleteOrder, usePublicQuestions } from "@varco/domain/swr";
import { Navigate, useNavigate } from "react-router-dom";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { CheckoutDetails } from "./CheckoutDetails";
import { checkoutPath, eventPagePath, isSettled, useCheckoutArea } from "./checkoutArea";

/**
 * /checkout/{eventId}/{orderShortId}/details in the app, when the server did not draw it (the order
 * was read by another browser, or its time ran out): the same step as the drawn page.
 */
export function CheckoutDetailsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Your details`);
  const area = useCheckoutArea();
  const { order, event, eventId, shortId } = area;
  const navigate = useNavigate();
  const { termsUrl } = useRuntimeConfig();
  const questions = usePublicQuestions(eventId);
  const complete = useCompleteOrder();
  const abandon = useAbandonOrder();

  if (isSettled(order)) return <Navigate to={checkoutPath(eventId, shortId, "summary")} replace />;
  return (
    <QueryView
      query={questions}
      loadingLabel={t`Loading the questions`}
      failure={t`The order's questions could not be loaded.`}
      rows={4}
    >
      {(found) => (
        <CheckoutDetails
          order={order}
          event={event}
          questions={found.filter((question) => !question.is_hidden)}
          termsUrl={termsUrl}
          complete={(body) => complete.trigger(eventId, shortId, body)}
          // The order is read again first: the next step starts from what was saved.
          onCompleted={(answer) =>
            void area
              .reload()
              .then(() => navigate(checkoutPath(eventId, shortId, isSettled(answer) ? "summary" : "payment")))
          }
          cancel={async () => {
            try {
              await abandon.trigger(eventId, shortId);
            } finally {
              navigate(eventPagePath(event));
            }
          }}
        />
      )}
    </QueryView>
  );
}

export { CheckoutDetailsScreen as Component };
