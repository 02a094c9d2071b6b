import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeInput } from "../NativeInput/NativeInput";
import { NativeForm } from "./NativeForm";

const meta = {
  title: "Plain HTML/NativeForm",
  component: NativeForm,
  args: {
    children: (
      <>
        <NativeInput name="email" label="Email" type="email" required />
        <NativeButton type="submit">Continua</NativeButton>
      </>
    ),
  },
} satisfies Meta<typeof NativeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithServerErrors: Story = {
  args: {
    serverErrors: {
      message: "Non è stato possibile salvare l'ordine.",
      errors: { "order.questions.3": ["Questa domanda richiede una risposta."] },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Questa domanda richiede una risposta.");
  },
};
