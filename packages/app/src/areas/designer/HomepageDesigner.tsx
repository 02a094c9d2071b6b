import { useLingui } from "@lingui/react/macro";
import {
  type ColorTheme,
  type HomepageBackground,
  type HomepageDesignSettings,
  type HomepageMode,
  homepageDesignOf,
} from "@varco/domain";
import { useColorThemes } from "@varco/domain/swr";
import { Button, Card, ColorField, Form, Inline, Link, ScrollArea, Select, Stack, Text } from "@varco/ui";
import type { ReactNode } from "react";
import { FormActions } from "../../forms/FormActions";
import type { FormSchema } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { PagePreview } from "../../shell/RuntimeConfigContext";
import * as styles from "./homepageDesigner.css";

/** Whose page is designed: an event has the older colour fields too, an organiser its theme only. */
export type DesignedPage = "event" | "organizer";

/** The designer's fields, named as the server names them in its refusals. */
export interface DesignValues {
  "homepage_theme_settings.mode": HomepageMode;
  "homepage_theme_settings.background_type": HomepageBackground;
  "homepage_theme_settings.background": string | null;
  "homepage_theme_settings.accent": string | null;
  homepage_background_color: string | null;
  homepage_primary_text_color: string | null;
  homepage_secondary_color: string | null;
  homepage_secondary_text_color: string | null;
}

/** The saved design as the fields show it, read as the public page reads it (the theme first). */
function designValuesOf(settings: HomepageDesignSettings | null | undefined): DesignValues {
  const theme = settings?.homepage_theme_settings ?? {};
  return {
    "homepage_theme_settings.mode": theme.mode ?? homepageDesignOf(settings)?.mode ?? "light",
    "homepage_theme_settings.background_type":
      theme.background_type ?? settings?.homepage_background_type ?? "COLOR",
    "homepage_theme_settings.background":
      theme.background ?? settings?.homepage_body_background_color ?? null,
    "homepage_theme_settings.accent": theme.accent ?? settings?.homepage_primary_color ?? null,
    homepage_background_color: settings?.homepage_background_color ?? null,
    homepage_primary_text_color: settings?.homepage_primary_text_color ?? null,
    homepage_secondary_color: settings?.homepage_secondary_color ?? null,
    homepage_secondary_text_color: settings?.homepage_secondary_text_color ?? null,
  };
}

/**
 * The settings the fields stand for, as they are sent: the theme, and for an event the older
 * fields it has in common with the theme written alike (Hi.Events' clients read those).
 */
function designSettingsOf(values: DesignValues, page: DesignedPage) {
  const accent = values["homepage_theme_settings.accent"];
  const background = values["homepage_theme_settings.background"];
  const backgroundType = values["homepage_theme_settings.background_type"];
  const theme = {
    mode: values["homepage_theme_settings.mode"],
    background_type: backgroundType,
    ...(accent ? { accent } : {}),
    ...(background ? { background } : {}),
  };
  if (page === "organizer") return { homepage_theme_settings: theme };
  return {
    homepage_theme_settings: theme,
    homepage_primary_color: accent,
    homepage_body_background_color: background,
    homepage_background_type: backgroundType,
    homepage_background_color: values.homepage_background_color,
    homepage_primary_text_color: values.homepage_primary_text_color,
    homepage_secondary_color: values.homepage_secondary_color,
    homepage_secondary_text_color: values.homepage_secondary_text_color,
  };
}

export interface HomepageDesignFormOptions<Body, Result extends HomepageDesignSettings | undefined> {
  page: DesignedPage;
  /** The saved settings. */
  settings: HomepageDesignSettings | null | undefined;
  /** The designer's schema: the settings' own, with the design's contrast checked. */
  schema: FormSchema<Body>;
  submit: (body: Body) => Promise<Result>;
}

/** The designer's form: the saved design in the fields, saved with the settings' PATCH. */
export function useHomepageDesignForm<Body, Result extends HomepageDesignSettings | undefined>({
  page,
  settings,
  schema,
  submit,
}: HomepageDesignFormOptions<Body, Result>) {
  const { t } = useLingui();
  const form = useSchemaForm({
    schema,
    initial: () => designValuesOf(settings),
    labels: {
      "homepage_theme_settings.mode": t`Mode`,
      "homepage_theme_settings.background_type": t`Page background`,
      "homepage_theme_settings.background": t`Background colour`,
      "homepage_theme_settings.accent": t`Accent colour`,
      homepage_background_color: t`Content background colour`,
      homepage_primary_text_color: t`Text colour`,
      homepage_secondary_color: t`Button colour`,
      homepage_secondary_text_color: t`Button text colour`,
    },
    toBody: (values) => designSettingsOf(values, page),
    submit,
    saved: t`Homepage design saved.`,
    onSaved: (answer) => form.reset(designValuesOf(answer)),
  });
  return form;
}

/** What the designer needs of its form, whatever the body it sends. */
type DesignForm = Pick<
  ReturnType<typeof useHomepageDesignForm>,
  "values" | "set" | "field" | "choice" | "props" | "isPending"
