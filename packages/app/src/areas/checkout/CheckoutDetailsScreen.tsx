import { useLingui } from "@lingui/react/macro";
import type { Order, Question } from "@varco/domain";
import { useAbandonOrder, useCompleteOrder, usePublicQuestions } from "@varco/domain/swr";
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Form,
  Heading,
  Inline,
  Link,
  NativeInput,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from "@varco/ui";
import { useCallback, useId, useMemo, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { type CheckoutArea, checkoutPath, eventPagePath, isSettled, useCheckoutArea } from "./checkoutArea";
import {
  addressParts,
  answerField,
  blankAnswers,
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
import { ReservationCountdown } from "./ReservationCountdown";

/** /checkout/{eventId}/{orderShortId}/details: who buys, who holds each ticket, the event's questions. */
export function CheckoutDetailsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Your details`);
  const area = useCheckoutArea();
  const { order, eventId, shortId } = area;
  const questions = usePublicQuestions(eventId);
  const [expired, setExpired] = useState(Boolean(order.is_expired));
  const onExpired = useCallback(() => setExpired(true), []);

  if (isSettled(order)) return <Navigate to={checkoutPath(eventId, shortId, "summary")} replace />;
  if (order.status !== "RESERVED" || expired) return <OrderClosed area={area} expired={expired} />;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t`Your details`}</Heading>
        <Text as="p" tone="muted">
          {area.event.title}
        </Text>
        <ReservationCountdown reservedUntil={order.reserved_until} onExpired={onExpired} />
      </Stack>
      <QueryView
        query={questions}
        loadingLabel={t`Loading the questions`}
        failure={t`The order's questions could not be loaded.`}
        rows={4}
      >
        {(found) => <DetailsForm area={area} questions={found.filter((question) => !question.is_hidden)} />}
      </QueryView>
      <OrderSummary order={order} />
    </Stack>
  );
}

