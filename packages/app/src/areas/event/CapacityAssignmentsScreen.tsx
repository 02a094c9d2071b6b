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
import { Badge, Cell, NumberField, ProgressBar, Select, Text, TextField } from "@varco/ui";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { EditableTable } from "../../shell/EditableTable";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEditableList } from "../../shell/useEditableList";
import { useEventArea } from "./eventArea";
import { ProductCheckboxes } from "./ProductCheckboxes";

/** Enough for every assignment of an event on one page. */
const listParams = { per_page: maxPerPage };

/**
 * `/manage/event/:eventId/capacity-assignments`: capacity several products share (a room of 200
 * seats sold as early-bird and regular tickets), how much of it is used, and its dialogs.
 */
export function CapacityAssignmentsScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  const title = t`Capacity`;
  usePageTitle(`${title} · ${event.title}`);
  const read = useCapacityAssignments(event.id, listParams);
  const remove = useDeleteCapacityAssignment();
  const list = useEditableList<CapacityAssignment>();
  const statuses = useStatusLabels();

  return (
    <EditableTable
      list={list}
      title={title}
      addLabel={t`Add a capacity`}
      intro={t`A capacity limits how many of several products can be sold together, such as the seats of a room shared by two kinds of ticket.`}
      read={read}
      items={read.data?.data}
      failure={t`The capacities could not be loaded.`}
      columns={[
        { id: "name", label: t`Name` },
        { id: "products", label: t`Products` },
        { id: "used", label: t`Used` },
        { id: "status", label: t`Status` },
      ]}
      dependencies={[statuses]}
      empty={{
        title: t`No capacities yet`,
        description: t`Add one to share a limited number of places between several products.`,
      }}
      row={(item) => {
        const used = item.used_capacity;
        const capacity = item.capacity;
        const usedText = capacity === null ? t`${used} used, no limit` : t`${used} of ${capacity} used`;
        return {
          name: item.name,
          cells: (
            <>
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
            </>
          ),
          actions: <EditAndDelete name={item.name} {...list.rowActions(item)} />,
        };
      }}
      editor={(existing, done) => <CapacityDialog eventId={event.id} existing={existing} onDone={done} />}
      deletion={{
        nameOf: (item) => item.name,
        title: t`Delete this capacity?`,
        message: (name) => t`The products of ${{ name }} will no longer share its limit.`,
        remove: (item) => remove.trigger(event.id, item.id),
      }}
    />
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
    <FormDialog title={existing ? t`Edit ${{ name: existingName }}` : t`Add a capacity`} form={form}>
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
      <ProductCheckboxes
        {...form.field("product_ids")}
        label={t`Products`}
        isRequired
        description={products.length === 0 ? t`The event has no products yet.` : undefined}
        products={products}
      />
    </FormDialog>
  );
}

export { CapacityAssignmentsScreen as Component };
