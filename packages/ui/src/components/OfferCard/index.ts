export { OfferCard, type OfferCardProps } from "./OfferCard";
