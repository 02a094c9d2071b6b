import { assignInlineVars } from "@vanilla-extract/dynamic";
import { type Ref, useLayoutEffect, useMemo, useRef } from "react";
import { mergeRefs } from "react-aria";
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { type FieldChromeProps, FieldFrame, fieldClassName, inputBox, splitFieldChrome } from "../Field";
import { maxRowsVar, minRowsVar, textArea } from "./TextArea.css";

export type TextAreaProps = Omit<AriaTextFieldProps, "children"> &
  FieldChromeProps & {
    placeholder?: string;
    /** Lines shown when empty. */
    rows?: number;
    /** Lines the box grows to with its content; beyond that it scrolls. */
    maxRows?: number;
    ref?: Ref<HTMLDivElement>;
    textAreaRef?: Ref<HTMLTextAreaElement>;
  };

const supportsFieldSizing = () =>
  typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("field-sizing", "content");

/** Fallback for browsers without `field-sizing`: fit the height to the content (CSS caps it). */
function fitToContent(element: HTMLTextAreaElement | null) {
  if (!element || supportsFieldSizing()) return;
  element.style.height = "auto";
  const borders = element.offsetHeight - element.clientHeight;
  element.style.height = `${element.scrollHeight + borders}px`;
}

/** A multi-line text input that grows with its content up to `maxRows`. */
export function TextArea(props: TextAreaProps) {
  const [chrome, { placeholder, rows = 3, maxRows = 12, textAreaRef, className, style, onChange, ...rest }] =
    splitFieldChrome(props);
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ownRef, textAreaRef), [textAreaRef]);
  // Fit once mounted (a default or controlled value may already fill several lines).
  useLayoutEffect(() => fitToContent(ownRef.current), []);
  return (
    <AriaTextField
      {...rest}
      onChange={(value) => {
        fitToContent(ownRef.current);
        onChange?.(value);
      }}
      className={fieldClassName(className)}
      style={composeRenderProps(style, (custom) => ({
        ...assignInlineVars({ [minRowsVar]: String(rows), [maxRowsVar]: String(Math.max(rows, maxRows)) }),
        ...custom,
      }))}
    >
      {({ isRequired }) => (
        <FieldFrame {...chrome} isRequired={isRequired}>
          <AriaTextArea
            ref={mergedRef}
            rows={rows}
            placeholder={placeholder}
            className={cx(inputBox, textArea)}
          />
        </FieldFrame>
      )}
    </AriaTextField>
  );
}
