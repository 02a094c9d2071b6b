import { useLingui } from "@lingui/react/macro";
import {
  type ImageType,
  maxImageBytes,
  type Organizer,
  type OrganizerHomepageVisibility,
  type OrganizerSettings,
  organizerBodySchema,
  type SocialNetwork,
  type UpdateOrganizerSettingsBody,
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
  Button,
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
import { type FormEvent, type ReactNode, useState } from "react";
import { errorsOfFailedCall, failureMessage, formValues, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { QueryView } from "../../shell/QueryView";
import { OrganizerDetailsFields, organizerDetailsValues, useOrganizerLabels } from "./OrganizerDetailsFields";
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

function SaveButton({ isPending }: { isPending: boolean }) {
  const { t } = useLingui();
  return (
    <Inline justify="end">
      <Button type="submit" isPending={isPending}>
        {t`Save`}
      </Button>
    </Inline>
  );
}

function DetailsSection({ organizer }: { organizer: Organizer }) {
  const { t, i18n } = useLingui();
  const labels = useOrganizerLabels();
  const errors = useFormErrors();
  const update = useUpdateOrganizer();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = organizerDetailsValues(formValues(event.currentTarget), true);
    const checked = validate(organizerBodySchema, values, labels, {}, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    update.trigger(organizer.id, checked.body).then(
      () => toasts.show({ message: t`Organiser details saved.`, tone: "success" }),
      (error: unknown) => errors.show(errorsOfFailedCall(error, i18n)),
    );
  };

  return (
    <Section title={t`Details`}>
      <Form aria-label={t`Details`} serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="lg">
          <OrganizerDetailsFields errors={errors} defaults={organizer} withContactDetails />
          <SaveButton isPending={update.isMutating} />
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
    <div style={{ flex: 1, width: "100%" }}>
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
    </div>
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

/** One settings form: checks its part of the PATCH with the domain schema, sends it, says so. */
function useSettingsForm(organizer: Organizer, labels: Record<string, string>) {
  const { t, i18n } = useLingui();
  const errors = useFormErrors();
  const save = useUpdateOrganizerSettings();
  const submit = (body: UpdateOrganizerSettingsBody) => {
    const checked = validate(updateOrganizerSettingsSchema, body, labels, {}, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    save.trigger(organizer.id, checked.body).then(
      () => toasts.show({ message: t`Settings saved.`, tone: "success" }),
      (error: unknown) => errors.show(errorsOfFailedCall(error, i18n)),
    );
  };
  return { errors, submit, isPending: save.isMutating };
}

/** A form's text entries, with every listed field present: an emptied one is sent as null. */
function textEntries(form: HTMLFormElement, names: readonly string[]): Record<string, string | null> {
  const values = formValues(form);
  return Object.fromEntries(names.map((name) => [name, values[name] ?? null]));
}

function HomepageSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const labels = {
    homepage_visibility: t`Who can see the public page`,
    homepage_password: t`Page password`,
    website_url: t`Website linked from the public page`,
  };
  const form = useSettingsForm(organizer, labels);
  const [visibility, setVisibility] = useState<OrganizerHomepageVisibility>(settings.homepage_visibility);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    form.submit({
      homepage_visibility: visibility,
      website_url: values.website_url ?? null,
      // A password left empty keeps the one already set.
      ...(visibility === "PASSWORD_PROTECTED" && values.homepage_password
        ? { homepage_password: values.homepage_password }
        : {}),
    });
  };

  return (
    <Section title={t`Public page`}>
      <Form aria-label={t`Public page`} serverErrors={form.errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <Select
            label={labels.homepage_visibility}
            items={[
              { id: "PUBLIC", label: t`Everyone` },
              { id: "PASSWORD_PROTECTED", label: t`Only visitors with the password` },
            ]}
            selectedKey={visibility}
            onSelectionChange={(key) => setVisibility(key as OrganizerHomepageVisibility)}
          />
          {visibility === "PASSWORD_PROTECTED" && (
            <PasswordField
              {...form.errors.field("homepage_password")}
              label={labels.homepage_password}
              autoComplete="new-password"
              description={
                settings.homepage_password
                  ? t`Leave empty to keep the current password.`
                  : t`Visitors type it to see the page.`
              }
              isRequired={!settings.homepage_password}
            />
          )}
          <TextField
            {...form.errors.field("website_url")}
            type="url"
            label={labels.website_url}
            defaultValue={settings.website_url ?? ""}
            placeholder="https://"
          />
          <SaveButton isPending={form.isPending} />
        </Stack>
      </Form>
    </Section>
  );
}

function SocialSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const labels = Object.fromEntries(
    offeredNetworks.map((network) => [`${network}_handle`, networkNames[network]]),
  );
  const form = useSettingsForm(organizer, labels);
  const names = offeredNetworks.map((network) => `${network}_handle` as const);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit(textEntries(event.currentTarget, names));
  };

  return (
    <Section title={t`Social media`} description={t`Your handles, linked from your public page.`}>
      <Form aria-label={t`Social media`} serverErrors={form.errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <Inline gap="md" wrap align="start">
            {offeredNetworks.map((network) => (
              <TextField
                key={network}
                {...form.errors.field(`${network}_handle`)}
                label={networkNames[network]}
                defaultValue={settings.social_media_handles?.[network] ?? ""}
                style={{ flex: "1 1 14rem" }}
              />
            ))}
          </Inline>
          <SaveButton isPending={form.isPending} />
        </Stack>
      </Form>
    </Section>
  );
}

function SeoSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const labels = {
    seo_title: t`Title for search engines`,
    seo_description: t`Description for search engines`,
    seo_keywords: t`Keywords`,
  };
  const form = useSettingsForm(organizer, labels);
  const [indexed, setIndexed] = useState(settings.allow_search_engine_indexing);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit({
      ...textEntries(event.currentTarget, ["seo_title", "seo_description", "seo_keywords"]),
      allow_search_engine_indexing: indexed,
    });
  };

  return (
    <Section title={t`Search engines`}>
      <Form aria-label={t`Search engines`} serverErrors={form.errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <TextField
            {...form.errors.field("seo_title")}
            label={labels.seo_title}
            defaultValue={settings.seo_title ?? ""}
          />
          <TextArea
            {...form.errors.field("seo_description")}
            label={labels.seo_description}
            defaultValue={settings.seo_description ?? ""}
            rows={2}
            maxRows={6}
          />
          <TextField
            {...form.errors.field("seo_keywords")}
            label={labels.seo_keywords}
            defaultValue={settings.seo_keywords ?? ""}
            description={t`Separated by commas.`}
          />
          <Switch isSelected={indexed} onChange={setIndexed}>
            {t`Let search engines list the public page`}
          </Switch>
          <SaveButton isPending={form.isPending} />
        </Stack>
      </Form>
    </Section>
  );
}

const locationFields = [
  "venue_name",
  "address_line_1",
  "address_line_2",
  "city",
  "state_or_region",
  "zip_or_postal_code",
  "country",
] as const;

function LocationSection({ organizer, settings }: { organizer: Organizer; settings: OrganizerSettings }) {
  const { t } = useLingui();
  const labels: Record<`location_details.${(typeof locationFields)[number]}`, string> = {
    "location_details.venue_name": t`Venue name`,
    "location_details.address_line_1": t`Address`,
    "location_details.address_line_2": t`Address (continued)`,
    "location_details.city": t`City`,
    "location_details.state_or_region": t`State or region`,
    "location_details.zip_or_postal_code": t`Postal code`,
    "location_details.country": t`Country code`,
  };
  const form = useSettingsForm(organizer, labels);
  const saved = settings.location_details;
  const field = (name: (typeof locationFields)[number]) => ({
    ...form.errors.field(`location_details.${name}`),
    label: labels[`location_details.${name}`],
    defaultValue: saved?.[name] ?? "",
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const location = Object.fromEntries(
      locationFields.map((name) => [name, values[`location_details.${name}`] ?? null]),
    );
    // Every field emptied: the organiser has no address any more.
    const empty = Object.values(location).every((value) => value === null);
    form.submit({
      location_details: empty ? null : { ...location, country: location.country?.toUpperCase() ?? null },
    } as UpdateOrganizerSettingsBody);
  };

  return (
    <Section title={t`Location`} description={t`Where you are based, shown on your public page.`}>
      <Form aria-label={t`Location`} serverErrors={form.errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <TextField {...field("venue_name")} />
          <TextField {...field("address_line_1")} autoComplete="address-line1" />
          <TextField {...field("address_line_2")} autoComplete="address-line2" />
          <Inline gap="md" collapseBelow="sm" align="start">
            <TextField {...field("city")} autoComplete="address-level2" style={{ flex: 2 }} />
            <TextField {...field("zip_or_postal_code")} autoComplete="postal-code" style={{ flex: 1 }} />
          </Inline>
          <Inline gap="md" collapseBelow="sm" align="start">
            <TextField {...field("state_or_region")} autoComplete="address-level1" style={{ flex: 2 }} />
            <TextField
              {...field("country")}
              autoComplete="country"
              description={t`Two letters, such as IT.`}
              maxLength={2}
              style={{ flex: 1 }}
            />
          </Inline>
          <SaveButton isPending={form.isPending} />
        </Stack>
      </Form>
    </Section>
  );
}

export { OrganizerSettingsScreen as Component };
