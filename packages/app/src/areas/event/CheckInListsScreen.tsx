import type { DateValue } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type CheckInList,
  type CheckInListBody,
  checkInListBodySchema,
  type Event,
  maxPerPage,
} from "@varco/domain";
import {
  useCheckInLists,
  useCreateCheckInList,
  useDeleteCheckInList,
  useProductCategories,
  useRegenerateCheckInListLink,
  useUpdateCheckInList,
} from "@varco/domain/swr";
import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  Card,
  ClipboardCheckIcon,
  ConfirmDialog,
  CopyButton,
  DatePicker,
  EmptyState,
  Inline,
  Link,
  PlusIcon,
  ProgressBar,
  Stack,
  SummaryList,
  Text,
  TextArea,
  TextField,
} from "@varco/ui";
import { useState } from "react";
import { useSaleFormats } from "../../format/orderWords";
import { instantOfWallClock, usableTimeZone, wallClockValueOf } from "../../format/zonedTime";
import { FormDialog } from "../../forms/FormDialog";
import { useToastedWrite } from "../../forms/toastedWrite";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { ListHeading } from "../../shell/EditableTable";
import { DeleteConfirm, EditorModal } from "../../shell/ListDialogs";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { type EditableList, useEditableList } from "../../shell/useEditableList";
import { DoorQrCode } from "./DoorQrCode";
import { useEventArea } from "./eventArea";
import { ProductCheckboxes } from "./ProductCheckboxes";

/** Enough for every list of an event on one page. */
const listParams = { per_page: maxPerPage };

/** Where a list stands in its window: it admits only between its opening and its closing. */
type Standing = "active" | "notYet" | "expired";

const standingTones: Record<Standing, BadgeTone> = {
  active: "success",
  notYet: "warning",
  expired: "neutral",
};

function standingOf(list: CheckInList): Standing {
  if (list.is_expired) return "expired";
  return list.is_active === false ? "notYet" : "active";
}

/** The door page of a list: the deployment's own origin, where the scanner is served. */
export function doorAddressOf(list: CheckInList, frontendUrl: string | null, origin: string): string {
  return new URL(`/check-in/${encodeURIComponent(list.short_id)}`, frontendUrl ?? origin).href;
}

/**
 * `/manage/event/:eventId/check-in`: the event's check-in lists, each with how many of its
 * attendees are in, when it admits, its products, and the link (and its QR code) that opens the
 * scanner on a phone at the door; and the dialogs that add, change, renew the link of and delete one.
 */
export function CheckInListsScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  const title = t`Check-in lists`;
  usePageTitle(`${title} · ${event.title}`);
  const read = useCheckInLists(event.id, listParams);
  const remove = useDeleteCheckInList();
  const list = useEditableList<CheckInList>();
  const [renewing, setRenewing] = useState<CheckInList | null>(null);

  return (
    <Stack gap="lg" padding="lg">
      <ListHeading
        title={title}
        addLabel={t`Add a check-in list`}
        onAdd={list.add}
        intro={t`Each list admits the tickets of its products. Open its link on a phone or tablet at the door to scan tickets.`}
      />
      <QueryView
        query={read}
        loadingLabel={t`Loading the check-in lists`}
        failure={t`The check-in lists could not be loaded.`}
        rows={2}
        rowHeight={240}
      >
        {(page) =>
          page.data.length === 0 ? (
            <EmptyState
              icon={<ClipboardCheckIcon size={28} />}
              title={t`No check-in lists yet`}
              description={t`A check-in list says which tickets a door admits: those of the products you choose, between the times you set. Its link opens a scanner on any phone, and this screen counts who is in.`}
              action={
                <Button iconStart={<PlusIcon size={16} />} onPress={list.add}>
                  {t`Add a check-in list`}
                </Button>
              }
            />
          ) : (
            <Stack gap="lg">
              {page.data.map((item) => (
                <CheckInListCard
                  key={item.id}
                  event={event}
                  item={item}
                  list={list}
                  onRenew={() => setRenewing(item)}
                />
              ))}
            </Stack>
          )
        }
      </QueryView>

      <EditorModal editing={list.editing} onClose={list.closeEditor}>
        {(existing) => <CheckInListDialog event={event} existing={existing} onDone={list.closeEditor} />}
      </EditorModal>
      <DeleteConfirm
        item={list.deleting}
        onClose={list.closeDeletion}
        nameOf={(item) => item.name}
        title={t`Delete this check-in list?`}
        message={(name) =>
          t`The link of ${name} stops working and its check-ins are no longer counted. Tickets stay valid on the other lists.`
        }
        remove={(item) => remove.trigger(event.id, item.id)}
      />
      <RenewLinkConfirm eventId={event.id} item={renewing} onClose={() => setRenewing(null)} />
    </Stack>
  );
}

