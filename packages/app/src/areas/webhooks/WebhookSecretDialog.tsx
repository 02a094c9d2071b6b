import { useLingui } from "@lingui/react/macro";
import type { Webhook } from "@varco/domain";
import { AlertTriangleIcon, Button, CodeBlock, Dialog, Inline, Modal, Stack, Text } from "@varco/ui";

/**
 * The signing secret of a webhook just added or given a new one: this is the only time it shows,
 * so it comes with a copy button and says so. It closes only by its button (not by a click beside
 * it, which would lose the secret by accident).
 */
export function WebhookSecretDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useLingui();
  const secret = webhook?.secret ?? "";
  const url = webhook?.url ?? "";
  return (
    <Modal
      isOpen={webhook !== null && secret !== ""}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <Dialog
        title={t`The webhook's secret`}
        showCloseButton={false}
        footer={({ close }) => <Button onPress={close}>{t`I have copied it`}</Button>}
      >
        <Stack gap="md">
          <Inline gap="sm" align="start" wrap={false}>
            <AlertTriangleIcon size={18} aria-hidden />
            <Text as="p" weight="medium">
              {t`Copy it now: it will not be shown again. The system receiving the deliveries uses it to check that each one comes from us.`}
            </Text>
          </Inline>
          <CodeBlock
            code={secret}
            aria-label={t`Secret of ${url}`}
            copyLabel={t`Copy the secret`}
            copiedLabel={t`Secret copied`}
          />
        </Stack>
      </Dialog>
    </Modal>
  );
}
