import { useLingui } from "@lingui/react/macro";
import {
  type Attendee,
  attendeeStatuses,
  type FilterFields,
  maxIndividualRecipients,
  type Product,
} from "@varco/domain";
import { useAttendees, useExportAttendees, useProductCategories } from "@varco/domain/swr";
import { Button, Cell, MailIcon, Modal, PlusIcon, type TableProps, Text } from "@varco/ui";
import { useState } from "react";
import { AttendeeStatusBadge, useSaleFormats, useSaleWords } from "../../format/orderWords";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AddAttendeeDialog } from "./AddAttendeeDialog";
import { AttendeeDrawer } from "./AttendeeDrawer";
import { ComposeMessageDialog, type Pick } from "./ComposeMessageDialog";
import { useEventArea } from "./eventArea";
import { allChoices, ListScreenFrame, ProductFilter, StatusFilter } from "./ListScreenFrame";
import { useExportDownload, useListScreen } from "./useListScreen";

/**
 * `/manage/event/:eventId/attendees`: who comes, searched, filtered by status and product, sorted
 * and paged; one opens in a drawer to edit, cancel, re-activate or resend (`?attendee=id`); the
 * box office adds someone by hand. Attendees picked with their checkboxes (on any page, up to 50)
 * can be written to together.
 */
export function AttendeesScreen() {
  const { t } = useLingui();
  const { event, user } = useEventArea();
  const title = t`Attendees`;
  usePageTitle(`${title} · ${event.title}`);
  const list = useListScreen("attendee");
  const [status, setStatus] = useState<string>(allChoices);
  const [product, setProduct] = useState<string>(allChoices);
  const [adding, setAdding] = useState(false);
  // The picks of every page, by id, with the name the compose dialog lists them by.
  const [picked, setPicked] = useState<Map<number, Pick>>(new Map());
  const [writing, setWriting] = useState(false);
  const filters: FilterFields = {};
  if (status !== allChoices) filters.status = { eq: status };
  if (product !== allChoices) filters.product_id = { eq: Number(product) };
  const attendees = useAttendees(event.id, list.listParams(filters));
  const categories = useProductCategories(event.id);
  const products: Product[] = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const exporting = useExportDownload(useExportAttendees(), event, "attendees");
  const format = useSaleFormats(event);
  const words = useSaleWords();
  const shown = attendees.data?.data ?? [];
  const pick: NonNullable<TableProps["onSelectionChange"]> = (keys) => {
    const next = new Map(picked);
    for (const attendee of shown) {
      if (keys === "all" || keys.has(attendee.id)) next.set(attendee.id, pickOf(attendee));
      else next.delete(attendee.id);
    }
    setPicked(next);
  };
  const count = picked.size;
  const max = maxIndividualRecipients;

  return (
    <ListScreenFrame
      title={title}
      list={list}
      exporting={exporting}
      actions={
        <>
          {count > 0 ? (
            <Button
              variant="outline"
              iconStart={<MailIcon size={16} />}
              isDisabled={count > max}
              onPress={() => setWriting(true)}
            >
              {t`Message these attendees (${count})`}
            </Button>
          ) : null}
          {count > max ? (
            <Text tone="muted">{t`Pick at most ${max} attendees to write to them.`}</Text>
          ) : null}
          <Button iconStart={<PlusIcon size={16} />} onPress={() => setAdding(true)}>
            {t`Add an attendee`}
          </Button>
        </>
      }
      selection={{ selectedKeys: new Set(picked.keys()), onSelectionChange: pick }}
      find={{
        name: t`Find attendees`,
        label: t`Search attendees`,
        description: t`Name, email address or ticket number.`,
      }}
      filters={
        <>
          <StatusFilter
            choices={attendeeStatuses.map((id) => ({ id, label: words.attendeeStatus[id] }))}
            selected={status}
            onChange={list.filtered(setStatus)}
          />
          <ProductFilter products={products} selected={product} onChange={list.filtered(setProduct)} />
        </>
      }
      read={attendees}
      failure={t`The attendees could not be loaded.`}
      loadingLabel={t`Loading attendees`}
      columns={[
        { id: "last_name", label: t`Name`, sorts: true },
        { id: "email", label: t`Email` },
        { id: "ticket_name", label: t`Product`, sorts: true },
        { id: "status", label: t`Status`, sorts: true },
        { id: "public_id", label: t`Ticket` },
        { id: "created_at", label: t`Added`, sorts: true },
      ]}
      dependencies={[format, words]}
      empty={{
        title: t`No attendees found`,
        description: t`Everyone with a ticket appears here, once their order is placed.`,
      }}
      row={(attendee: Attendee) => ({
        id: attendee.id,
        name: `${attendee.first_name} ${attendee.last_name}`.trim(),
        cells: (
          <>
            <Cell>{attendee.email}</Cell>
            <Cell>{attendee.product?.title ?? ""}</Cell>
            <Cell>
              <AttendeeStatusBadge status={attendee.status} />
            </Cell>
            <Cell>{attendee.public_id}</Cell>
            <Cell>{attendee.created_at ? format.moment(attendee.created_at) : ""}</Cell>
          </>
        ),
      })}
    >
      {list.openId === undefined ? null : (
        <AttendeeDrawer event={event} attendeeId={list.openId} onClose={list.close} />
      )}
      <Modal isOpen={adding} onOpenChange={setAdding} isDismissable={false}>
        {adding ? (
          <AddAttendeeDialog event={event} products={products} onDone={() => setAdding(false)} />
        ) : null}
      </Modal>
      <Modal isOpen={writing} onOpenChange={setWriting} isDismissable={false} size="fullscreen-on-mobile">
        {writing ? (
          <ComposeMessageDialog
            event={event}
            user={user}
            products={products}
            preset={{ type: "INDIVIDUAL_ATTENDEES", attendees: [...picked.values()] }}
            onDone={() => {
              setWriting(false);
              setPicked(new Map());
            }}
          />
        ) : null}
      </Modal>
    </ListScreenFrame>
  );
}

/** An attendee as the compose dialog lists them: name and email. */
function pickOf(attendee: Attendee): Pick {
  return {
    id: attendee.id,
    label: `${`${attendee.first_name} ${attendee.last_name}`.trim()} · ${attendee.email}`,
  };
}

export { AttendeesScreen as Component };
