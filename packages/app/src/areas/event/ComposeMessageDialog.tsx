import type { DateValue } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type Message,
  type MessageType,
  maxIndividualRecipients,
  messageableOrderStatuses,
  messageTypes,
  type Product,
  type SendMessageBody,
  sendMessageSchema,
  type User,
} from "@varco/domain";
import { useAttendees, useMessageRecipientCount, useOrders, useSendMessage } from "@varco/domain/swr";
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  DatePicker,
  Dialog,
  Form,
  Inline,
  Select,
  Stack,
  Switch,
  Text,
  TextField,
  toasts,
} from "@varco/ui";
import { useEffect, useId, useRef, useState } from "react";
import { buyerNameOf, useSaleFormats } from "../../format/orderWords";
import { instantOfWallClock, usableTimeZone } from "../../format/zonedTime";
import { RichTextField } from "../../forms/RichTextField";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useMessageWords } from "./messageWords";
import { ProductCheckboxes } from "./ProductCheckboxes";

/** Someone picked in a search: their id, and how the list of picks names them. */
export interface Pick {
  id: number;
  label: string;
}

/** What the compose dialog starts with when opened from elsewhere (a selection of attendees). */
export interface ComposePreset {
  type: MessageType;
  attendees?: Pick[];
}

interface ComposeValues {
  subject: string;
  message: string;
  message_type: MessageType;
  attendees: Pick[];
  order: Pick | null;
  product_ids: string[];
  order_statuses: string[];
  send_copy_to_current_user: boolean;
  send_later: boolean;
  scheduled_at: DateValue | null;
}

/** How many matches a picker's search shows. */
const searchSize = 20;

/** Who receives the message, as the send body says it: only the fields of the type chosen. */
function recipientsOf(values: ComposeValues) {
  const type = values.message_type;
  return {
    message_type: type,
    ...(type === "INDIVIDUAL_ATTENDEES" ? { attendee_ids: values.attendees.map((pick) => pick.id) } : {}),
    ...(type === "ORDER_OWNER" && values.order ? { order_id: values.order.id } : {}),
    ...(type === "TICKET_HOLDERS" || type === "ORDER_OWNERS_WITH_PRODUCT"
      ? { product_ids: values.product_ids.map(Number) }
      : {}),
    ...(type === "ORDER_OWNERS_WITH_PRODUCT" ? { order_statuses: values.order_statuses } : {}),
  };
}

/** The send body; a test goes now, whatever "send later" says. */
function bodyOf(values: ComposeValues, zone: string, isTest: boolean) {
  const later = values.send_later && !isTest;
  return {
    subject: values.subject,
    message: values.message,
    ...recipientsOf(values),
    is_test: isTest,
    send_copy_to_current_user: values.send_copy_to_current_user,
    // An empty time when sending later is refused on its field, rather than sent now.
    ...(later ? { scheduled_at: instantOfWallClock(values.scheduled_at, zone) ?? "" } : {}),
  };
}

/**
 * Writing to the people who bought: the subject, the text (rich), who receives it (the five ways),
 * how many people that reaches (asked of the server as the choice changes, before anything is
 * sent), a copy to the sender, a test that goes only to the sender, and a time to send it later
 * in the event's time zone. A test leaves the dialog open, to send the message itself next.
 */
