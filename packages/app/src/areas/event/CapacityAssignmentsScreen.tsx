import { useLingui } from "@lingui/react/macro";
import {
  type CapacityAssignment,
  type CapacityAssignmentBody,
  type CapacityAssignmentStatus,
  capacityAssignmentBodySchema,
  maxPerPage,
} from "@varco/domain";
import {
  useCapacityAssignments,
  useCreateCapacityAssignment,
  useDeleteCapacityAssignment,
  useProductCategories,
  useUpdateCapacityAssignment,
} from "@varco/domain/swr";
import {
  Badge,
  Button,
  Cell,
  Checkbox,
  CheckboxGroup,
  Column,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Form,
  Heading,
  Inline,
  Modal,
  NumberField,
  PlusIcon,
  ProgressBar,
  Row,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextField,
  toasts,
} from "@varco/ui";
import { useId, useState } from "react";
import { DialogFormFooter } from "../../forms/FormActions";
import { failureMessage } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { QueryFailure, readFailed } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEventArea } from "./eventArea";

/** Enough for every assignment of an event on one page. */
const listParams = { per_page: maxPerPage };

/**
 * `/manage/event/:eventId/capacity-assignments`: capacity several products share (a room of 200
 * seats sold as early-bird and regular tickets), how much of it is used, and its dialogs.
 */
