import {
  type HomepageDesign,
  type HomepageDesignSettings,
  homepageDesignOf,
  type Image,
} from "@varco/domain";
import { ThemeProvider } from "@varco/ui";
import type { CSSProperties, ReactNode } from "react";
import { smallImageUrl } from "../../format/coverPicture";

export interface DesignedThemeProps {
  /** The page's design (`homepageDesignOf(settings)`); null: the deployment's brand, as around it. */
  design: HomepageDesign | null;
  /** The event's cover, drawn blurred behind the page when the design asks for it. */
  cover?: string | null | undefined;
  /** The design's root is a whole page (at least the screen's height); false for a preview. */
  fillsScreen?: boolean;
  children?: ReactNode;
}

/** The cover behind the page: blurred and faint, so the page's own colour stays what text lies on. */
function backdropOf(cover: string): CSSProperties {
  return {
    position: "absolute",
    inset: 0,
    zIndex: -1,
    backgroundImage: `url(${JSON.stringify(cover)})`,
    backgroundSize: "cover",
    backgroundPosition: "center",
    filter: "blur(32px)",
    opacity: 0.3,
    pointerEvents: "none",
  };
}

/** The root's own stacking context, so the backdrop lies above its colour and below its content. */
const layered: CSSProperties = { position: "relative", isolation: "isolate", overflow: "hidden" };

/**
 * A public page in its organiser's design: the design's colours as the theme's variables on one
 * root (drawn by the server too, so the page never shows the default theme first). The ui derives
 * every other colour from them and keeps text readable on the chosen backgrounds.
 */
export function DesignedTheme({ design, cover = null, fillsScreen = true, children }: DesignedThemeProps) {
  if (!design) return <>{children}</>;
  const backdrop = design.backgroundType === "MIRROR_COVER_IMAGE" && cover ? cover : null;
  return (
    <ThemeProvider
      brand={{
        primary: design.primary,
        secondary: design.secondary,
        background: design.background,
        surface: design.surface,
        text: design.text,
        onSecondary: design.secondaryText,
      }}
      mode={design.mode}
      fillsScreen={fillsScreen}
      style={backdrop ? layered : undefined}
      data-homepage-design={design.mode}
    >
      {backdrop ? <div aria-hidden="true" data-homepage-backdrop="" style={backdropOf(backdrop)} /> : null}
      {children}
    </ThemeProvider>
  );
}

/** An event or an organiser as the public reads it: its settings and its images. */
export interface Designed {
  settings?: HomepageDesignSettings | null | undefined;
  images?: Pick<Image, "type" | "url" | "variants">[] | undefined;
}

/**
 * A public page in the design of the event or organiser it shows (its saved settings, or the ones
 * on a designer's screen): the cover behind it is its smallest copy, blurred anyway.
 */
export function DesignOf({
  subject,
  fillsScreen,
  children,
}: {
  subject: Designed | undefined;
  fillsScreen?: boolean;
  children?: ReactNode;
}) {
  const cover = subject?.images
    ?.filter((image) => image.type === "EVENT_COVER" || image.type === "ORGANIZER_COVER")
    .at(-1);
  return (
    <DesignedTheme
      design={homepageDesignOf(subject?.settings)}
      cover={smallImageUrl(cover)}
      {...(fillsScreen === undefined ? {} : { fillsScreen })}
    >
      {children}
    </DesignedTheme>
  );
}
