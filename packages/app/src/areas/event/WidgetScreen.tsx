import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type SupportedLocale,
  supportedLocales,
  type WidgetOptions,
  type WidgetType,
  widgetColorKeys,
  widgetFrameParameter,
  widgetLinkOf,
  widgetLinkStyleOf,
  widgetLinkTextOf,
  widgetMessageTypes,
  widgetOptionsAsRead,
  widgetQueryOf,
  widgetSnippetOf,
  widgetTestPageOf,
} from "@varco/domain";
import {
  Button,
  Card,
  CodeBlock,
  ColorField,
  ExternalLinkIcon,
  Heading,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Text,
  TextField,
} from "@varco/ui";
import { useEffect, useRef, useState } from "react";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { localeNames } from "../../i18n/localeNames";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { EventStatusActions } from "./EventStatusActions";
import { shareableAddressOf, useEventArea } from "./eventArea";
import * as css from "./widgetScreen.css";

/** How long the preview waits for typing to pause before it loads the widget again. */
export const previewDelay = 400;

/** The preview frame's name on this page, which the widget's size messages carry back. */
const previewFrameId = "varco-widget-preview";
/** The frame's height until the widget tells its own, or for good without auto-resize: the loader's. */
const fixedHeight = { widget: 600, button: 90 } as const;
type ColorKey = (typeof widgetColorKeys)[number];

/** "The visitor's" in the language list: the widget then speaks the language of whoever opens it. */
const visitorsLanguage = "visitor";

interface Choices extends Record<ColorKey, string | null> {
  padding: number | null;
  widgetType: WidgetType;
  locale: SupportedLocale | typeof visitorsLanguage;
  autoResize: boolean;
  continueButtonText: string;
}

const initialChoices: Choices = {
  primaryColor: null,
  primaryTextColor: null,
  secondaryColor: null,
  secondaryTextColor: null,
  backgroundColor: null,
  padding: null,
  widgetType: "widget",
  locale: visitorsLanguage,
  autoResize: true,
  continueButtonText: "",
};

function optionsOf(choices: Choices): Partial<WidgetOptions> {
  const options: Partial<WidgetOptions> = { widgetType: choices.widgetType, autoResize: choices.autoResize };
  for (const key of widgetColorKeys) if (choices[key]) options[key] = choices[key];
  if (choices.padding !== null) options.padding = choices.padding;
  if (choices.locale !== visitorsLanguage) options.locale = choices.locale;
  const words = choices.continueButtonText.trim();
  if (words) options.continueButtonText = words;
  return options;
}

/** `value` once it has stopped changing for `delay` milliseconds. */
function useSettled<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * `/manage/event/:eventId/widget`: the options of the widget that sells the event on the
 * organiser's own site, the real widget wearing them, and the HTML to paste (the widget, or a
 * plain link). Nothing is saved: the options travel in the snippet, as with Hi.Events.
 */
export function WidgetScreen() {
  const { event } = useEventArea();
  return <WidgetDesigner key={event.id} event={event} />;
}