export function ComposeMessageDialog({
  event,
  user,
  products,
  preset,
  onDone,
}: {
  event: Event;
  user: User;
  products: Product[];
  preset?: ComposePreset;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const words = useMessageWords();
  const format = useSaleFormats(event);
  const send = useSendMessage();
  const zone = usableTimeZone(event.timezone);
  const formId = useId();
  // Which button sent the form: the test one asks for a test, the send one for the message.
  const testing = useRef(false);
  const email = user.email;
  const form = useSchemaForm({
    schema: sendMessageSchema,
    initial: (): ComposeValues => ({
      subject: "",
      message: "",
      message_type: preset?.type ?? "ALL_ATTENDEES",
      attendees: preset?.attendees ?? [],
      order: null,
      product_ids: [],
      order_statuses: ["COMPLETED"],
      send_copy_to_current_user: false,
      send_later: false,
      scheduled_at: null,
    }),
    labels: {
      subject: t`Subject`,
      message: t`Message`,
      message_type: t`Recipients`,
      attendee_ids: t`Attendees`,
      order_id: t`Order`,
      product_ids: t`Products`,
      order_statuses: t`Order statuses`,
      send_copy_to_current_user: t`Send a copy to me`,
      send_later: t`Send later`,
      scheduled_at: t`Send at`,
    },
    reasons: { scheduled_at: t`Pick the day and time to send it.` },
    serverReasons: {},
    toBody: (values) => bodyOf(values, zone, testing.current),
    submit: (body: SendMessageBody) => send.trigger(event.id, body),
    onSaved: (message: Message, body) => {
      toasts.show({
        tone: "success",
        message: body.is_test
          ? t`A test was sent to ${email}.`
          : message.scheduled_at
            ? t`The message will be sent on ${{ when: format.moment(message.scheduled_at) }}.`
            : t`The message is on its way.`,
      });
      if (!body.is_test) onDone();
    },
  });
  const { values } = form;
  const type = values.message_type;
  const submitWith = (isTest: boolean) => {
    testing.current = isTest;
    form.props.ref.current?.requestSubmit();
  };

  return (
    <Dialog
      title={t`Write a message`}
      footer={({ close }) => (
        <>
          <Button variant="outline" tone="neutral" onPress={close} isDisabled={form.isPending}>
            {t`Cancel`}
          </Button>
          <Button variant="outline" isDisabled={form.isPending} onPress={() => submitWith(true)}>
            {t`Send a test to me`}
          </Button>
          <Button
            type="submit"
            form={formId}
            isPending={form.isPending}
            onPress={() => (testing.current = false)}
          >
            {values.send_later ? t`Schedule` : t`Send`}
          </Button>
        </>
      )}
    >
      <Form id={formId} {...form.props}>
        <Stack gap="md">
          <Select
            {...form.choice("message_type")}
            items={messageTypes.map((id) => ({ id, label: words.type[id] }))}
            isRequired
          />
          {type === "INDIVIDUAL_ATTENDEES" ? (
            <AttendeePicker
              event={event}
              picked={values.attendees}
              onChange={(picked) => {
                form.set("attendees", picked);
                form.forget("attendee_ids");
              }}
              refusal={form.refusal("attendee_ids")}
            />
          ) : null}
          {type === "ORDER_OWNER" ? (
            <OrderPicker
              event={event}
              picked={values.order}
              onChange={(picked) => {
                form.set("order", picked);
                form.forget("order_id");
              }}
              refusal={form.refusal("order_id")}
            />
          ) : null}
          {type === "TICKET_HOLDERS" || type === "ORDER_OWNERS_WITH_PRODUCT" ? (
            <ProductCheckboxes
              {...form.field("product_ids")}
              description={
                type === "TICKET_HOLDERS"
                  ? t`Everyone holding a valid ticket for one of these.`
                  : t`Whoever bought one of these, once per order.`
              }
              products={products}
            />
          ) : null}
          {type === "ORDER_OWNERS_WITH_PRODUCT" ? (
            <OrderStatusChoice {...form.field("order_statuses")} />
          ) : null}
          <RecipientCount event={event} values={values} email={email} />
          <TextField {...form.field("subject")} description={t`Up to 100 characters.`} isRequired />
          <RichTextField field={form.field("message")} />
          <Switch {...form.toggle("send_copy_to_current_user")} />
          <Text size="sm" tone="muted">
            {t`The copy and the test go to ${email}.`}
          </Text>
          <Switch {...form.toggle("send_later")} />
          {values.send_later ? (
            <DatePicker
              {...form.field("scheduled_at")}
              granularity="minute"
              description={t`In the event's time zone (${zone}).`}
              isRequired
            />
          ) : null}
        </Stack>
      </Form>
    </Dialog>
  );
}

/** The order statuses whose buyers a message to buyers of products reaches. */
function OrderStatusChoice(field: {
  label: string | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}) {
  const { t } = useLingui();
  const statusWords: Record<(typeof messageableOrderStatuses)[number], string> = {
    COMPLETED: t`Completed`,
    AWAITING_OFFLINE_PAYMENT: t`Awaiting offline payment`,
  };
  return (
    <CheckboxGroup {...field}>
      {messageableOrderStatuses.map((status) => (
        <Checkbox key={status} value={status}>
          {statusWords[status]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/**
 * How many people the choice reaches, asked of the server (which counts each address once) a
 * moment after the choice last changed; nothing is asked while the choice is incomplete.
 */
function RecipientCount({ event, values, email }: { event: Event; values: ComposeValues; email: string }) {
  const { t } = useLingui();
  const format = useSaleFormats(event);
  const counter = useMessageRecipientCount();
  const recipients = {
    ...recipientsOf(values),
    send_copy_to_current_user: values.send_copy_to_current_user,
  };
  // The count's body is checked as a send's, but only who receives it counts: the subject and the
  // text, perhaps not written yet, go as stand-ins (so typing them asks nothing of the server).
  const body = { subject: "-", message: "-", ...recipients };
  const complete = sendMessageSchema.safeParse(body).success;
  const key = complete ? JSON.stringify(body) : "";
  const [answer, setAnswer] = useState<{ key: string; count: number | null }>({ key: "", count: null });
  const trigger = counter.trigger;
  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      trigger(event.id, JSON.parse(key) as SendMessageBody).then(
        (result) => current && setAnswer({ key, count: result.count }),
        () => current && setAnswer({ key, count: null }),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, trigger, event.id]);

  let text: string;
  if (!complete) text = t`Choose who receives it to see how many people it reaches.`;
  else if (answer.key !== key) text = t`Counting the recipients…`;
  else if (answer.count === null) text = t`The recipients could not be counted.`;
  else {
    const count = format.count(answer.count);
    text = t`People it will reach: ${count}.`;
  }
  return (
    <Text as="p" role="status" aria-live="polite" weight="medium">
      {text} <Text tone="muted">{t`A test goes only to you (${email}).`}</Text>
    </Text>
  );
}

interface PickerProps {
  event: Event;
  refusal: { isInvalid: boolean; errorMessage: string | undefined };
}

/** Attendees picked one by one: searched by name or email, up to 50, each removable. */
function AttendeePicker({
  event,
  picked,
  onChange,
  refusal,
}: PickerProps & { picked: Pick[]; onChange: (picked: Pick[]) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const found = useAttendees(event.id, { query: query.trim() || undefined, per_page: searchSize });
  const chosen = new Set(picked.map((pick) => pick.id));
  const items = (found.data?.data ?? [])
    .filter((attendee) => !chosen.has(attendee.id))
    .map((attendee) => ({
      id: attendee.id,
      label: `${`${attendee.first_name} ${attendee.last_name}`.trim()} · ${attendee.email}`,
    }));
  const count = picked.length;
  const max = maxIndividualRecipients;
  // A new search box after each pick (its list closed, its text empty), with the focus kept in it.
  const [picks, setPicks] = useState(0);
  return (
    <Stack gap="sm">
      <ComboBox
        key={picks}
        autoFocus={picks > 0}
        {...refusal}
        label={t`Attendees`}
        description={t`Search by name or email and pick up to ${max}. Picked: ${count}.`}
        items={items}
        inputValue={query}
        onInputChange={setQuery}
        selectedKey={null}
        defaultFilter={() => true}
        isDisabled={count >= max}
        onSelectionChange={(key) => {
          const pick = items.find((item) => item.id === key);
          if (!pick) return;
          onChange([...picked, pick]);
          setQuery("");
          setPicks((done) => done + 1);
        }}
      />
      {count > 0 ? (
        <Stack as="ul" gap="xs" aria-label={t`Picked attendees`}>
          {picked.map((pick) => (
            <Inline as="li" key={pick.id} gap="sm" align="center" justify="between">
              <Text>{pick.label}</Text>
              <Button
                size="sm"
                variant="subtle"
                tone="neutral"
                aria-label={t`Remove ${{ name: pick.label }}`}
                onPress={() => onChange(picked.filter((other) => other.id !== pick.id))}
              >
                {t`Remove`}
              </Button>
            </Inline>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One order, searched by its number, its buyer's name or email. */
function OrderPicker({
  event,
  picked,
  onChange,
  refusal,
}: PickerProps & { picked: Pick | null; onChange: (picked: Pick | null) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState(picked?.label ?? "");
  const search = picked && query === picked.label ? "" : query.trim();
  const found = useOrders(event.id, { query: search || undefined, per_page: searchSize });
  const items = (found.data?.data ?? []).flatMap((order) =>
    order.id === undefined
      ? []
      : [{ id: order.id, label: `${order.public_id} · ${buyerNameOf(order)} · ${order.email ?? ""}` }],
  );
  // The order chosen stays an option while the search shows others.
  if (picked && !items.some((item) => item.id === picked.id)) items.unshift(picked);
  return (
    <ComboBox
      {...refusal}
      label={t`Order`}
      description={t`Search by order number, buyer's name or email.`}
      items={items}
      inputValue={query}
      onInputChange={setQuery}
      selectedKey={picked?.id ?? null}
      defaultFilter={() => true}
      isRequired
      onSelectionChange={(key) => {
        const pick = items.find((item) => item.id === key) ?? null;
        onChange(pick);
        if (pick) setQuery(pick.label);
      }}
    />
  );
}
