import { useLingui } from "@lingui/react/macro";
import { Skeleton, Text } from "@varco/ui";
import { useEffect, useState } from "react";

/** The side of the drawn code, in CSS pixels: a phone's camera reads it from half a metre. */
const side = 176;

type Drawing = { address: string; svg: string } | { address: string; failed: true };

/**
 * A QR code of a door link, for a phone to open it. It is drawn in the browser by `qrcode`, whose
 * code loads only when a code is first shown (the server draws tickets' codes with the same
 * library); an address that changes (a new link) is drawn again.
 */
export function DoorQrCode({ address, alt }: { address: string; alt: string }) {
  const { t } = useLingui();
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toString(address, { type: "svg", margin: 2, errorCorrectionLevel: "M" }))
      .then(
        (svg) => current && setDrawing({ address, svg }),
        () => current && setDrawing({ address, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [address]);

  if (drawing?.address !== address) return <Skeleton shape="rect" width={side} height={side} />;
  if ("failed" in drawing)
    return (
      <Text size="sm" tone="muted">
        {t`The QR code could not be drawn: copy the link instead.`}
      </Text>
    );
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.svg)}`}
      alt={alt}
      width={side}
      height={side}
    />
  );
}