function DetailsForm({ area, questions }: { area: CheckoutArea; questions: Question[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { termsUrl } = useRuntimeConfig();
  const { order, event, eventId, shortId } = area;
  const complete = useCompleteOrder();
  const abandon = useAbandonOrder();
  const settings = event.settings;
  const shape = useMemo<CheckoutShape>(
    () => ({
      units: ticketUnitsOf(order),
      questions,
      perTicket: (settings?.attendee_details_collection_method ?? "PER_TICKET") === "PER_TICKET",
      billingAddress: settings?.require_billing_address ?? false,
      marketing: settings?.show_marketing_opt_in ?? false,
      terms: Boolean(termsUrl),
    }),
    [order, questions, settings, termsUrl],
  );
  const orderQuestions = orderQuestionsOf(questions);
  const addressLabels = useAddressLabels();

  const labels: Record<string, string> = {
    "order.first_name": t`First name`,
    "order.last_name": t`Last name`,
    "order.email": t`Email`,
    "order.email_confirmation": t`Confirm email`,
    "order.opted_into_marketing": t`Send me news about this organiser's events`,
    "order.accepted_terms": t`I accept the terms and conditions`,
  };
  for (const part of addressParts) labels[`order.address.${part}`] = addressLabels[part];
  const questionLabels = (owner: string, list: readonly Question[]) => {
    for (const question of list) {
      const field = answerField(owner, question);
      labels[field] = question.title;
      if (question.type === "ADDRESS")
        for (const part of addressParts)
          labels[`${field}.${part}`] = `${question.title}: ${addressLabels[part]}`;
    }
  };
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
        return await complete.trigger(eventId, shortId, body);
      } catch (error) {
        throw withFormFields(error, body);
      }
    },
    // The order is read again first: the next step starts from what was saved.
    onSaved: (answer: Order) =>
      void area
        .reload()
        .then(() => navigate(checkoutPath(eventId, shortId, isSettled(answer) ? "summary" : "payment"))),
    statuses: {
      409: t`This order can no longer be changed: its time ran out or it was already completed.`,
      403: t`This order was started in another browser. Open it where you started it.`,
    },
  });

  const text = (name: string) => {
    const { value, ...rest } = form.field(name);
    return {
      ...rest,
      value: typeof value === "string" ? value : "",
      onChange: (next: string) => form.set(name, next),
    };
  };
  const ticked = (name: string) => ({
    ...form.refusal(name),
    children: labels[name],
    isSelected: form.values[name] === true,
    onChange: (next: boolean) => form.set(name, next),
  });

  const giveUp = async () => {
    try {
      await abandon.trigger(eventId, shortId);
    } finally {
      navigate(eventPagePath(event));
    }
  };

  return (
    <Form {...form.props}>
      <Stack gap="lg">
        <Card title={t`Your details`} titleLevel={2}>
          <Stack gap="md">
            <Inline gap="md" wrap>
              <TextField {...text("order.first_name")} autoComplete="given-name" isRequired />
              <TextField {...text("order.last_name")} autoComplete="family-name" isRequired />
            </Inline>
            <TextField
              {...text("order.email")}
              type="email"
              autoComplete="email"
              isRequired
              description={t`Your tickets are sent to this address.`}
            />
            <TextField {...text("order.email_confirmation")} type="email" autoComplete="email" isRequired />
          </Stack>
        </Card>

        {shape.billingAddress ? (
          <Card title={t`Billing address`} titleLevel={2}>
            <AddressInputs prefix="order.address" text={text} required />
          </Card>
        ) : null}

        {shape.units.length > 0 &&
        (shape.perTicket || shape.units.some((unit) => questionsOfUnit(questions, unit).length > 0))
          ? shape.units.map((unit) => {
              const owner = `products.${unit.index}`;
              const unitQuestions = questionsOfUnit(questions, unit);
              if (!shape.perTicket && unitQuestions.length === 0) return null;
              const { ordinal, of, title } = unit;
              return (
                <Card
                  key={owner}
                  title={of > 1 ? t`${title}: ticket ${ordinal} of ${of}` : title}
                  titleLevel={2}
                >
                  <Stack gap="md">
                    {shape.perTicket ? (
                      <>
                        <Inline gap="md" wrap>
                          <TextField {...text(`${owner}.first_name`)} isRequired />
                          <TextField {...text(`${owner}.last_name`)} isRequired />
                        </Inline>
                        <TextField {...text(`${owner}.email`)} type="email" isRequired />
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
            })
          : null}

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
            {shape.marketing ? <Checkbox {...ticked("order.opted_into_marketing")} /> : null}
            {shape.terms && termsUrl ? (
              <Checkbox
                {...ticked("order.accepted_terms")}
                isRequired
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
          <Button variant="outline" onPress={() => void giveUp()} isDisabled={abandon.isMutating}>
            {t`Cancel order`}
          </Button>
          <Button type="submit" isPending={form.isPending}>
            {order.is_payment_required ? t`Continue to payment` : t`Complete order`}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

/** What a question's control needs of the form. */
interface SchemaForm {
  values: CheckoutValues;
  set: (name: string, value: CheckoutValues[string]) => void;
  refusal: (name: string) => { isInvalid: boolean; errorMessage: string | undefined };
}
type TextOf = (name: string) => {
  value: string;
  onChange: (next: string) => void;
  name: string;
  label: string | undefined;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isReadOnly: boolean | undefined;
};

/** The labels of an address's parts. */
function useAddressLabels(): Record<(typeof addressParts)[number], string> {
  const { t } = useLingui();
  return {
    address_line_1: t`Address`,
    address_line_2: t`Address (continued)`,
    city: t`City`,
    state_or_region: t`State or region`,
    zip_or_postal_code: t`Postal code`,
    country: t`Country code`,
  };
}

function AddressInputs({ prefix, text, required }: { prefix: string; text: TextOf; required: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <TextField {...text(`${prefix}.address_line_1`)} autoComplete="address-line1" isRequired={required} />
      <TextField {...text(`${prefix}.address_line_2`)} autoComplete="address-line2" />
      <Inline gap="md" wrap>
        <TextField {...text(`${prefix}.city`)} autoComplete="address-level2" isRequired={required} />
        <TextField {...text(`${prefix}.state_or_region`)} autoComplete="address-level1" />
        <TextField {...text(`${prefix}.zip_or_postal_code`)} autoComplete="postal-code" />
      </Inline>
      <TextField
        {...text(`${prefix}.country`)}
        autoComplete="country"
        isRequired={required}
        description={t`Two letters, such as IT or DE.`}
      />
    </Stack>
  );
}

/** One question, with the control its type calls for. */
function QuestionInput({
  owner,
  question,
  form,
  text,
}: {
  owner: string;
  question: Question;
  form: SchemaForm;
  text: TextOf;
}) {
  const field = answerField(owner, question);
  const descriptionId = useId();
  const description = question.description || undefined;
  const options = question.options ?? [];
  switch (question.type) {
    case "SINGLE_LINE_TEXT":
      return <TextField {...text(field)} description={description} isRequired={question.required} />;
    case "MULTI_LINE_TEXT":
      return <TextArea {...text(field)} description={description} isRequired={question.required} rows={3} />;
    case "CHECKBOX": {
      const value = form.values[field];
      return (
        <CheckboxGroup
          {...form.refusal(field)}
          label={question.title}
          description={description}
          isRequired={question.required}
          value={Array.isArray(value) ? value : []}
          onChange={(chosen) => form.set(field, chosen)}
        >
          {options.map((option) => (
            <Checkbox key={option} value={option}>
              {option}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    }
    case "RADIO":
      return (
        <RadioGroup {...text(field)} description={description} isRequired={question.required}>
          {options.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </RadioGroup>
      );
    case "DROPDOWN": {
      const { value, onChange: _onChange, ...rest } = text(field);
      return (
        <Select
          {...rest}
          description={description}
          isRequired={question.required}
          items={options.map((option) => ({ id: option, label: option }))}
          selectedKey={value === "" ? null : value}
          onSelectionChange={(key) => form.set(field, key === null ? "" : String(key))}
        />
      );
    }
    case "DATE": {
      // The browser's own date field: a calendar widget would weigh more than the rest of the page.
      const { value, errorMessage, isInvalid, name } = text(field);
      const input = (
        <NativeInput
          type="date"
          name={name}
          label={question.title}
          width="short"
          required={question.required}
          value={value}
          onChange={(change) => form.set(field, change.currentTarget.value)}
          error={isInvalid ? errorMessage : undefined}
          aria-describedby={description ? descriptionId : undefined}
        />
      );
      return description ? (
        <Stack gap="xxs">
          {input}
          <Text as="p" size="sm" tone="muted" id={descriptionId}>
            {description}
          </Text>
        </Stack>
      ) : (
        input
      );
    }
    case "ADDRESS":
      return (
        <Stack gap="sm" as="fieldset">
          <legend>
            <Text weight="medium">{question.title}</Text>
          </legend>
          {description ? (
            <Text as="p" size="sm" tone="muted">
              {description}
            </Text>
          ) : null}
          <AddressInputs prefix={field} text={text} required={question.required} />
        </Stack>
      );
  }
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

export { CheckoutDetailsScreen as Component };
