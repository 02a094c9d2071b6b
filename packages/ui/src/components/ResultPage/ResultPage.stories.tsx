import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleLogo } from "../Logo/sampleLogos";
import { PoweredByFooter } from "../PoweredByFooter/PoweredByFooter";
import { ResultPage } from "./ResultPage";
import { resultPageVariants } from "./resultPageVariants";

const footer = (
  <PoweredByFooter text="Organizza viaggi e eventi con" providerName="Varco" href="https://varco.example" />
);

const meta = {
  title: "Brand/ResultPage",
  component: ResultPage,
  args: { variant: "notFound", logo: sampleLogo, footer, homeHref: "#home" },
  argTypes: { variant: { control: "inline-radio", options: resultPageVariants } },
} satisfies Meta<typeof ResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Gite Rossi" })).toHaveAttribute("width", "140");
    const home = canvas.getAllByRole("link").find((link) => link.getAttribute("href") === "#home");
    await expect(home).toBeVisible();
    await expect(home?.querySelector("svg")?.closest("[aria-hidden]")).not.toBeNull();
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
  },
};

export const ErrorPage: Story = { name: "Error", args: { variant: "error" } };

export const NotFoundWithoutFooter: Story = { args: { footer: undefined } };

export const ErrorWithoutFooter: Story = { args: { variant: "error", footer: undefined } };

export const NotFoundWithoutLogo: Story = { args: { logo: undefined } };

/** Nowhere useful to send the visitor (a buyer on a page that is gone): no home button. */
export const NotFoundWithoutHomeButton: Story = { args: { homeHref: null } };

export const ErrorWithoutLogoOrFooter: Story = {
  args: { variant: "error", logo: undefined, footer: undefined },
};

/** The logo's image is missing: the app name stands in. */
export const LogoAsName: Story = { args: { logo: { alt: "Gite Rossi" } } };

export const CustomTexts: Story = {
  args: {
    heading: "Evento non più disponibile",
    description: "L'organizzatore ha chiuso le vendite per questo evento.",
    homeLabel: "Scopri altri eventi",
  },
};

export const NarrowScreen: Story = {
  args: {
    heading: "Pagina non trovataaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    homeLabel: "Torna alla pagina iniziale del sito dell'agenzia",
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
