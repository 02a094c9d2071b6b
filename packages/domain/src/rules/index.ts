// Pure business rules shared by the app and the server. Money is in integer minor units here.
// Enum lists (orderStatuses, productPriceTypes, …) are exported by src/model, which takes a few of
// them from the rule they drive; the rules describe their inputs structurally, so the model's types
// fit them without an import.
export {
  type AddressParts,
  addressLines,
  addressPart,
  type CleanAddress,
  cleanAddress,
  formatAddress,
} from "./addressLines";
export { applyPromoCode, type DiscountedUnitPrice, type PromoCodeInput } from "./applyPromoCode";
export { type AuthRedirect, authRedirectFor, loginPath, publicAreas } from "./authRedirectFor";
export {
  type CalendarFile,
  calendarFileOf,
  calendarInstant,
  calendarText,
  foldCalendarLine,
} from "./calendarFile";
export { attendeeTransitions, canTransitionAttendee } from "./canTransitionAttendee";
export { canTransitionOrder, orderTransitions } from "./canTransitionOrder";
export { currencyOfLocale } from "./currencyOfLocale";
export { type DoorVerdict, doorVerdict, isListOpen, type SignedTicket } from "./doorVerdict";
export { eventLifecycleStatus } from "./eventLifecycleStatus";
export { type EventPageUrls, eventStructuredData, isoInZone } from "./eventStructuredData";
export { type ExportFormat, exportFileName, exportFormats } from "./exportFileName";
export {
  type ContrastProblem,
  contrastOf,
  type HomepageBackground,
  type HomepageDesign,
  type HomepageDesignSettings,
  type HomepageMode,
  homepageContrastProblems,
  homepageDesignOf,
  minTextContrast,
} from "./homepageDesign";
export * from "./htmlText";
export { initials } from "./initials";
export { isRichTextEmpty } from "./isRichTextEmpty";
export {
  type LineTotal,
  type LineTotalOptions,
  lineTotal,
  type OrderLine,
  type PricedProduct,
} from "./lineTotal";
export {
  compareAmounts,
  currencyMinorDigits,
  type DecimalAmount,
  exactMinorUnits,
  fromMinorUnits,
  percentLeftOf,
  percentOf,
  toMinorUnits,
} from "./minorUnits";
export { type OrderStatusFields, orderDisplayStatus } from "./orderDisplayStatus";
export {
  failedOrderStatuses,
  type OrderStatusTone,
  orderStatusTone,
  orderStatusTones,
  pendingOrderStatuses,
} from "./orderStatusTone";
export {
  type OrderTotals,
  type OrderTotalsInput,
  orderTotals,
  type TaxOrFeeRollupEntry,
} from "./orderTotals";
export { type Picture, pictureOf } from "./pictureOf";
export { priceDisplayModeOf, type ShownPrice, shownPrice } from "./priceDisplay";
export {
  type AvailabilityContext,
  activeAssignmentsOf,
  defaultMaxPerOrder,
  defaultMinPerOrder,
  type PriceAvailability,
  type ProductAvailability,
  productAvailability,
  type SaleStatus,
  type SharedCapacity,
  type StockedPrice,
  type StockedProduct,
  saleStatuses,
} from "./productAvailability";
export {
  isDiscountCode,
  isPromoCodeApplicable,
  normalisePromoCode,
  type PromoCodeTerms,
  type PromoCodeValidity,
  promoCodeValidity,
} from "./promoCodeValidity";
export {
  type PublicOrganizerEventsQuery,
  type PublicOrganizerEventsView,
  publicOrganizerEventsPerPage,
  publicOrganizerEventsQuery,
} from "./publicOrganizerEventsQuery";
export {
  type RefundRequestProblem,
  type RefundStanding,
  refundableAmount,
  refundRequestProblem,
  refundStatusAfter,
} from "./refundRequest";
export { isReservationLive, reservationExpiresAt } from "./reservationExpiry";
export {
  acceptedLanguagesOf,
  defaultLocale,
  fallbackLocale,
  offeredLocaleOf,
  resolveLocale,
  type SupportedLocale,
  supportedLocales,
} from "./resolveLocale";
export { maxRetries, retryDelay } from "./retryDelay";
export { defaultReturnPath, safeReturnPath } from "./safeReturnPath";
export { eventSlugOf, maxSlugLength, organizerSlugOf, slugOf } from "./slugOf";
export {
  type ChargedTaxOrFee,
  type TaxesAndFees,
  type TaxesAndFeesInput,
  type TaxOrFee,
  taxesAndFees,
} from "./taxesAndFees";
export {
  fromBase64url,
  parseTicketCode,
  signatureLength,
  signedTicketCode,
  signedTicketMessage,
  type TicketCode,
  ticketSecretDigest,
  toBase64url,
  verifySignedTicket,
} from "./ticketCode";
export {
  type AddressAnswer,
  type AnswerProblem,
  type AnswersProblem,
  type AskedQuestion,
  addressParts,
  type KeptAnswer,
  maxAnswerLength,
  type QuestionResponse,
  type ValidatedAnswers,
  validateAnswers,
} from "./validateAnswers";
export {
  type CartProduct,
  maxDonationAmount,
  type QuantityProblem,
  validateQuantities,
} from "./validateQuantities";
export {
  type WidgetOptions,
  type WidgetResizeMessage,
  type WidgetType,
  widgetAttributesOf,
  widgetColorKeys,
  widgetFrameParameter,
  widgetMessageTypes,
  widgetOptionsOf,
  widgetParameters,
  widgetQueryOf,
  widgetTypes,
} from "./widgetOptions";
export {
  type WidgetEmbed,
  type WidgetTestPage,
  widgetLinkDefaultColor,
  widgetLinkOf,
  widgetLinkStyleOf,
  widgetLinkTextOf,
  widgetOptionsAsRead,
  widgetSnippetOf,
  widgetTestPageOf,
} from "./widgetSnippet";
export { wireInstant } from "./wireInstant";
