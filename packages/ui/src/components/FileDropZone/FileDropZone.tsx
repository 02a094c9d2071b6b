import { ImageUp, Trash2 } from "lucide-react";
import { type CSSProperties, type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import {
  Button as AriaButton,
  DropZone,
  type DropZoneProps,
  FileTrigger,
  isFileDropItem,
  useLocale,
} from "react-aria-components";
import { cx } from "../../classNames";
import { format, useUiStrings } from "../../i18n/strings";
import { Button } from "../Button";
import { description as descriptionClass, field, fieldError, label as labelClass } from "../Field";
import { acceptedImageTypes, defaultMaxImageBytes } from "./acceptedImageTypes";
import {
  actions,
  browseButton,
  errorText,
  fieldsetReset,
  hint,
  placeholderIcon,
  preview,
  prompt,
  texts,
  zone,
} from "./FileDropZone.css";

type Problem = "type" | "size";

export type FileDropZoneProps = {
  /** Visible label of the whole field. Without one, pass `aria-label`. */
  label?: ReactNode;
  "aria-label"?: string;
  description?: ReactNode;
  /** Called with an accepted image (right type, not over `maxBytes`), picked or dropped. */
  onSelect?: (file: File) => void;
  /** Called when the user removes the image shown (chosen or `value`). */
  onRemove?: () => void;
  /** URL of the image already saved, shown until the user picks another. */
  value?: string | null;
  /** Largest accepted file, in bytes (5 MB by default). */
  maxBytes?: number;
  isDisabled?: boolean;
  /** An error from outside (e.g. the upload failed), shown with `errorMessage`. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** Overrides of the built-in words (they follow the locale by default). */
  dropLabel?: string;
  browseLabel?: string;
  removeLabel?: string;
  previewLabel?: string;
  hintLabel?: (maxSize: string) => string;
  fileTooLargeLabel?: (maxSize: string) => string;
  fileTypeNotAcceptedLabel?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLFieldSetElement>;
};

const isAcceptedType = (type: string) => (acceptedImageTypes as readonly string[]).includes(type);

/** "5 MB" in the locale's words and digits. */
function useFormattedSize(bytes: number) {
  const { locale } = useLocale();
  const megabytes = bytes / (1024 * 1024);
  const [amount, unit] = megabytes >= 1 ? [megabytes, "megabyte"] : [bytes / 1024, "kilobyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(amount);
}

/**
 * Picks one image by drag and drop, paste, or the "choose a file" button, checks its type and
 * size, and previews it. Wrong files are refused with a message read out at once.
 */
export function FileDropZone({
  label,
  "aria-label": ariaLabel,
  description,
  onSelect,
  onRemove,
  value,
  maxBytes = defaultMaxImageBytes,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
  dropLabel,
  browseLabel,
  removeLabel,
  previewLabel,
  hintLabel,
  fileTooLargeLabel,
  fileTypeNotAcceptedLabel,
  className,
  style,
  ref,
}: FileDropZoneProps) {
  const strings = useUiStrings();
  const maxSize = useFormattedSize(maxBytes);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const browseRef = useRef<HTMLButtonElement>(null);

  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  // A new `value` from the consumer (saved, reset) replaces the local choice.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setFile(null);
  }

  // One object URL per chosen file, released when the file changes or the field goes away.
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setFileUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (candidate: File) => {
    const found: Problem | null = !isAcceptedType(candidate.type)
      ? "type"
      : candidate.size > maxBytes
        ? "size"
        : null;
    setProblem(found);
    if (found) return;
    setFile(candidate);
    onSelect?.(candidate);
  };

  const onDrop: DropZoneProps["onDrop"] = async (event) => {
    const item = event.items.find(isFileDropItem);
    if (item) choose(await item.getFile());
  };

  const remove = () => {
    setFile(null);
    setProblem(null);
    onRemove?.();
    // The remove button disappears: keep the keyboard user in the field.
    browseRef.current?.focus();
  };

  const previewUrl = fileUrl ?? value ?? null;
  const error =
    problem === "type"
      ? (fileTypeNotAcceptedLabel ?? strings.fileTypeNotAccepted)
      : problem === "size"
        ? (fileTooLargeLabel?.(maxSize) ?? format(strings.fileTooLarge, { size: maxSize }))
        : isInvalid
          ? errorMessage
          : null;
  const describedBy = [hintId, description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset
      ref={ref}
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : ariaLabel}
      aria-describedby={describedBy}
      data-invalid={error ? true : undefined}
      className={cx(field, fieldsetReset, className)}
      style={style}
    >
      {label ? (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      ) : null}
      <DropZone className={zone} isDisabled={isDisabled} onDrop={onDrop}>
        {previewUrl ? (
          <img className={preview} src={previewUrl} alt={previewLabel ?? strings.imagePreview} />
        ) : (
          <span className={placeholderIcon} aria-hidden>
            <ImageUp size={32} />
          </span>
        )}
        <div className={texts}>
          <p className={prompt}>
            {dropLabel ?? strings.dropFiles}{" "}
            <FileTrigger
              acceptedFileTypes={acceptedImageTypes}
              onSelect={(files) => {
                const picked = files?.[0];
                if (picked) choose(picked);
              }}
            >
              <AriaButton ref={browseRef} className={browseButton} isDisabled={isDisabled}>
                {browseLabel ?? strings.browseFiles}
              </AriaButton>
            </FileTrigger>
          </p>
          <p id={hintId} className={hint}>
            {hintLabel?.(maxSize) ?? format(strings.acceptedImages, { size: maxSize })}
          </p>
        </div>
      </DropZone>
      {/* A saved image can only go if the consumer handles its removal. */}
      {fileUrl || (previewUrl && onRemove) ? (
        <div className={actions}>
          <Button
            variant="subtle"
            tone="neutral"
            size="sm"
            isDisabled={isDisabled}
            iconStart={<Trash2 size={16} />}
            onPress={remove}
          >
            {removeLabel ?? strings.removeFile}
          </Button>
        </div>
      ) : null}
      {description ? (
        <p id={descriptionId} className={cx(descriptionClass, errorText)}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={cx(fieldError, errorText)}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
