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
  Cell,
  Inline,
  NumberField,
  Select,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
} from "@varco/ui";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { EditableTable } from "../../shell/EditableTable";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEditableList } from "../../shell/useEditableList";
import { useAccountArea } from "./accountArea";

/** /account/taxes-and-fees: what products of the account may add to their price. */
export function TaxesAndFeesScreen() {
  const { t } = useLingui();
  const title = t`Taxes and fees`;
  usePageTitle(title);
  const { account } = useAccountArea();
  const { bcp47 } = useLocaleControls();
  const read = useTaxesAndFees(account.id);
  const remove = useDeleteTaxOrFee();
  const list = useEditableList<TaxAndFee>();
  const kinds = useKindLabels();

  const rateOf = (item: TaxAndFee) =>
    item.calculation_type === "PERCENTAGE"
      ? new Intl.NumberFormat(bcp47, { style: "percent", maximumFractionDigits: 3 }).format(item.rate / 100)
      : new Intl.NumberFormat(bcp47, { style: "currency", currency: account.currency_code }).format(
          item.rate,
        );

  return (
    <EditableTable
      list={list}
      title={title}
      addLabel={t`Add a tax or fee`}
      intro={t`Taxes and fees are added to the price of the products you choose. Default ones are applied to new products.`}
      read={read}
      items={read.data}
      failure={t`The taxes and fees could not be loaded.`}
      columns={[
        { id: "name", label: t`Name` },
        { id: "type", label: t`Type` },
        { id: "rate", label: t`Rate` },
        { id: "status", label: t`Status` },
        { id: "used-by", label: t`Used by` },
      ]}
      dependencies={[kinds, bcp47, account.currency_code]}
      empty={{
        title: t`No taxes or fees yet`,
        description: t`Add VAT, a booking fee or any other charge your products carry.`,
      }}
      row={(item) => ({
        name: item.name,
        detail: item.description,
        cells: (
          <>
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
          </>
        ),
        actions: <EditAndDelete name={item.name} {...list.rowActions(item)} />,
      })}
      editor={(existing, done) => (
        <TaxOrFeeDialog
          accountId={account.id}
          currency={account.currency_code}
          existing={existing}
          onDone={done}
        />
      )}
      deletion={{
        nameOf: (item) => item.name,
        title: t`Delete this tax or fee?`,
        message: (name) => t`Products that use ${{ name }} will no longer add it to their price.`,
        remove: (item) => remove.trigger(account.id, item.id),
        failure: (_, item) => {
          const name = item.name;
          return t`${name} could not be deleted. Try again in a moment.`;
        },
      }}
    />
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

/** A select's items, in the order of their words. */
const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, label]) => ({ id, label }));

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
    <FormDialog title={existing ? t`Edit ${{ name: existingName }}` : t`Add a tax or fee`} form={form}>
      <TextField {...form.field("name")} isRequired autoFocus />
      <Select {...form.choice("type")} items={choicesOf(kinds.type)} isRequired />
      <Select {...form.choice("calculation_type")} items={choicesOf(kinds.calculation)} isRequired />
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
    </FormDialog>
  );
}

export { TaxesAndFeesScreen as Component };
