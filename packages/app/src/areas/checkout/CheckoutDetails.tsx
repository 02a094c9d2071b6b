import { useLingui } from "@lingui/react/macro";
import { addressParts, type Order, type PublicEvent, priceDisplayModeOf, type Question } from "@varco/domain";
import { Card, Inline, Link, NativeButton, NativeCheckbox, NativeForm, NativeInput, Stack } from "@varco/ui";
import { type ChangeEvent, useCallback, useMemo, useState } from "react";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { AddressInputs, answerLabels, plainTextOf, QuestionInput, useAddressLabels } from "./AnswerInputs";
import {
  blankAnswers,
  type CheckoutBody,
  type CheckoutShape,
  type CheckoutValues,
  checkoutSchema,
  orderQuestionsOf,
  questionsOfUnit,
  ticketUnitsOf,
  withFormFields,
} from "./checkoutForm";
import { OrderClosed } from "./OrderClosed";
import { OrderSummary } from "./OrderSummary";
import { CheckoutStepHeading } from "./ReservationCountdown";

export interface CheckoutDetailsProps {
  order: Order;
  event: PublicEvent;
  /** The questions asked (the visible ones). */
  questions: readonly Question[];
  /** The deployment's terms, which the buyer accepts when there are some. */
  termsUrl: string | null | undefined;
  /** Sends the details (`PUT …/order/{shortId}`): resolves with the order, rejects with the call's error. */
  complete: (body: CheckoutBody) => Promise<Order>;
  /** After the details were saved, with the order as it now is. */
  onCompleted: (order: Order) => void;
  /** Cancel order: gives the tickets back and leaves (wherever it fails, the buyer leaves). */
  cancel: () => Promise<void>;
  /** For a page the server drew: the moment it was drawn (see `ReservationCountdown`). */
  drawnAt?: number | undefined;
}

/**
 * /checkout/{eventId}/{orderShortId}/details: who buys, who holds each ticket, the event's
 * questions, with the time left. The server draws this step for the buyer who reserved it (the app
 * shows it otherwise), so its controls are plain HTML ones: they weigh a fraction of the richer
 * ones, work before the page's script has run, and on a phone open its own pickers (a native list
 * for a DROPDOWN question and the country, the browser's date field).
 */
export function CheckoutDetails(props: CheckoutDetailsProps) {
  const { t } = useLingui();
  const { order, event } = props;
  const [expired, setExpired] = useState(Boolean(order.is_expired));
  const onExpired = useCallback(() => setExpired(true), []);
  if (order.status !== "RESERVED" || expired) return <OrderClosed area={{ event }} expired={expired} />;
  return (
    <Stack gap="lg">
      <CheckoutStepHeading
        title={t`Your details`}
        eventTitle={event.title}
        reservedUntil={order.reserved_until}
        onExpired={onExpired}
        startedAt={props.drawnAt}
      />
      <DetailsForm {...props} />
      <OrderSummary order={order} prices={priceDisplayModeOf(event.settings)} />
    </Stack>
  );
}

