import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type TicketDesignSettings,
  type TicketLayoutType,
  type UpdateEventSettingsBody,
  updateEventSettingsSchema,
} from "@varco/domain";
import { useUpdateEventSettings, useUploadEventImage } from "@varco/domain/swr";
import {
  Card,
  ColorField,
  FileDropZone,
  Form,
  Heading,
  Link,
  Select,
  Stack,
  Switch,
  Text,
  TextArea,
} from "@varco/ui";
import { useState } from "react";
import { FormActions } from "../../forms/FormActions";
import { failureMessage } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { DesignedTicket, TicketBody, ticketDesignOf } from "../tickets/TicketView";
import { useEventArea } from "./eventArea";
import { sampleOrder, sampleTicket } from "./ticketSample";

/** The designer's fields, named as the server names them in its refusals. */
interface DesignValues {
  "ticket_design_settings.enabled": boolean;
  "ticket_design_settings.accent_color": string | null;
  "ticket_design_settings.logo_image_id": number | null;
  "ticket_design_settings.footer_text": string;
  "ticket_design_settings.layout_type": TicketLayoutType;
}

function valuesOf(settings: Event["settings"]): DesignValues {
  const design = settings?.ticket_design_settings;
  return {
    "ticket_design_settings.enabled": design?.enabled ?? true,
    "ticket_design_settings.accent_color": design?.accent_color ?? null,
    "ticket_design_settings.logo_image_id": design?.logo_image_id ?? null,
    "ticket_design_settings.footer_text": design?.footer_text ?? "",
    "ticket_design_settings.layout_type": design?.layout_type ?? "default",
  };
}

function designOf(values: DesignValues): TicketDesignSettings {
  const footer = values["ticket_design_settings.footer_text"].trim();
  return {
    enabled: values["ticket_design_settings.enabled"],
    accent_color: values["ticket_design_settings.accent_color"],
    logo_image_id: values["ticket_design_settings.logo_image_id"],
    footer_text: footer === "" ? null : footer,
    layout_type: values["ticket_design_settings.layout_type"],
  };
}

/**
 * `/manage/event/:eventId/ticket-designer`: the tickets' accent colour, logo, footer and layout,
 * with the ticket drawn as buyers will see it from the values not yet saved. Saved with
 * `PATCH events/{id}/settings`, the ticket page, its print sheets and the ticket mail follow.
 */
export function TicketDesignerScreen() {
  const { event } = useEventArea();
  return <Designer key={event.id} event={event} />;
}

function Designer({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  usePageTitle(`${t`Ticket designer`} · ${event.title}`);
  const update = useUpdateEventSettings();
  const upload = useUploadEventImage();
  const [logoFailure, setLogoFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: updateEventSettingsSchema,
    initial: () => valuesOf(event.settings),
    labels: {
      "ticket_design_settings.enabled": t`Use this design on tickets`,
      "ticket_design_settings.accent_color": t`Accent colour`,
      "ticket_design_settings.logo_image_id": t`Ticket logo`,
      "ticket_design_settings.footer_text": t`Ticket footer`,
      "ticket_design_settings.layout_type": t`Layout`,
    },
    toBody: (values) => ({ ticket_design_settings: designOf(values) }),
    submit: (body: UpdateEventSettingsBody) => update.trigger(event.id, body),
    saved: t`Ticket design saved.`,
    onSaved: (answer) => form.reset(valuesOf(answer)),
  });
  const logoId = form.values["ticket_design_settings.logo_image_id"];
  const logo = event.images?.find((image) => image.id === logoId);

  const onLogo = (file: File) => {
    setLogoFailure(null);
    upload.trigger(event.id, { image: file, type: "TICKET_LOGO" }).then(
      (image) => form.set("ticket_design_settings.logo_image_id", image.id),
      (error: unknown) => setLogoFailure(failureMessage(error, i18n)),
    );
  };

  // The preview is the ticket itself, dressed in the values on screen.
  const shown = { ...event, organizer: undefined };
  const sample = sampleTicket({ holder: t`Sample attendee`, product: t`Admission` });

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{t`Ticket designer`}</Heading>
      <Card
        id="design"
        title={t`Design`}
        titleLevel={2}
        description={t`How tickets look on their page, on paper and in the ticket email.`}
      >
        <Form {...form.props}>
          <Stack gap="md">
            <Switch {...form.toggle("ticket_design_settings.enabled")} />
            <ColorField
              {...form.field("ticket_design_settings.accent_color")}
              description={t`Used for the ticket's edges and lines.`}
            />
            <Select
              {...form.choice("ticket_design_settings.layout_type")}
              items={[
                { id: "default", label: t`Classic` },
                { id: "modern", label: t`Modern` },
              ]}
            />
            <Stack gap="sm">
              <FileDropZone
                label={t`Ticket logo`}
                value={logo?.url ?? null}
                onSelect={onLogo}
                onRemove={() => form.set("ticket_design_settings.logo_image_id", null)}
                isDisabled={upload.isMutating}
                isInvalid={logoFailure !== null}
                errorMessage={logoFailure ?? undefined}
              />
              {upload.isMutating ? (
                <Text size="sm" tone="muted" role="status">
                  {t`Uploading…`}
                </Text>
              ) : null}
            </Stack>
            <TextArea
              {...form.field("ticket_design_settings.footer_text")}
              description={t`Printed at the bottom of every ticket, up to 500 characters.`}
            />
            <FormActions isPending={form.isPending} align="end" label={t`Save ticket design`} />
          </Stack>
        </Form>
      </Card>
      <Card
        id="preview"
        title={t`Preview`}
        titleLevel={2}
        description={t`The ticket as buyers will see it once the design is saved.`}
        actions={
          <Link variant="standalone" href={`/manage/event/${event.id}/ticket-designer/print`}>
            {t`Print preview of the saved design`}
          </Link>
        }
      >
        <section aria-label={t`Ticket preview`}>
          <DesignedTicket design={ticketDesignOf(shown, designOf(form.values))}>
            <Heading level={3}>{event.title}</Heading>
            <TicketBody ticket={sample} order={sampleOrder} event={shown} standing="valid" />
          </DesignedTicket>
        </section>
      </Card>
    </Stack>
  );
}

export { TicketDesignerScreen as Component };
