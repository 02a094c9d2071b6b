import { useLingui } from "@lingui/react/macro";
import { PasswordField } from "@varco/ui";
import type { FieldReasons } from "./fieldErrors";
import type { FormFields } from "./useSchemaForm";

/** The refusal only these two fields together can have, for the form's `reasons`. */
export function useNewPasswordReasons(): FieldReasons {
  const { t } = useLingui();
  return { password_confirmation: t`The passwords do not match.` };
}

/**
 * A new password and its confirmation (`password`, `password_confirmation`), as every form that
 * sets one asks for them: registering, accepting an invitation, resetting, changing it.
 */
export function NewPasswordFields({ form }: { form: FormFields<"password" | "password_confirmation"> }) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        {...form.field("password")}
        autoComplete="new-password"
        description={t`At least 8 characters.`}
        isRequired
      />
      <PasswordField {...form.field("password_confirmation")} autoComplete="new-password" isRequired />
    </>
  );
}
