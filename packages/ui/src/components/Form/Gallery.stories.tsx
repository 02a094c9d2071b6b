import type { Meta, StoryObj } from "@storybook/react-vite";
import { Mail } from "lucide-react";
import { page } from "vitest/browser";
import { Checkbox } from "../Checkbox";
import { CheckboxGroup } from "../CheckboxGroup";
import { FileDropZone } from "../FileDropZone";
import { NumberField } from "../NumberField";
import { PasswordField } from "../PasswordField";
import { Radio, RadioGroup } from "../RadioGroup";
import { SearchField } from "../SearchField";
import { Switch } from "../Switch";
import { TextArea } from "../TextArea";
import { TextField } from "../TextField";
import { Form } from "./Form";

const meta = { title: "Tmp/Gallery", parameters: { a11y: { test: "off" } } } satisfies Meta;
export default meta;
const G = () => (
  <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 24, width: 900 }}>
    <div style={{ display: "grid", gap: 16 }}>
      <TextField label="Email" placeholder="name@example.com" iconStart={<Mail size={18} />} description="We send tickets here." />
      <TextField label="Invalid" isInvalid errorMessage="Enter a valid email." defaultValue="ada@" isRequired />
      <TextField label="Disabled" isDisabled defaultValue="x" />
      <TextField label="Read only" isReadOnly defaultValue="fixed" size="sm" />
      <PasswordField label="Password" defaultValue="secret" />
      <NumberField label="Price" defaultValue={45} formatOptions={{ style: "currency", currency: "EUR" }} />
      <SearchField label="Search" defaultValue="jazz" />
      <TextArea label="Notes" defaultValue={"one\ntwo"} />
    </div>
    <div style={{ display: "grid", gap: 16, alignContent: "start" }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected description="Help text">Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isInvalid defaultSelected errorMessage="Must accept">Invalid</Checkbox>
      <Checkbox isDisabled defaultSelected>Disabled</Checkbox>
      <CheckboxGroup label="Extras" orientation="horizontal" defaultValue={["a"]}><Checkbox value="a">A</Checkbox><Checkbox value="b">B</Checkbox></CheckboxGroup>
      <RadioGroup label="Delivery" defaultValue="a"><Radio value="a">Email</Radio><Radio value="b" description="Wallet help">Wallet</Radio></RadioGroup>
      <Switch>Off</Switch>
      <Switch defaultSelected description="Desc">On</Switch>
      <Switch labelPlacement="start" defaultSelected>Label start</Switch>
      <Form serverErrors={{ message: "Some details need another look.", errors: { x: ["Captcha expired."] } }}><TextField name="y" label="Name" /></Form>
      <FileDropZone label="Cover" />
    </div>
  </div>
);
export const Shot: StoryObj = {
  render: () => <G />,
  play: async ({ globals }) => {
    await new Promise((r) => setTimeout(r, 300));
    await page.screenshot({ path: `/tmp/forms-shots/gallery-${String(globals.brand)}-${String(globals.mode)}.png` });
  },
};
