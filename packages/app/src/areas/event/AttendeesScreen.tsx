import { useLingui } from "@lingui/react/macro";
import {
  type Attendee,
  type AttendeeStatus,
  attendeeStatuses,
  type FilterFields,
  type Product,
} from "@varco/domain";
import { useAttendees, useExportAttendees, useProductCategories } from "@varco/domain/swr";
import type { SortDescriptor } from "@varco/ui";
import {
  Box,
  Button,
  Cell,
  Column,
  EmptyState,
  Heading,
  Inline,
  Modal,
  Pagination,
  PlusIcon,
  Row,
  SearchField,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { AttendeeStatusBadge, useSaleFormats, useSaleWords } from "../../format/orderWords";
import { failureMessage } from "../../forms/fieldErrors";
import { QueryFailure, readFailed } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { saveFile } from "../../shell/saveFile";
import { AddAttendeeDialog } from "./AddAttendeeDialog";
import { AttendeeDrawer } from "./AttendeeDrawer";
import { useEventArea } from "./eventArea";
import { exportFileName } from "./OrdersScreen";

const perPage = 20;
const all = "all";

/**
 * `/manage/event/:eventId/attendees`: who comes, searched, filtered by status and product, sorted
 * and paged; one opens in a drawer to edit, cancel, re-activate or resend (`?attendee=id`); the
 * box office adds someone by hand.
 */
export function AttendeesScreen() {
  const { t, i18n } = useLingui();
  const { event } = useEventArea();
  const title = t`Attendees`;
  usePageTitle(`${title} · ${event.title}`);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<string>(all);
  const [product, setProduct] = useState<string>(all);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [sort, setSort] = useState<SortDescriptor>({ column: "created_at", direction: "descending" });
  const filters: FilterFields = {};
  if (status !== all) filters.status = { eq: status };
  if (product !== all) filters.product_id = { eq: Number(product) };
  const attendees = useAttendees(event.id, {
    page,
    per_page: perPage,
    query: query.trim() || undefined,
    sort_by: String(sort.column),
    sort_direction: sort.direction === "ascending" ? "asc" : "desc",
    filter_fields: filters,
  });
  const categories = useProductCategories(event.id);
  const products: Product[] = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const exportAttendees = useExportAttendees();
  const format = useSaleFormats(event);
  const words = useSaleWords();
  const openId = Number(params.get("attendee")) || undefined;
  const filtered =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  const download = async () => {
    try {
      const file = await exportAttendees.trigger(event.id);
      saveFile(file, exportFileName("attendees", file));
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };

  return (
    <Stack gap="lg" padding="lg">
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={1}>{title}</Heading>
        <Inline gap="sm" wrap>
          <Button variant="outline" onPress={download} isPending={exportAttendees.isMutating}>
            {t`Export as CSV`}
          </Button>
          <Button iconStart={<PlusIcon size={16} />} onPress={() => setAdding(true)}>
            {t`Add an attendee`}
          </Button>
        </Inline>
      </Inline>
      <Inline
        as="form"
        role="search"
        gap="md"
        align="end"
        wrap
        aria-label={t`Find attendees`}
        onSubmit={(submitted) => submitted.preventDefault()}
      >
        <Box grow minWidth="xs">
          <SearchField
            label={t`Search attendees`}
            description={t`Name, email address or ticket number.`}
            value={query}
            onChange={filtered(setQuery)}
          />
        </Box>
        <Box minWidth="xxs">
          <Select
            label={t`Status`}
            items={[
              { id: all, label: t`All statuses` },
              ...attendeeStatuses.map((id: AttendeeStatus) => ({ id, label: words.attendeeStatus[id] })),
            ]}
            selectedKey={status}
            onSelectionChange={(key) => filtered(setStatus)(String(key))}
          />
        </Box>
        <Box minWidth="xxs">
          <Select
            label={t`Product`}
            items={[
              { id: all, label: t`All products` },
              ...products.map((item) => ({ id: String(item.id), label: item.title })),
            ]}
            selectedKey={product}
            onSelectionChange={(key) => filtered(setProduct)(String(key))}
          />
        </Box>
      </Inline>
      {readFailed(attendees) ? (
        <QueryFailure query={attendees} failure={t`The attendees could not be loaded.`} />
      ) : (
        <Stack gap="md">
          <Table
            aria-label={title}
            isLoading={!attendees.data}
            loadingLabel={t`Loading attendees`}
            sortDescriptor={sort}
            // Enter on a row (or a click anywhere on it) opens the attendee, as its button does.
            onRowAction={(key) => setParams({ attendee: String(key) })}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          >
            <TableHeader>
              <Column id="last_name" isRowHeader allowsSorting>
                {t`Name`}
              </Column>
              <Column id="email">{t`Email`}</Column>
              <Column id="ticket_name" allowsSorting>
                {t`Product`}
              </Column>
              <Column id="status" allowsSorting>
                {t`Status`}
              </Column>
              <Column id="public_id">{t`Ticket`}</Column>
              <Column id="created_at" allowsSorting>
                {t`Added`}
              </Column>
            </TableHeader>
            <TableBody
              items={attendees.data?.data ?? []}
              dependencies={[format, words]}
              renderEmptyState={() => (
                <EmptyState
                  size="sm"
                  titleLevel="none"
                  title={t`No attendees found`}
                  description={t`Everyone with a ticket appears here, once their order is placed.`}
                />
              )}
            >
              {(attendee: Attendee) => (
                <Row id={attendee.id}>
                  <Cell>
                    <Button
                      variant="subtle"
                      size="sm"
                      onPress={() => setParams({ attendee: String(attendee.id) })}
                    >
                      {`${attendee.first_name} ${attendee.last_name}`.trim()}
                    </Button>
                  </Cell>
                  <Cell>{attendee.email}</Cell>
                  <Cell>{attendee.product?.title ?? ""}</Cell>
                  <Cell>
                    <AttendeeStatusBadge status={attendee.status} />
                  </Cell>
                  <Cell>{attendee.public_id}</Cell>
                  <Cell>{attendee.created_at ? format.moment(attendee.created_at) : ""}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          {attendees.data && (attendees.data.meta.total ?? 0) > perPage ? (
            <Pagination
              page={page}
              total={attendees.data.meta.total}
              perPage={perPage}
              onPageChange={setPage}
              showSummary
            />
          ) : null}
        </Stack>
      )}
      {openId === undefined ? null : (
        <AttendeeDrawer event={event} attendeeId={openId} onClose={() => setParams({})} />
      )}
      <Modal isOpen={adding} onOpenChange={setAdding} isDismissable={false}>
        {adding ? (
          <AddAttendeeDialog event={event} products={products} onDone={() => setAdding(false)} />
        ) : null}
      </Modal>
    </Stack>
  );
}

export { AttendeesScreen as Component };
