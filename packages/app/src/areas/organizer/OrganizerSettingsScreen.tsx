import { useLingui } from "@lingui/react/macro";
import {
  type ImageType,
  maxImageBytes,
  type Organizer,
  type OrganizerHomepageVisibility,
  type OrganizerSettings,
  organizerAddressInputSchema,
  organizerBodySchema,
  type SocialNetwork,
  updateOrganizerSettingsSchema,
} from "@varco/domain";
import {
  useDeleteImage,
  useOrganizerSettings,
  useUpdateOrganizer,
  useUpdateOrganizerSettings,
  useUploadImage,
} from "@varco/domain/swr";
import {
  Box,
  Card,
  FileDropZone,
  Form,
  Inline,
  PasswordField,
  Select,
  Stack,
  Switch,
  TextArea,
  TextField,
  toasts,
} from "@varco/ui";
import { type ReactNode, useState } from "react";
import { AddressFields, addressBody, addressValues, useAddressLabels } from "../../forms/AddressFields";
import { FormActions } from "../../forms/FormActions";
import { type FieldLabels, failureMessage } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { QueryView } from "../../shell/QueryView";
import {
  OrganizerDetailsFields,
  organizerDetailsBody,
  organizerDetailsValues,
  useOrganizerLabels,
} from "./OrganizerDetailsFields";
import { useOrganizerArea } from "./OrganizerLayout";

/** The networks offered on the settings page; handles of the others, if any, are kept as they are. */
const offeredNetworks = [
  "facebook",
  "instagram",
  "twitter",
  "linkedin",
  "tiktok",
  "youtube",
  "whatsapp",
  "telegram",
] as const satisfies readonly SocialNetwork[];

const networkNames: Record<(typeof offeredNetworks)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  youtube: "YouTube",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
};

/** /manage/organizer/{organizerId}/settings: details, images, public page, social, SEO, location. */
export function OrganizerSettingsScreen() {
  const { organizer } = useOrganizerArea();
  return (
    <Stack gap="xl">
      <DetailsSection organizer={organizer} />
      <ImagesSection organizer={organizer} />
      <SettingsSections organizer={organizer} />
    </Stack>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} titleLevel={2} description={description} padding="lg">
      {children}
    </Card>
  );
}

