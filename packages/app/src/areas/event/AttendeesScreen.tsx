import { useLingui } from "@lingui/react/macro";
import { type Attendee, attendeeStatuses, type FilterFields, type Product } from "@varco/domain";
import { useAttendees, useExportAttendees, useProductCategories } from "@varco/domain/swr";
import { Button, Cell, Modal, PlusIcon } from "@varco/ui";
import { useState } from "react";
import { AttendeeStatusBadge, useSaleFormats, useSaleWords } from "../../format/orderWords";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AddAttendeeDialog } from "./AddAttendeeDialog";
import { AttendeeDrawer } from "./AttendeeDrawer";
import { useEventArea } from "./eventArea";
import { allChoices, ListScreenFrame, ProductFilter, StatusFilter } from "./ListScreenFrame";
import { useExportDownload, useListScreen } from "./useListScreen";

/**
 * `/manage/event/:eventId/attendees`: who comes, searched, filtered by status and product, sorted
 * and paged; one opens in a drawer to edit, cancel, re-activate or resend (`?attendee=id`); the
 * box office adds someone by hand.
 */
export function AttendeesScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  const title = t`Attendees`;
  usePageTitle(`${title} · ${event.title}`);
  const list = useListScreen("attendee");
  const [status, setStatus] = useState<string>(allChoices);
  const [product, setProduct] = useState<string>(allChoices);
  const [adding, setAdding] = useState(false);
  const filters: FilterFields = {};
  if (status !== allChoices) filters.status = { eq: status };
  if (product !== allChoices) filters.product_id = { eq: Number(product) };
  const attendees = useAttendees(event.id, list.listParams(filters));
  const categories = useProductCategories(event.id);
  const products: Product[] = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const exporting = useExportDownload(useExportAttendees(), event, "attendees");
  const format = useSaleFormats(event);
  const words = useSaleWords();

  return (
    <ListScreenFrame
      title={title}
      list={list}
      exporting={exporting}
      actions={
        <Button iconStart={<PlusIcon size={16} />} onPress={() => setAdding(true)}>
          {t`Add an attendee`}
        </Button>
      }
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
    </ListScreenFrame>
  );
}

export { AttendeesScreen as Component };
