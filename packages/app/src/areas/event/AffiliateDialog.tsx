import { useLingui } from "@lingui/react/macro";
import {
  type Affiliate,
  type AffiliateStatus,
  type CreateAffiliateBody,
  createAffiliateSchema,
  type Event,
} from "@varco/domain";
import { useCreateAffiliate, useUpdateAffiliate } from "@varco/domain/swr";
import { Select, TextField } from "@varco/ui";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";

interface AffiliateDialogProps {
  event: Event;
  existing: Affiliate | null;
  onDone: () => void;
}

/**
 * Adds an affiliate or changes one: its name, its code (capitals as it is typed, and fixed once
 * made: links already shared carry it), an email to reach it and whether its link credits sales.
 */
export function AffiliateDialog({ event, existing, onDone }: AffiliateDialogProps) {
  const { t } = useLingui();
  const create = useCreateAffiliate();
  const update = useUpdateAffiliate();
  const form = useSchemaForm({
    schema: createAffiliateSchema,
    initial: () => ({
      name: existing?.name ?? "",
      code: existing?.code ?? "",
      email: existing?.email ?? "",
      status: existing?.status ?? ("ACTIVE" as AffiliateStatus),
    }),
    labels: { name: t`Name`, code: t`Code`, email: t`Email`, status: t`Status` },
    toBody: (values) => ({
      name: values.name.trim(),
      code: values.code.trim(),
      email: values.email.trim() === "" ? null : values.email.trim(),
      status: values.status,
    }),
    submit: (body: CreateAffiliateBody) =>
      existing
        ? update.trigger(event.id, existing.id, {
            name: body.name,
            email: body.email ?? null,
            status: body.status ?? existing.status,
          })
        : create.trigger(event.id, body),
    saved: ({ name }) => (existing ? t`${{ name }} was saved.` : t`${{ name }} was added.`),
    onSaved: onDone,
  });
  const code = form.field("code");
  const existingName = existing?.name ?? "";

  return (
    <FormDialog title={existing ? t`Edit ${{ name: existingName }}` : t`Add an affiliate`} form={form}>
      <TextField {...form.field("name")} isRequired autoFocus />
      <TextField
        {...code}
        // Codes are kept in capitals: shown so as they are typed.
        onChange={(value) => code.onChange(value.toUpperCase())}
        isReadOnly={existing ? true : code.isReadOnly}
        description={
          existing
            ? t`The code cannot change: the links already shared carry it.`
            : t`In the tracking link. Letters, digits, - and _, up to 50; it cannot change later.`
        }
        isRequired
      />
      <TextField {...form.field("email")} type="email" />
      <Select
        {...form.choice("status")}
        items={[
          { id: "ACTIVE", label: t`Active` },
          { id: "INACTIVE", label: t`Inactive` },
        ]}
        description={t`An inactive affiliate's link credits no new sales.`}
        isRequired
      />
    </FormDialog>
  );
}
