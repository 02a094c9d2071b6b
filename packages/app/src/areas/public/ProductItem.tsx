import { useLingui } from "@lingui/react/macro";
import type { Product } from "@varco/domain";
import { Box, Heading, OfferCard, Stack, Text } from "@varco/ui";
import { useId } from "react";
import { PriceLine } from "./PriceLine";

import type { Formats } from "./ticketFormats";
import type { Choice, Quantities } from "./ticketSelection";

interface ProductItemProps {
  product: Product;
  choices: Choice[];
  headingLevel: 3 | 4;
  formats: Formats;
  quantities: Quantities;
  onQuantity: (key: string, value: number) => void;
  donation: string | undefined;
  onDonation: (text: string) => void;
  locale: string;
  /** Why the reservation refused this product, in the buyer's words. */
  refusal: string[] | undefined;
}

export function ProductItem({
  product,
  choices,
  headingLevel,
  formats,
  quantities,
  onQuantity,
  donation,
  onDonation,
  locale,
  refusal,
}: ProductItemProps) {
  const { t } = useLingui();
  const tiered = product.type === "TIERED";
  const { title } = product;
  const highlight = product.is_highlighted ? product.highlight_message || t`Featured` : null;
  const headingId = useId();
  return (
    <OfferCard
      title={
        <Heading level={headingLevel} size="md" id={headingId}>
          {title}
        </Heading>
      }
      highlighted={product.is_highlighted}
      highlight={highlight}
      collapsed={product.start_collapsed}
      description={
        product.description ? (
          // Cleaned by the server on the way in (only an editor's markup survives).
          <Box
            breakWords
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text the server sanitised (only safe tags survive)
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        ) : null
      }
    >
      {tiered ? (
        <Stack as="ul" gap="sm" aria-labelledby={headingId}>
          {choices.map((choice) => (
            <li key={choice.key}>
              <PriceLine
                choice={choice}
                siblings={choices}
                label={choice.price.label || title}
                fieldLabel={choice.price.label || t`Quantity of ${title}`}
                formats={formats}
                quantities={quantities}
                onQuantity={onQuantity}
                donation={undefined}
              />
            </li>
          ))}
        </Stack>
      ) : (
        choices.map((choice) => (
          <PriceLine
            key={choice.key}
            choice={choice}
            siblings={choices}
            label={null}
            fieldLabel={t`Quantity of ${title}`}
            formats={formats}
            quantities={quantities}
            onQuantity={onQuantity}
            donation={
              product.type === "DONATION" ? { text: donation, onChange: onDonation, locale } : undefined
            }
          />
        ))
      )}
      {refusal && refusal.length > 0 ? (
        <Text as="p" tone="danger" data-refusal tabIndex={-1}>
          {refusal.join(" ")}
        </Text>
      ) : null}
    </OfferCard>
  );
}
