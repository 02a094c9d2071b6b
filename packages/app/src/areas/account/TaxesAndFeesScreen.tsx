import { useLingui } from "@lingui/react/macro";
import {
  type TaxAndFee,
  type TaxAndFeeBody,
  type TaxAndFeeCalculationType,
  type TaxAndFeeType,
  taxAndFeeBodySchema,
} from "@varco/domain";
import { useCreateTaxOrFee, useDeleteTaxOrFee, useTaxesAndFees, useUpdateTaxOrFee } from "@varco/domain/swr";
import {
  Badge,
  Button,
  Cell,
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
  Row,
  Select,
  Stack,
  Switch,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextArea,
  TextField,
  toasts,
} from "@varco/ui";
import { useId, useState } from "react";
import { DialogFormFooter } from "../../forms/FormActions";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { QueryFailure, readFailed } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useAccountArea } from "./accountArea";

/** /account/taxes-and-fees: what products of the account may add to their price. */
export function TaxesAndFeesScreen() {
  const { t } = useLingui();
  const title = t`Taxes and fees`;
  usePageTitle(title);
  const { account } = useAccountArea();
  const { bcp47 } = useLocaleControls();
  const list = useTaxesAndFees(account.id);
  const remove = useDeleteTaxOrFee();
  const [editing, setEditing] = useState<TaxAndFee | "new" | null>(null);
  const [deleting, setDeleting] = useState<TaxAndFee | null>(null);
  const kinds = useKindLabels();
  const deletingName = deleting?.name ?? "";

  const rateOf = (item: TaxAndFee) =>
    item.calculation_type === "PERCENTAGE"
      ? new Intl.NumberFormat(bcp47, { style: "percent", maximumFractionDigits: 3 }).format(item.rate / 100)
      : new Intl.NumberFormat(bcp47, { style: "currency", currency: account.currency_code }).format(
          item.rate,
        );

  const confirmDelete = async () => {
    if (!deleting) return;
    const name = deleting.name;
    try {
      await remove.trigger(account.id, deleting.id);
      toasts.show({ tone: "success", message: t`${name} was deleted.` });
    } catch (error) {
      toasts.show({ tone: "danger", message: t`${name} could not be deleted. Try again in a moment.` });
      throw error;
    }
  };

  return (
    <Stack gap="lg" padding="lg">
      <Inline gap="md" align="center" justify="between">
        <Heading level={1}>{title}</Heading>
        <Button iconStart={<PlusIcon size={16} />} onPress={() => setEditing("new")}>
          {t`Add a tax or fee`}
        </Button>
      </Inline>
      <Text as="p" tone="muted">
        {t`Taxes and fees are added to the price of the products you choose. Default ones are applied to new products.`}
      </Text>
      {readFailed(list) ? (
        <QueryFailure query={list} failure={t`The taxes and fees could not be loaded.`} />
      ) : (
        <Table aria-label={title} isLoading={!list.data} loadingLabel={t`Loading`}>
          <TableHeader>
            <Column id="name" isRowHeader>
              {t`Name`}
            </Column>
            <Column id="type">{t`Type`}</Column>
            <Column id="rate">{t`Rate`}</Column>
            <Column id="status">{t`Status`}</Column>
            <Column id="used-by">{t`Used by`}</Column>
            <Column id="actions">{t`Actions`}</Column>
          </TableHeader>
          <TableBody
            items={list.data ?? []}
            dependencies={[kinds, bcp47, account.currency_code]}
            renderEmptyState={() => (
              <EmptyState
                size="sm"
                titleLevel="none"
                title={t`No taxes or fees yet`}
                description={t`Add VAT, a booking fee or any other charge your products carry.`}
              />
            )}
          >
            {(item) => {
              const name = item.name;
              return (
                <Row id={item.id}>
                  <Cell>
                    <Stack gap="none">
                      <Text weight="medium">{item.name}</Text>
                      {item.description ? (
                        <Text size="sm" tone="muted">
                          {item.description}
                        </Text>
                      ) : null}
                    </Stack>
                  </Cell>
                  <Cell>{kinds.type[item.type]}</Cell>
                  <Cell>{rateOf(item)}</Cell>
                  <Cell>
                    <Inline gap="xs">
                      <Badge tone={item.is_active ? "success" : "neutral"} dot>
                        {item.is_active ? t`Active` : t`Inactive`}
                      </Badge>
                      {item.is_default ? <Badge tone="info">{t`Default`}</Badge> : null}
                    </Inline>
                  </Cell>
                  <Cell>
                    <UsedBy item={item} />
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
          <TaxOrFeeDialog
            key={editing === "new" ? "new" : editing.id}
            accountId={account.id}
            currency={account.currency_code}
            existing={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`Delete this tax or fee?`}
        message={t`Products that use ${{ name: deletingName }} will no longer add it to their price.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

/** Where a tax or fee is charged: each live product that adds it, and its event. */
function UsedBy({ item }: { item: TaxAndFee }) {
  const { t } = useLingui();
  const users = item.used_by;
  // A server that does not say where it is used leaves the cell empty rather than guess.
  if (users === undefined) return null;
  if (users.length === 0)
    return (
      <Text size="sm" tone="muted">
        {t`Not used yet`}
      </Text>
    );
  return (
    <Stack as="ul" gap="none">
      {users.map((use) => {
        const product = use.product_title;
        const event = use.event_title;
        return (
          <li key={use.product_id}>
            <Text size="sm">{t`${product} (${event})`}</Text>
          </li>
        );
      })}
    </Stack>
  );
}

function useKindLabels() {
  const { t } = useLingui();
  const type: Record<TaxAndFeeType, string> = { TAX: t`Tax`, FEE: t`Fee` };
  const calculation: Record<TaxAndFeeCalculationType, string> = {
    PERCENTAGE: t`Percentage`,
    FIXED: t`Fixed amount`,
  };
  return { type, calculation };
}

interface TaxOrFeeDialogProps {
  accountId: number;
  /** The account's currency, in which a fixed amount is shown. */
  currency: string;
  existing: TaxAndFee | null;
  onDone: () => void;
}

/** Creates a tax or fee, or changes one: every field of it on one form. */
function TaxOrFeeDialog({ accountId, currency, existing, onDone }: TaxOrFeeDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const create = useCreateTaxOrFee();
  const update = useUpdateTaxOrFee();
  const kinds = useKindLabels();
  const form = useSchemaForm({
    schema: taxAndFeeBodySchema,
    initial: {
      name: existing?.name ?? "",
      type: existing?.type ?? ("TAX" as TaxAndFeeType),
      calculation_type: existing?.calculation_type ?? ("PERCENTAGE" as TaxAndFeeCalculationType),
      rate: existing?.rate ?? Number.NaN,
      is_active: existing?.is_active ?? true,
      is_default: existing?.is_default ?? false,
      description: existing?.description ?? "",
    },
    labels: {
      name: t`Name`,
      type: t`Type`,
      calculation_type: t`Calculation`,
      rate: t`Rate`,
      description: t`Description`,
      is_active: t`Active`,
      is_default: t`Default`,
    },
    toBody: (values) => ({
      ...values,
      name: values.name.trim(),
      rate: Number.isNaN(values.rate) ? undefined : values.rate,
      description: values.description.trim() || null,
    }),
    reasons: { rate: t`A percentage rate must be at most 100.` },
    submit: (body: TaxAndFeeBody) =>
      existing ? update.trigger(accountId, existing.id, body) : create.trigger(accountId, body),
    saved: ({ name }) => (existing ? t`${{ name }} was saved.` : t`${{ name }} was added.`),
    onSaved: onDone,
  });
  const existingName = existing?.name ?? "";

  return (
    <Dialog
      title={existing ? t`Edit ${{ name: existingName }}` : t`Add a tax or fee`}
      footer={({ close }) => <DialogFormFooter formId={formId} isPending={form.isPending} close={close} />}
    >
      <Form id={formId} {...form.props}>
        <Stack gap="md">
          <TextField {...form.field("name")} isRequired autoFocus />
          <Select
            {...form.choice("type")}
            items={[
              { id: "TAX", label: kinds.type.TAX },
              { id: "FEE", label: kinds.type.FEE },
            ]}
            isRequired
          />
          <Select
            {...form.choice("calculation_type")}
            items={[
              { id: "PERCENTAGE", label: kinds.calculation.PERCENTAGE },
              { id: "FIXED", label: kinds.calculation.FIXED },
            ]}
            isRequired
          />
          <NumberField
            {...form.field("rate")}
            description={
              form.values.calculation_type === "PERCENTAGE"
                ? t`A percentage of the price, from 0 to 100.`
                : t`An amount in the currency of the event.`
            }
            minValue={0}
            // A fixed amount reads as money in the account's currency (€1.50), a rate as a number.
            formatOptions={
              form.values.calculation_type === "FIXED"
                ? { style: "currency", currency }
                : { maximumFractionDigits: 3 }
            }
            isRequired
          />
          <TextArea {...form.field("description")} rows={2} />
          <Switch {...form.toggle("is_active")} description={t`Inactive ones are not charged.`} />
          <Switch {...form.toggle("is_default")} description={t`Applied to new products automatically.`} />
        </Stack>
      </Form>
    </Dialog>
  );
}

export { TaxesAndFeesScreen as Component };