function DetailsForm({
  order,
  event,
  questions,
  termsUrl,
  complete,
  onCompleted,
  cancel,
}: CheckoutDetailsProps) {
  const { t } = useLingui();
  const settings = event.settings;
  const shape = useMemo<CheckoutShape>(
    () => ({
      units: ticketUnitsOf(order),
      questions: [...questions],
      perTicket: (settings?.attendee_details_collection_method ?? "PER_TICKET") === "PER_TICKET",
      billingAddress: settings?.require_billing_address ?? false,
      marketing: settings?.show_marketing_opt_in ?? false,
      terms: Boolean(termsUrl),
    }),
    [order, questions, settings, termsUrl],
  );
  const orderQuestions = orderQuestionsOf(questions);
  const addressLabels = useAddressLabels();
  const [leaving, setLeaving] = useState(false);

  const labels: Record<string, string> = {
    "order.first_name": t`First name`,
    "order.last_name": t`Last name`,
    "order.email": t`Email`,
    "order.email_confirmation": t`Confirm email`,
    "order.opted_into_marketing": t`Send me news about this organiser's events`,
    "order.accepted_terms": t`I accept the terms and conditions`,
  };
  for (const part of addressParts) labels[`order.address.${part}`] = addressLabels[part];
  const questionLabels = (owner: string, list: readonly Question[]) =>
    Object.assign(labels, answerLabels(owner, list, addressLabels));
  questionLabels("order", orderQuestions);
  for (const unit of shape.units) {
    const owner = `products.${unit.index}`;
    labels[`${owner}.first_name`] = t`First name`;
    labels[`${owner}.last_name`] = t`Last name`;
    labels[`${owner}.email`] = t`Email`;
    questionLabels(owner, questionsOfUnit(questions, unit));
  }

  const form = useSchemaForm({
    schema: checkoutSchema(shape),
    initial: () => initialValues(order, shape),
    labels,
    toBody: (values: CheckoutValues) => values,
    submit: async (body) => {
      try {
        return await complete(body);
      } catch (error) {
        throw withFormFields(error, body);
      }
    },
    onSaved: (answer: Order) => onCompleted(answer),
    statuses: {
      409: t`This order can no longer be changed: its time ran out or it was already completed.`,
      403: t`This order was started in another browser. Open it where you started it.`,
    },
  });

  const text = plainTextOf(form);
  const ticked = (name: string) => {
    const { isInvalid, errorMessage } = form.refusal(name);
    return {
      name,
      children: labels[name],
      checked: form.values[name] === true,
      onChange: (change: ChangeEvent<HTMLInputElement>) => form.set(name, change.currentTarget.checked),
      error: isInvalid ? errorMessage : undefined,
    };
  };

  const giveUp = async () => {
    setLeaving(true);
    try {
      await cancel();
    } catch {
      // Left anyway (the tickets come back when the time runs out); pressing again tries again.
      setLeaving(false);
    }
  };

  return (
    <NativeForm {...form.props}>
      <Stack gap="lg">
        <Card title={t`Your details`} titleLevel={2}>
          <Stack gap="md">
            <Inline gap="md" wrap>
              <NativeInput {...text("order.first_name")} autoComplete="given-name" required maxLength={40} />
              <NativeInput {...text("order.last_name")} autoComplete="family-name" required maxLength={40} />
            </Inline>
            <NativeInput
              {...text("order.email")}
              type="email"
              autoComplete="email"
              required
              description={t`Your tickets are sent to this address.`}
            />
            <NativeInput {...text("order.email_confirmation")} type="email" autoComplete="email" required />
          </Stack>
        </Card>

        {shape.billingAddress ? (
          <Card title={t`Billing address`} titleLevel={2}>
            <AddressInputs prefix="order.address" text={text} required autoFill />
          </Card>
        ) : null}

        {shape.units.map((unit) => {
          const owner = `products.${unit.index}`;
          const unitQuestions = questionsOfUnit(questions, unit);
          if (!shape.perTicket && unitQuestions.length === 0) return null;
          const { ordinal, of, title } = unit;
          return (
            <Card key={owner} title={of > 1 ? t`${title}: ticket ${ordinal} of ${of}` : title} titleLevel={2}>
              <Stack gap="md">
                {shape.perTicket ? (
                  <>
                    <Inline gap="md" wrap>
                      <NativeInput {...text(`${owner}.first_name`)} required maxLength={100} />
                      <NativeInput {...text(`${owner}.last_name`)} required maxLength={100} />
                    </Inline>
                    <NativeInput {...text(`${owner}.email`)} type="email" required />
                  </>
                ) : null}
                {unitQuestions.map((question) => (
                  <QuestionInput
                    key={question.id}
                    owner={owner}
                    question={question}
                    form={form}
                    text={text}
                  />
                ))}
              </Stack>
            </Card>
          );
        })}

        {orderQuestions.length > 0 ? (
          <Card title={t`A few questions`} titleLevel={2}>
            <Stack gap="md">
              {orderQuestions.map((question) => (
                <QuestionInput key={question.id} owner="order" question={question} form={form} text={text} />
              ))}
            </Stack>
          </Card>
        ) : null}

        {shape.marketing || shape.terms ? (
          <Stack gap="sm">
            {shape.marketing ? <NativeCheckbox {...ticked("order.opted_into_marketing")} /> : null}
            {shape.terms && termsUrl ? (
              <NativeCheckbox
                {...ticked("order.accepted_terms")}
                required
                description={
                  <Link href={termsUrl} isExternal>
                    {t`Read the terms and conditions`}
                  </Link>
                }
              />
            ) : null}
          </Stack>
        ) : null}

        <Inline gap="md" justify="between" wrap>
          <NativeButton variant="outline" onClick={() => void giveUp()} disabled={leaving}>
            {t`Cancel order`}
          </NativeButton>
          <NativeButton type="submit" disabled={form.isPending} aria-busy={form.isPending || undefined}>
            {order.is_payment_required ? t`Continue to payment` : t`Complete order`}
          </NativeButton>
        </Inline>
      </Stack>
    </NativeForm>
  );
}

/** What the form starts with: what the order already knows of the buyer, every answer blank. */
function initialValues(order: Order, shape: CheckoutShape): CheckoutValues {
  const values: CheckoutValues = {
    "order.first_name": order.first_name ?? "",
    "order.last_name": order.last_name ?? "",
    "order.email": order.email ?? "",
    "order.email_confirmation": order.email ?? "",
    "order.opted_into_marketing": false,
    "order.accepted_terms": false,
  };
  for (const part of addressParts) values[`order.address.${part}`] = "";
  for (const question of orderQuestionsOf(shape.questions))
    Object.assign(values, blankAnswers("order", question));
  for (const unit of shape.units) {
    const owner = `products.${unit.index}`;
    for (const part of ["first_name", "last_name", "email"]) values[`${owner}.${part}`] = "";
    for (const question of questionsOfUnit(shape.questions, unit))
      Object.assign(values, blankAnswers(owner, question));
  }
  return values;
}