>;

export interface HomepageDesignerProps {
  page: DesignedPage;
  form: DesignForm;
  /** Where the cover image is changed (the settings screen's cover control). */
  coverHref: string;
  /** The public page itself, in a new tab. */
  publicHref: string;
  /** The public page, drawn with the settings on screen. */
  preview: (settings: HomepageDesignSettings) => ReactNode;
}

/**
 * A homepage designer: the ready-made palettes, the design's fields and the public page itself
 * beside them, drawn with the values on screen before they are saved. Text that would read below
 * WCAG AA is refused on its field, with its contrast, before the design is sent.
 */
export function HomepageDesigner({ page, form, coverHref, publicHref, preview }: HomepageDesignerProps) {
  const { t } = useLingui();
  const isEvent = page === "event";
  const pick = (theme: ColorTheme) => {
    const background = theme.homepage_background_color;
    form.set("homepage_theme_settings.background", background);
    form.set("homepage_theme_settings.accent", theme.homepage_primary_color);
    form.set(
      "homepage_theme_settings.mode",
      homepageDesignOf({ homepage_theme_settings: { background } })?.mode ?? "light",
    );
    if (!isEvent) return;
    form.set("homepage_background_color", theme.homepage_content_background_color);
    form.set("homepage_primary_text_color", theme.homepage_primary_text_color);
    form.set("homepage_secondary_color", theme.homepage_secondary_color);
    form.set("homepage_secondary_text_color", theme.homepage_secondary_text_color);
  };

  return (
    <div className={styles.columns}>
      <Card
        id="design"
        title={t`Design`}
        titleLevel={2}
        description={t`Colours for the public page. Text must read on its background: a contrast of at least 4.5:1.`}
      >
        <Form aria-label={t`Homepage design`} {...form.props}>
          <Stack gap="md">
            <Palettes onPick={pick} />
            <Select
              {...form.choice("homepage_theme_settings.mode")}
              items={[
                { id: "light", label: t`Light` },
                { id: "dark", label: t`Dark` },
              ]}
              description={t`Dark text on a light page, or light text on a dark page.`}
            />
            <Select
              {...form.choice("homepage_theme_settings.background_type")}
              items={[
                { id: "COLOR", label: t`A colour` },
                { id: "MIRROR_COVER_IMAGE", label: t`The cover image, blurred` },
              ]}
            />
            <ColorField {...form.field("homepage_theme_settings.background")} />
            {isEvent ? (
              <ColorField
                {...form.field("homepage_background_color")}
                description={t`Behind the page's boxes: the description, the tickets.`}
              />
            ) : null}
            <ColorField
              {...form.field("homepage_theme_settings.accent")}
              description={t`Links, focus rings and highlights.`}
            />
            {isEvent ? (
              <>
                <ColorField {...form.field("homepage_primary_text_color")} />
                <ColorField {...form.field("homepage_secondary_color")} />
                <ColorField {...form.field("homepage_secondary_text_color")} />
              </>
            ) : null}
            <Text as="p" size="sm">
              <Link href={coverHref}>{t`Change the cover image`}</Link>
            </Text>
            <FormActions isPending={form.isPending} align="end" label={t`Save homepage design`} />
          </Stack>
        </Form>
      </Card>
      <div className={styles.previewColumn}>
        <Card
          id="preview"
          title={t`Preview`}
          titleLevel={2}
          description={t`The public page with the design on screen, before it is saved.`}
          actions={
            <Link variant="standalone" href={publicHref} isExternal>
              {t`Open the public page`}
            </Link>
          }
        >
          <section aria-label={t`Homepage preview`}>
            <ScrollArea aria-label={t`The preview, scrolled`} className={styles.previewFrame}>
              <PagePreview>{preview(designSettingsOf(form.values, page))}</PagePreview>
            </ScrollArea>
          </section>
        </Card>
      </div>
    </div>
  );
}

/** The public colour themes, each a button that puts its colours in the fields. */
function Palettes({ onPick }: { onPick: (theme: ColorTheme) => void }) {
  const { t } = useLingui();
  const themes = useColorThemes();
  if (!themes.data?.length) return null;
  return (
    <Stack gap="xs" role="group" aria-labelledby="homepage-palettes">
      <Text as="p" size="sm" weight="medium" id="homepage-palettes">
        {t`Start from a palette`}
      </Text>
      <Inline gap="xs" wrap>
        {themes.data.map((theme) => (
          <Button key={theme.name} variant="outline" tone="neutral" size="sm" onPress={() => onPick(theme)}>
            <span className={styles.swatches} aria-hidden="true">
              {[
                theme.homepage_background_color,
                theme.homepage_primary_color,
                theme.homepage_secondary_color,
              ].map((colour, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed colours of one palette
                <span key={index} className={styles.swatch} style={{ background: colour }} />
              ))}
            </span>
            {theme.name}
          </Button>
        ))}
      </Inline>
    </Stack>
  );
}