function DetailsSection({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  const update = useUpdateOrganizer();
  const form = useSchemaForm({
    schema: organizerBodySchema,
    initial: organizerDetailsValues(organizer),
    labels: useOrganizerLabels(),
    toBody: (values) => organizerDetailsBody(values, true),
    submit: (body) => update.trigger(organizer.id, body),
    saved: t`Organiser details saved.`,
  });

  return (
    <Section title={t`Details`}>
      <Form aria-label={t`Details`} {...form.props}>
        <Stack gap="lg">
          <OrganizerDetailsFields form={form} withContactDetails />
          <FormActions isPending={form.isPending} align="end" />
        </Stack>
      </Form>
    </Section>
  );
}

function ImagesSection({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  return (
    <Section title={t`Logo and cover`} description={t`Shown on your public page and in your emails.`}>
      <Inline gap="lg" collapseBelow="md" align="start">
        <ImageField
          organizer={organizer}
          type="ORGANIZER_LOGO"
          label={t`Organiser logo`}
          description={t`A square image of at least 100 × 100 pixels.`}
          uploaded={t`Logo uploaded.`}
          removed={t`Logo removed.`}
        />
        <ImageField
          organizer={organizer}
          type="ORGANIZER_COVER"
          label={t`Cover image`}
          description={t`A wide image of at least 600 pixels across.`}
          uploaded={t`Cover image uploaded.`}
          removed={t`Cover image removed.`}
        />
      </Inline>
    </Section>
  );
}

function ImageField({
  organizer,
  type,
  label,
  description,
  uploaded,
  removed,
}: {
  organizer: Organizer;
  type: Extract<ImageType, "ORGANIZER_LOGO" | "ORGANIZER_COVER">;
  label: string;
  description: string;
  uploaded: string;
  removed: string;
}) {
  const { t, i18n } = useLingui();
  const upload = useUploadImage();
  const remove = useDeleteImage();
  const [problem, setProblem] = useState<string | null>(null);
  const image = organizer.images?.filter((candidate) => candidate.type === type).at(-1);

  const failed = (error: unknown) => {
    const reason = failureMessage(error, i18n);
    setProblem(reason);
    toasts.show({ title: t`The image could not be saved`, message: reason, tone: "danger" });
  };

  return (
    <Box grow width="full">
      <FileDropZone
        label={label}
        description={description}
        value={image?.url ?? null}
        maxBytes={maxImageBytes}
        isDisabled={upload.isMutating || remove.isMutating}
        isInvalid={problem !== null}
        errorMessage={problem ?? undefined}
        onSelect={(file) => {
          setProblem(null);
          upload
            .trigger({ image: file, type, entityId: organizer.id })
            .then(() => toasts.show({ message: uploaded, tone: "success" }), failed);
        }}
        onRemove={() => {
          setProblem(null);
          if (!image) return;
          remove.trigger(image.id).then(() => toasts.show({ message: removed, tone: "success" }), failed);
        }}
      />
    </Box>
  );
}

function SettingsSections({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  return (
    <QueryView
      query={useOrganizerSettings(organizer.id)}
      loadingLabel={t`Loading the settings`}
      failure={t`The organiser's settings could not be loaded.`}
      rows={2}
      rowHeight={200}
    >
      {(settings) => (
        <>
          <HomepageSection organizer={organizer} settings={settings} />
          <SocialSection organizer={organizer} settings={settings} />
          <SeoSection organizer={organizer} settings={settings} />
          <LocationSection organizer={organizer} settings={settings} />
        </>
      )}
    </QueryView>
  );
}

/** A blank text as null: an emptied setting is cleared, not kept. */
const orNull = (value: string) => (value === "" ? null : value);

/** One settings form: its part of the PATCH, checked with the domain schema, sent, and said so. */
function useSettingsForm<Values extends object>(
  organizer: Organizer,
  form: { initial: Values; labels: FieldLabels; toBody: (values: Values) => unknown },
) {
  const { t } = useLingui();
  const save = useUpdateOrganizerSettings();
  return useSchemaForm({
    ...form,
    schema: updateOrganizerSettingsSchema,
    submit: (body) => save.trigger(organizer.id, body),
    saved: t`Settings saved.`,
  });
}

function HomepageSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const form = useSettingsForm(organizer, {
    initial: {
      homepage_visibility: settings.homepage_visibility as OrganizerHomepageVisibility,
      homepage_password: "",
      website_url: settings.website_url ?? "",
    },
    labels: {
      homepage_visibility: t`Who can see the public page`,
      homepage_password: t`Page password`,
      website_url: t`Website linked from the public page`,
    },
    toBody: (values) => ({
      homepage_visibility: values.homepage_visibility,
      website_url: orNull(values.website_url),
      // A password left empty keeps the one already set.
      ...(values.homepage_visibility === "PASSWORD_PROTECTED" && values.homepage_password
        ? { homepage_password: values.homepage_password }
        : {}),
    }),
  });

  return (
    <Section title={t`Public page`}>
      <Form aria-label={t`Public page`} {...form.props}>
        <Stack gap="md">
          <Select
            {...form.choice("homepage_visibility")}
            items={[
              { id: "PUBLIC", label: t`Everyone` },
              { id: "PASSWORD_PROTECTED", label: t`Only visitors with the password` },
            ]}
          />
          {form.values.homepage_visibility === "PASSWORD_PROTECTED" && (
            <PasswordField
              {...form.field("homepage_password")}
              autoComplete="new-password"
              description={
                settings.homepage_password
                  ? t`Leave empty to keep the current password.`
                  : t`Visitors type it to see the page.`
              }
              isRequired={!settings.homepage_password}
            />
          )}
          <TextField {...form.field("website_url")} type="url" placeholder="https://" />
          <FormActions isPending={form.isPending} align="end" />
        </Stack>
      </Form>
    </Section>
  );
}

type HandleName = `${(typeof offeredNetworks)[number]}_handle`;
const handleOf = (network: (typeof offeredNetworks)[number]): HandleName => `${network}_handle`;

function SocialSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const form = useSettingsForm(organizer, {
    initial: Object.fromEntries(
      offeredNetworks.map((network) => [handleOf(network), settings.social_media_handles?.[network] ?? ""]),
    ) as Record<HandleName, string>,
    labels: Object.fromEntries(offeredNetworks.map((network) => [handleOf(network), networkNames[network]])),
    toBody: (values) =>
      Object.fromEntries(
        offeredNetworks.map((network) => [handleOf(network), orNull(values[handleOf(network)])]),
      ),
  });

  return (
    <Section title={t`Social media`} description={t`Your handles, linked from your public page.`}>
      <Form aria-label={t`Social media`} {...form.props}>
        <Stack gap="md">
          <Inline gap="md" wrap align="start">
            {offeredNetworks.map((network) => (
              <Box key={network} grow minWidth="sm">
                <TextField {...form.field(handleOf(network))} />
              </Box>
            ))}
          </Inline>
          <FormActions isPending={form.isPending} align="end" />
        </Stack>
      </Form>
    </Section>
  );
}

function SeoSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const form = useSettingsForm(organizer, {
    initial: {
      seo_title: settings.seo_title ?? "",
      seo_description: settings.seo_description ?? "",
      seo_keywords: settings.seo_keywords ?? "",
      allow_search_engine_indexing: settings.allow_search_engine_indexing,
    },
    labels: {
      seo_title: t`Title for search engines`,
      seo_description: t`Description for search engines`,
      seo_keywords: t`Keywords`,
      allow_search_engine_indexing: t`Let search engines list the public page`,
    },
    toBody: (values) => ({
      seo_title: orNull(values.seo_title),
      seo_description: orNull(values.seo_description),
      seo_keywords: orNull(values.seo_keywords),
      allow_search_engine_indexing: values.allow_search_engine_indexing,
    }),
  });

  return (
    <Section title={t`Search engines`}>
      <Form aria-label={t`Search engines`} {...form.props}>
        <Stack gap="md">
          <TextField {...form.field("seo_title")} />
          <TextArea {...form.field("seo_description")} rows={2} maxRows={6} />
          <TextField {...form.field("seo_keywords")} description={t`Separated by commas.`} />
          <Switch {...form.toggle("allow_search_engine_indexing")} />
          <FormActions isPending={form.isPending} align="end" />
        </Stack>
      </Form>
    </Section>
  );
}

function LocationSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const form = useSettingsForm(organizer, {
    initial: addressValues(settings.location_details),
    labels: useAddressLabels(),
    // Every part emptied: the organiser has no address any more.
    toBody: (values) => ({ location_details: addressBody(values, null) }),
  });

  return (
    <Section title={t`Location`} description={t`Where you are based, shown on your public page.`}>
      <Form aria-label={t`Location`} {...form.props}>
        <Stack gap="md">
          <AddressFields form={form} schema={organizerAddressInputSchema} />
          <FormActions isPending={form.isPending} align="end" />
        </Stack>
      </Form>
    </Section>
  );
}

export { OrganizerSettingsScreen as Component };