export function CapacityAssignmentsScreen() {
  const { t, i18n } = useLingui();
  const { event } = useEventArea();
  const title = t`Capacity`;
  usePageTitle(`${title} · ${event.title}`);
  const list = useCapacityAssignments(event.id, listParams);
  const remove = useDeleteCapacityAssignment();
  const [editing, setEditing] = useState<CapacityAssignment | "new" | null>(null);
  const [deleting, setDeleting] = useState<CapacityAssignment | null>(null);
  const statuses = useStatusLabels();
  const deletingName = deleting?.name ?? "";

  const confirmDelete = async () => {
    if (!deleting) return;
    const name = deleting.name;
    try {
      await remove.trigger(event.id, deleting.id);
      toasts.show({ tone: "success", message: t`${name} was deleted.` });
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
      throw error;
    }
  };

  return (
    <Stack gap="lg" padding="lg">
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={1}>{title}</Heading>
        <Button iconStart={<PlusIcon size={16} />} onPress={() => setEditing("new")}>
          {t`Add a capacity`}
        </Button>
      </Inline>
      <Text as="p" tone="muted">
        {t`A capacity limits how many of several products can be sold together, such as the seats of a room shared by two kinds of ticket.`}
      </Text>
      {readFailed(list) ? (
        <QueryFailure query={list} failure={t`The capacities could not be loaded.`} />
      ) : (
        <Table aria-label={title} isLoading={!list.data} loadingLabel={t`Loading`}>
          <TableHeader>
            <Column id="name" isRowHeader>
              {t`Name`}
            </Column>
            <Column id="products">{t`Products`}</Column>
            <Column id="used">{t`Used`}</Column>
            <Column id="status">{t`Status`}</Column>
            <Column id="actions">{t`Actions`}</Column>
          </TableHeader>
          <TableBody
            items={list.data?.data ?? []}
            dependencies={[statuses]}
            renderEmptyState={() => (
              <EmptyState
                size="sm"
                titleLevel="none"
                title={t`No capacities yet`}
                description={t`Add one to share a limited number of places between several products.`}
              />
            )}
          >
            {(item) => {
              const name = item.name;
              const used = item.used_capacity;
              const capacity = item.capacity;
              const usedText = capacity === null ? t`${used} used, no limit` : t`${used} of ${capacity} used`;
              return (
                <Row id={item.id}>
                  <Cell>
                    <Text weight="medium">{name}</Text>
                  </Cell>
                  <Cell>{(item.products ?? []).map((product) => product.title).join(", ")}</Cell>
                  <Cell>
                    {capacity === null ? (
                      <Text size="sm">{usedText}</Text>
                    ) : (
                      <ProgressBar
                        label={usedText}
                        value={Math.min(used, capacity)}
                        maxValue={capacity}
                        tone={used >= capacity ? "danger" : "primary"}
                        size="sm"
                      />
                    )}
                  </Cell>
                  <Cell>
                    <Badge tone={item.status === "ACTIVE" ? "success" : "neutral"} dot>
                      {statuses[item.status]}
                    </Badge>
                  </Cell>
                  <Cell>
                    <EditAndDelete
                      name={name}
                      onEdit={() => setEditing(item)}
                      onDelete={() => setDeleting(item)}
                    />
                  </Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      )}

      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        isDismissable={false}
      >
        {editing === null ? null : (
          <CapacityDialog
            key={editing === "new" ? "new" : editing.id}
            eventId={event.id}
            existing={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`Delete this capacity?`}
        message={t`The products of ${{ name: deletingName }} will no longer share its limit.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

function useStatusLabels(): Record<CapacityAssignmentStatus, string> {
  const { t } = useLingui();
  return { ACTIVE: t`Active`, INACTIVE: t`Inactive` };
}

interface CapacityDialogProps {
  eventId: number;
  existing: CapacityAssignment | null;
  onDone: () => void;
}

/** Creates a capacity or changes one: its name, its limit, whether it applies, and its products. */
function CapacityDialog({ eventId, existing, onDone }: CapacityDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const create = useCreateCapacityAssignment();
  const update = useUpdateCapacityAssignment();
  const statuses = useStatusLabels();
  const categories = useProductCategories(eventId);
  const products = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const form = useSchemaForm({
    schema: capacityAssignmentBodySchema,
    initial: {
      name: existing?.name ?? "",
      capacity: existing?.capacity ?? Number.NaN,
      status: existing?.status ?? ("ACTIVE" as CapacityAssignmentStatus),
      product_ids: (existing?.products ?? []).map((product) => String(product.id)),
    },
    labels: {
      name: t`Name`,
      capacity: t`Capacity`,
      status: t`Status`,
      // Names the field inside its refusal ("Choose at least one product."); the group shows "Products".
      product_ids: t`product`,
    },
    toBody: (values) => ({
      name: values.name.trim(),
      capacity: Number.isNaN(values.capacity) ? null : values.capacity,
      status: values.status,
      product_ids: values.product_ids.map(Number),
    }),
    submit: (body: CapacityAssignmentBody) =>
      existing ? update.trigger(eventId, existing.id, body) : create.trigger(eventId, body),
    saved: ({ name }) => (existing ? t`${{ name }} was saved.` : t`${{ name }} was added.`),
    onSaved: onDone,
  });
  const existingName = existing?.name ?? "";

  return (
    <Dialog
      title={existing ? t`Edit ${{ name: existingName }}` : t`Add a capacity`}
      footer={({ close }) => <DialogFormFooter formId={formId} isPending={form.isPending} close={close} />}
    >
      <Form id={formId} {...form.props}>
        <Stack gap="md">
          <TextField {...form.field("name")} isRequired autoFocus />
          <NumberField {...form.field("capacity")} description={t`Leave empty for no limit.`} minValue={1} />
          <Select
            {...form.choice("status")}
            items={[
              { id: "ACTIVE", label: statuses.ACTIVE },
              { id: "INACTIVE", label: statuses.INACTIVE },
            ]}
            description={t`An inactive capacity does not limit sales.`}
            isRequired
          />
          <CheckboxGroup
            {...form.field("product_ids")}
            label={t`Products`}
            isRequired
            description={products.length === 0 ? t`The event has no products yet.` : undefined}
          >
            {products.map((product) => (
              <Checkbox key={product.id} value={String(product.id)}>
                {product.title}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </Stack>
      </Form>
    </Dialog>
  );
}

export { CapacityAssignmentsScreen as Component };