function useStandingWords(): Record<Standing, string> {
  const { t } = useLingui();
  // A list's own words: some languages give them the gender of "list".
  return {
    active: t({ message: "Active", context: "check-in list" }),
    notYet: t`Not active yet`,
    expired: t({ message: "Expired", context: "check-in list" }),
  };
}

interface CheckInListCardProps {
  event: Event;
  item: CheckInList;
  list: EditableList<CheckInList>;
  onRenew: () => void;
}

/** One list: its progress, window, products and door link, and what can be done with it. */
function CheckInListCard({ event, item, list, onRenew }: CheckInListCardProps) {
  const { t } = useLingui();
  const format = useSaleFormats(event);
  const { frontendUrl } = useRuntimeConfig();
  const standings = useStandingWords();
  const standing = standingOf(item);
  const name = item.name;
  const checkedIn = item.checked_in_attendees;
  const expected = item.total_attendees;
  const inside = format.count(checkedIn);
  const all = format.count(expected);
  const progress = t`${inside} of ${all} checked in`;
  const moment = (wire: string | null) => (wire ? format.moment(wire) : null);
  const address = doorAddressOf(item, frontendUrl, window.location.origin);
  const zone = usableTimeZone(event.timezone);

  return (
    <Card
      aria-label={name}
      title={name}
      titleLevel={2}
      description={item.description || undefined}
      actions={
        <Badge tone={standingTones[standing]} dot>
          {standings[standing]}
        </Badge>
      }
      footer={
        <EditAndDelete name={name} {...list.rowActions(item)}>
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            aria-label={t`New link for ${name}`}
            onPress={onRenew}
          >
            {t`New link`}
          </Button>
        </EditAndDelete>
      }
    >
      <Stack gap="md">
        <ProgressBar
          label={progress}
          value={Math.min(checkedIn, expected)}
          maxValue={Math.max(expected, 1)}
          tone={expected > 0 && checkedIn >= expected ? "success" : "primary"}
        />
        <Inline gap="lg" align="start" wrap>
          <Box grow minWidth="xs">
            <Stack gap="sm">
              <SummaryList
                rows={[
                  { key: "opens", label: t`Opens`, value: moment(item.activates_at) ?? t`Right away` },
                  { key: "closes", label: t`Closes`, value: moment(item.expires_at) ?? t`No end` },
                  {
                    key: "products",
                    label: t`Products`,
                    value: (item.products ?? []).map((product) => product.title).join(", "),
                  },
                ]}
              />
              <Text size="sm" tone="muted">
                {t`Times in the event's time zone (${zone}).`}
              </Text>
              <TextField
                label={t`Door link`}
                value={address}
                isReadOnly
                description={t`Anyone with this link can check tickets in: share it only with your door staff.`}
              />
              <Inline gap="sm" align="center" wrap>
                <CopyButton value={address} label={t`Copy the link`} />
                <Link href={address} variant="standalone" isExternal>
                  {t`Open the scanner`}
                </Link>
              </Inline>
            </Stack>
          </Box>
          <DoorQrCode address={address} alt={t`QR code of the door link of ${name}`} />
        </Inline>
      </Stack>
    </Card>
  );
}

