import type { DateValue } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  Button,
  DatePicker,
  Inline,
  NumberField,
  PlusIcon,
  Stack,
  Switch,
  Text,
  TextField,
  XIcon,
} from "@varco/ui";

/** One price tier on the form; `id` is the saved price it changes (none: a new one). */
export interface TierValues {
  key: string;
  id?: number;
  label: string;
  price: number;
  initial_quantity_available: number;
  sale_start_date: DateValue | null;
  sale_end_date: DateValue | null;
  is_hidden: boolean;
}

/** A tier's refusal as its controls show it (`useSchemaForm`'s `refusal`). */
type Refusal = (name: string) => { isInvalid?: boolean; errorMessage?: string; isDisabled?: boolean };

/**
 * A product's price tiers, each with its name, price, quantity, sale window and visibility, and the
 * buttons that add and remove one (the last one stays). Fields are named as the wire names them
 * (`prices.1.price`), so a refusal shows on its tier.
 */
export function PriceTierFields({
  tiers,
  money,
  dateDescription,
  refusal,
  onChange,
  onRemove,
  onAdd,
}: {
  tiers: TierValues[];
  money: Intl.NumberFormatOptions;
  dateDescription: string;
  refusal: Refusal;
  /** A change to one tier, and the name of the field it changed (its refusal goes). */
  onChange: (key: string, change: Partial<TierValues>, field: string) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      {tiers.map((tier, index) => {
        const number = index + 1;
        return (
          <Stack key={tier.key} role="group" aria-label={t`Tier ${number}`} gap="sm">
            <Inline gap="sm" align="center" justify="between">
              <Text weight="medium">{t`Tier ${number}`}</Text>
              <Button
                size="sm"
                variant="subtle"
                tone="danger"
                iconStart={<XIcon size={14} />}
                aria-label={t`Remove tier ${number}`}
                isDisabled={tiers.length <= 1}
                onPress={() => onRemove(tier.key)}
              >
                {t`Remove`}
              </Button>
            </Inline>
            <TextField
              label={t`Tier name`}
              value={tier.label}
              onChange={(label) => onChange(tier.key, { label }, "label")}
              {...refusal(`prices.${index}.label`)}
              isRequired
            />
            <NumberField
              label={t`Price`}
              value={tier.price}
              onChange={(price) => onChange(tier.key, { price }, "price")}
              {...refusal(`prices.${index}.price`)}
              minValue={0}
              formatOptions={money}
              isRequired
            />
            <NumberField
              label={t`Quantity available`}
              description={t`Leave empty for no limit.`}
              value={tier.initial_quantity_available}
              onChange={(quantity) =>
                onChange(tier.key, { initial_quantity_available: quantity }, "initial_quantity_available")
              }
              {...refusal(`prices.${index}.initial_quantity_available`)}
              minValue={0}
            />
            <DatePicker
              label={t`Sale starts`}
              description={dateDescription}
              granularity="minute"
              value={tier.sale_start_date}
              onChange={(date) => onChange(tier.key, { sale_start_date: date }, "sale_start_date")}
              {...refusal(`prices.${index}.sale_start_date`)}
            />
            <DatePicker
              label={t`Sale ends`}
              granularity="minute"
              value={tier.sale_end_date}
              onChange={(date) => onChange(tier.key, { sale_end_date: date }, "sale_end_date")}
              {...refusal(`prices.${index}.sale_end_date`)}
            />
            <Switch
              isSelected={tier.is_hidden}
              onChange={(is_hidden) => onChange(tier.key, { is_hidden }, "is_hidden")}
            >
              {t`Hide this tier`}
            </Switch>
          </Stack>
        );
      })}
      <Inline>
        <Button variant="outline" iconStart={<PlusIcon size={16} />} onPress={onAdd}>
          {t`Add a tier`}
        </Button>
      </Inline>
    </Stack>
  );
}
