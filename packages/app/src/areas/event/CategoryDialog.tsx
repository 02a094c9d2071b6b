import { useLingui } from "@lingui/react/macro";
import { type ProductCategory, type ProductCategoryBody, productCategoryBodySchema } from "@varco/domain";
import { useCreateProductCategory, useUpdateProductCategory } from "@varco/domain/swr";
import { Modal, Switch, TextArea, TextField } from "@varco/ui";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";

interface CategoryDialogProps {
  eventId: number;
  existing: ProductCategory | null;
  onDone: () => void;
}

/** Adds a category of products to the event, or changes one: its name, description and visibility. */
export function CategoryDialog({ eventId, existing, onDone }: CategoryDialogProps) {
  const { t } = useLingui();
  const create = useCreateProductCategory();
  const update = useUpdateProductCategory();
  const form = useSchemaForm({
    schema: productCategoryBodySchema,
    initial: {
      name: existing?.name ?? "",
      description: existing?.description ?? "",
      is_hidden: existing?.is_hidden ?? false,
      no_products_message: existing?.no_products_message ?? "",
    },
    labels: {
      name: t`Name`,
      description: t`Description`,
      is_hidden: t`Hide this category from buyers`,
      no_products_message: t`Message when it has no products`,
    },
    toBody: (values) => ({
      ...values,
      name: values.name.trim(),
      description: values.description.trim() || null,
      no_products_message: values.no_products_message.trim() || null,
    }),
    submit: (body: ProductCategoryBody) =>
      existing ? update.trigger(eventId, existing.id, body) : create.trigger(eventId, body),
    saved: ({ name }) => (existing ? t`${{ name }} was saved.` : t`${{ name }} was added.`),
    onSaved: onDone,
  });

  return (
    <Modal isOpen onOpenChange={(open) => !open && onDone()} isDismissable={false}>
      <FormDialog title={existing ? t`Edit the category` : t`Add a category`} form={form}>
        <TextField {...form.field("name")} isRequired autoFocus />
        <TextArea {...form.field("description")} rows={2} />
        <TextField
          {...form.field("no_products_message")}
          description={t`Shown in place of the products while the category has none.`}
        />
        <Switch {...form.toggle("is_hidden")} />
      </FormDialog>
    </Modal>
  );
}