/** Asks before giving a list a new link: the old one, and every device opened with it, stop working. */
function RenewLinkConfirm({
  eventId,
  item,
  onClose,
}: {
  eventId: number;
  item: CheckInList | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const renew = useRegenerateCheckInListLink();
  const write = useToastedWrite();
  const name = item?.name ?? "";
  return (
    <ConfirmDialog
      isOpen={item !== null}
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t`Make a new link for ${name}?`}
      message={t`The current link and its QR code stop working at once: every phone or tablet opened with them must open the new link.`}
      confirmLabel={t`Make a new link`}
      cancelLabel={t`Cancel`}
      onConfirm={
        item === null ? undefined : write(() => renew.trigger(eventId, item.id), t`${name} has a new link.`)
      }
    />
  );
}

interface CheckInListDialogProps {
  event: Event;
  existing: CheckInList | null;
  onDone: () => void;
}

/** Creates a list or changes one: its name, what it is for, its products and when it admits. */
function CheckInListDialog({ event, existing, onDone }: CheckInListDialogProps) {
  const { t } = useLingui();
  const create = useCreateCheckInList();
  const update = useUpdateCheckInList();
  const zone = usableTimeZone(event.timezone);
  const categories = useProductCategories(event.id);
  const chosen = (existing?.products ?? []).map((product) => product.id);
  // Only tickets have attendees to admit; a product chosen before stays offered.
  const products = (categories.data ?? [])
    .flatMap((category) => category.products ?? [])
    .filter((product) => product.product_type === "TICKET" || chosen.includes(product.id));
  const form = useSchemaForm({
    schema: checkInListBodySchema,
    initial: () => ({
      name: existing?.name ?? "",
      description: existing?.description ?? "",
      product_ids: chosen.map(String),
      activates_at: wallClockValueOf(existing?.activates_at, zone) as DateValue | null,
      expires_at: wallClockValueOf(existing?.expires_at, zone) as DateValue | null,
    }),
    labels: {
      name: t`Name`,
      description: t`Description`,
      // Names the field inside its refusal ("Choose at least one product."); the group shows "Products".
      product_ids: t`product`,
      activates_at: t`Opens`,
      expires_at: t`Closes`,
    },
    toBody: (values) => ({
      name: values.name.trim(),
      description: values.description.trim() || null,
      product_ids: values.product_ids.map(Number),
      activates_at: instantOfWallClock(values.activates_at, zone),
      expires_at: instantOfWallClock(values.expires_at, zone),
    }),
    submit: (body: CheckInListBody) =>
      existing ? update.trigger(event.id, existing.id, body) : create.trigger(event.id, body),
    saved: ({ name }) => (existing ? t`${{ name }} was saved.` : t`${{ name }} was added.`),
    onSaved: onDone,
  });
  const existingName = existing?.name ?? "";

  return (
    <FormDialog title={existing ? t`Edit ${{ name: existingName }}` : t`Add a check-in list`} form={form}>
      <TextField
        {...form.field("name")}
        description={t`What the door staff see, such as "Main entrance" or "Saturday".`}
        maxLength={100}
        isRequired
        autoFocus
      />
      <TextArea {...form.field("description")} maxLength={255} />
      <ProductCheckboxes
        {...form.field("product_ids")}
        label={t`Products`}
        isRequired
        description={
          products.length === 0
            ? t`The event has no tickets yet.`
            : t`The list admits the tickets of these products.`
        }
        products={products}
      />
      <DatePicker
        {...form.field("activates_at")}
        granularity="minute"
        description={t`In the event's time zone (${zone}). Leave empty to admit from now.`}
      />
      <DatePicker
        {...form.field("expires_at")}
        granularity="minute"
        description={t`In the event's time zone (${zone}). Leave empty to admit until you delete the list.`}
      />
    </FormDialog>
  );
}

export { CheckInListsScreen as Component };