function WidgetDesigner({ event }: { event: Event }) {
  const { t } = useLingui();
  usePageTitle(`${t`Widget`} · ${event.title}`);
  const { frontendUrl } = useRuntimeConfig();
  const { bcp47 } = useLocaleControls();
  const [choices, setChoices] = useState(initialChoices);
  const choose = <Key extends keyof Choices>(key: Key, value: Choices[Key]) =>
    setChoices((current) => ({ ...current, [key]: value }));

  const options = optionsOf(choices);
  const embed = {
    appUrl: frontendUrl ?? window.location.origin,
    eventId: event.id,
    eventUrl: shareableAddressOf(event, frontendUrl, window.location.origin),
    linkText: t`Buy tickets`,
    options,
  };
  const snippet = widgetSnippetOf(embed);
  // The plain link wears the event's own colour until the organiser picks another.
  const linkOptions = {
    ...options,
    primaryColor: options.primaryColor ?? event.settings?.homepage_primary_color ?? undefined,
  };

  const colorLabels: Record<ColorKey, string> = {
    primaryColor: t`Primary colour`,
    primaryTextColor: t`Text colour`,
    secondaryColor: t`Secondary colour`,
    secondaryTextColor: t`Secondary text colour`,
    backgroundColor: t`Background colour`,
  };

  return (
    <Stack gap="lg" padding="lg">
      <Stack gap="xs">
        <Heading level={1}>{t`Widget`}</Heading>
        <Text tone="muted">
          {t`Sell tickets on your own website: choose how the widget looks, then copy its code into your page.`}
        </Text>
      </Stack>
      {event.status === "LIVE" ? null : (
        <Card variant="subtle" title={t`The widget shows only once the event is live`} titleLevel={2}>
          <Stack gap="md">
            <Text as="p">
              {t`Until the event is published, pages that embed the widget show no tickets, and neither does the preview below. You can prepare the code now.`}
            </Text>
            <EventStatusActions event={event} only={["LIVE"]} />
          </Stack>
        </Card>
      )}
      <div className={css.columns}>
        <Card title={t`Options`} titleLevel={2} description={t`Empty colours keep the event's own design.`}>
          <Stack gap="md">
            <RadioGroup
              label={t`Widget type`}
              value={choices.widgetType}
              onChange={(value) => choose("widgetType", value === "button" ? "button" : "widget")}
            >
              <Radio value="widget">{t`Tickets and checkout in your page`}</Radio>
              <Radio value="button">{t`A button that opens the ticket page`}</Radio>
            </RadioGroup>
            {widgetColorKeys.map((key) => (
              <ColorField
                key={key}
                label={colorLabels[key]}
                value={choices[key]}
                onChange={(hex) => choose(key, hex)}
              />
            ))}
            <NumberField
              label={t`Padding in pixels`}
              description={t`Space around the widget's content, from 0 to 64.`}
              value={choices.padding ?? Number.NaN}
              onChange={(value) => choose("padding", Number.isNaN(value) ? null : value)}
              minValue={0}
              maxValue={64}
            />
            <Select
              label={t`Language`}
              value={choices.locale}
              onChange={(key) => {
                const picked = supportedLocales.find((locale) => locale === key);
                choose("locale", picked ?? visitorsLanguage);
              }}
              items={[
                { id: visitorsLanguage, label: t`The visitor's language` },
                ...supportedLocales.map((locale) => ({ id: locale, label: localeNames[locale] })),
              ]}
            />
            <Switch isSelected={choices.autoResize} onChange={(on) => choose("autoResize", on)}>
              {t`Grow the frame with its content`}
            </Switch>
            <TextField
              label={t`Words of the continue button`}
              description={t`Up to 100 characters; empty keeps the event's own words.`}
              value={choices.continueButtonText}
              onChange={(text) => choose("continueButtonText", text)}
              maxLength={100}
              placeholder={event.settings?.continue_button_text ?? undefined}
            />
          </Stack>
        </Card>
        <WidgetPreview event={event} options={options} />
      </div>
      <Card
        title={t`Code for your site`}
        titleLevel={2}
        description={t`Paste it into your page where the tickets should appear. Sites that used the Hi.Events widget only need the new script address.`}
      >
        <Stack gap="md">
          <CodeBlock
            code={snippet}
            language="HTML"
            aria-label={t`Widget code`}
            copyLabel={t`Copy the widget code`}
          />
          <TestPageButton snippet={snippet} lang={bcp47} />
        </Stack>
      </Card>
      <Card
        title={t`Plain link`}
        titleLevel={2}
        description={t`For pages that do not allow scripts, such as newsletters: a button to the event's page in your colours.`}
      >
        <Stack gap="md">
          <div className={css.linkSample}>
            <a
              href={embed.eventUrl}
              target="_blank"
              rel="noopener noreferrer"
              style={widgetLinkStyleOf(linkOptions)}
            >
              {widgetLinkTextOf({ linkText: embed.linkText, options: linkOptions })}
            </a>
          </div>
          <CodeBlock
            code={widgetLinkOf({ ...embed, options: linkOptions })}
            language="HTML"
            aria-label={t`Link code`}
            copyLabel={t`Copy the link code`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/** The real widget in a frame, loaded again once the options stop changing. */
function WidgetPreview({ event, options }: { event: Event; options: Partial<WidgetOptions> }) {
  const { t } = useLingui();
  // Asked as the snippet asks it, so the preview is the widget the organiser will paste.
  const query = widgetQueryOf(widgetOptionsAsRead(options));
  query.set(widgetFrameParameter, previewFrameId);
  const src = useSettled(`/widget/${event.id}?${query}`, previewDelay);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const grows = options.autoResize !== false;

  // The talk the loader holds with the widget: the frame says it is ready, the page answers hello,
  // then the frame tells its content's height. Only this frame is heard, from this origin only.
  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      const view = frame.current?.contentWindow;
      if (!view || message.source !== view || message.origin !== window.location.origin) return;
      const data = message.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === widgetMessageTypes.ready)
        view.postMessage({ type: widgetMessageTypes.hello }, window.location.origin);
      if (data?.type === widgetMessageTypes.resize && typeof data.height === "number" && data.height > 0)
        setHeight(Math.ceil(data.height));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return (
    <Card
      title={t`Preview`}
      titleLevel={2}
      description={t`The real widget with these options, as buyers will see it on your site.`}
    >
      <iframe
        ref={frame}
        id={previewFrameId}
        className={css.preview}
        title={t`Widget preview`}
        src={src}
        style={{ height: (grows ? height : null) ?? fixedHeight[options.widgetType ?? "widget"] }}
      />
    </Card>
  );
}

/**
 * Opens, in a new tab, a page of this site holding the snippet, so the loader runs as it will on
 * the organiser's site. The page lives in the browser (a Blob), until this screen is left.
 */
function TestPageButton({ snippet, lang }: { snippet: string; lang: string }) {
  const { t } = useLingui();
  const opened = useRef<string[]>([]);
  useEffect(() => {
    const addresses = opened.current;
    return () => {
      for (const address of addresses) URL.revokeObjectURL(address);
    };
  }, []);
  const open = () => {
    const page = widgetTestPageOf({
      lang,
      title: t`Widget test page`,
      text: t`This page shows the widget as it will appear on your site. Orders placed here are real orders.`,
      snippet,
    });
    const address = URL.createObjectURL(new Blob([page], { type: "text/html" }));
    opened.current.push(address);
    window.open(address, "_blank", "noopener");
  };
  return (
    <Stack gap="xs" align="start">
      <Button variant="outline" iconEnd={<ExternalLinkIcon size={18} aria-hidden />} onPress={open}>
        {t`Open a test page`}
      </Button>
      <Text size="sm" tone="muted">
        {t`Opens in a new tab a page holding this code, to try the widget before putting it on your site.`}
      </Text>
    </Stack>
  );
}

export { WidgetScreen as Component };
