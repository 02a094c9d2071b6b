import { type Ref, useMemo, useState } from "react";
import {
  ColorField as AriaColorField,
  type ColorFieldProps as AriaColorFieldProps,
  Button,
  type Color,
  ColorArea,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  parseColor,
  SliderTrack,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/strings";
import { type FieldChromeProps, FieldFrame, fieldClassName, InputBox, splitFieldChrome } from "../Field";
import { PopoverDialog, PopoverTrigger } from "../Popover";
import {
  area,
  colorGroup,
  picker,
  slider,
  sliderTrack,
  staticSwatch,
  swatch,
  swatchButton,
  thumb,
} from "./ColorField.css";

/** A colour as text, or null when it cannot be read as one (never throws). */
function readColor(text: string | null | undefined): Color | null {
  if (!text) return null;
  try {
    return parseColor(text.startsWith("#") ? text : `#${text}`);
  } catch {
    return null;
  }
}

const toHex = (color: Color | null) => (color ? color.toString("hex") : null);

const FALLBACK_PICKER_COLOR = "#808080";

export type ColorFieldProps = Omit<
  AriaColorFieldProps,
  "value" | "defaultValue" | "onChange" | "validate" | "children" | "channel" | "colorSpace"
> &
  FieldChromeProps & {
    ref?: Ref<HTMLDivElement>;
    /** The colour as a hex string ("#40296C"), or null when empty (controlled). */
    value?: string | null;
    /** The initial colour (uncontrolled). */
    defaultValue?: string | null;
    /** Called with the new colour as "#RRGGBB" (or null when cleared) when typing is committed or the picker moves. */
    onChange?: (hex: string | null) => void;
    /** Checks a colour; return an error message to show, or true/null when it is fine. */
    validate?: (hex: string | null) => string | string[] | true | null | undefined;
    /** Hint shown in the empty input. */
    placeholder?: string;
    /** Whether the swatch opens a picker (colour area and hue slider). */
    showPicker?: boolean;
    /** Accessible name of the swatch button; defaults to the localized "Choose a colour". */
    chooseColorLabel?: string;
  };

/**
 * A hex colour field for brand settings: type a hex value, or pick it from a popover opened by the
 * swatch (keyboard: arrows on the colour area and the hue slider, Escape to close). The swatch
 * always shows the colour being typed.
 */
export function ColorField(props: ColorFieldProps) {
  const [
    chrome,
    {
      value,
      defaultValue,
      onChange,
      validate,
      placeholder,
      showPicker = true,
      chooseColorLabel,
      className,
      ...rest
    },
  ] = splitFieldChrome(props);
  const strings = useUiStrings();
  const isControlled = value !== undefined;
  const [uncontrolledHex, setUncontrolledHex] = useState(defaultValue ?? null);
  const hex = isControlled ? value : uncontrolledHex;
  // One Color per hex: react-aria resets the typed text whenever the value object changes.
  const color = useMemo(() => readColor(hex), [hex]);
  // The picker keeps its own Color while open: going through hex would lose the hue of greys.
  const [pickerColor, setPickerColor] = useState<Color | null>(null);

  const commit = (next: string | null) => {
    if (!isControlled) setUncontrolledHex(next);
    if (next !== hex) onChange?.(next);
  };

  return (
    <AriaColorField
      {...rest}
      value={color}
      onChange={(color) => commit(toHex(color))}
      validate={validate ? (color) => validate(toHex(color)) : undefined}
      className={fieldClassName(className)}
    >
      {({ state, isDisabled, isInvalid, isReadOnly }) => {
        const liveColor = readColor(state.inputValue) ?? state.colorValue;
        const liveSwatch = <ColorSwatch color={liveColor ?? undefined} className={swatch} />;
        return (
          <FieldFrame {...chrome} isRequired={rest.isRequired}>
            <InputBox
              className={colorGroup}
              isDisabled={isDisabled}
              isInvalid={isInvalid}
              placeholder={placeholder}
              start={
                showPicker ? (
                  <PopoverTrigger
                    onOpenChange={(isOpen) => {
                      if (isOpen) setPickerColor(liveColor ?? parseColor(FALLBACK_PICKER_COLOR));
                    }}
                  >
                    <Button
                      className={swatchButton}
                      aria-label={chooseColorLabel ?? strings.chooseColor}
                      isDisabled={isDisabled || isReadOnly}
                    >
                      {liveSwatch}
                    </Button>
                    <PopoverDialog placement="bottom start">
                      {pickerColor ? (
                        <ColorPicker
                          value={pickerColor}
                          onChange={(color) => {
                            setPickerColor(color);
                            commit(color.toString("hex"));
                          }}
                        >
                          <div className={picker}>
                            <ColorArea
                              colorSpace="hsb"
                              xChannel="saturation"
                              yChannel="brightness"
                              className={area}
                            >
                              <ColorThumb className={thumb} />
                            </ColorArea>
                            <ColorSlider colorSpace="hsb" channel="hue" className={slider}>
                              <SliderTrack className={sliderTrack}>
                                <ColorThumb className={thumb} />
                              </SliderTrack>
                            </ColorSlider>
                          </div>
                        </ColorPicker>
                      ) : null}
                    </PopoverDialog>
                  </PopoverTrigger>
                ) : (
                  <span className={staticSwatch}>{liveSwatch}</span>
                )
              }
            />
          </FieldFrame>
        );
      }}
    </AriaColorField>
  );
}
