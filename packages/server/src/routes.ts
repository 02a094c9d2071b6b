import type { Route } from "./http/route";
import { accountRoutes } from "./modules/account/routes";
import { affiliateRoutes } from "./modules/affiliates/routes";
import { attendeeRoutes } from "./modules/attendees/routes";
import { authRoutes } from "./modules/auth/routes";
import { checkInRoutes } from "./modules/checkIn/routes";
import { completeRoutes } from "./modules/checkout/completeRoutes";
import { checkoutRoutes } from "./modules/checkout/routes";
import { emailTemplateRoutes } from "./modules/emailTemplates/routes";
import { eventRoutes } from "./modules/events/routes";
import { exportRoutes } from "./modules/exports/routes";
import { imageRoutes } from "./modules/images/routes";
import { invoiceRoutes } from "./modules/invoices/routes";
import { messageRoutes } from "./modules/messages/routes";
import { orderRoutes } from "./modules/orders/routes";
import { organizerRoutes } from "./modules/organizers/routes";
import { paymentRoutes } from "./modules/payments/routes";
import { healthRoute } from "./modules/platform/routes";
import { productRoutes } from "./modules/products/routes";
import { promoCodeRoutes } from "./modules/promoCodes/routes";
import { questionRoutes } from "./modules/questions/routes";
import { reportRoutes } from "./modules/reports/routes";
import { selfServiceRoutes } from "./modules/selfService/routes";
import { stripeConnectRoutes } from "./modules/stripeConnect/routes";
import { taxesAndFeesRoutes } from "./modules/taxesAndFees/routes";
import { ticketRoutes } from "./modules/tickets/routes";
import { userRoutes } from "./modules/users/routes";
import { waitlistRoutes } from "./modules/waitlist/routes";
import { webhookRoutes } from "./modules/webhooks/routes";

/**
 * Every route of the API. A module exports its routes (`modules/<name>/routes.ts`) and adds them
 * here; that alone mounts them and puts them in `GET /api/openapi.json`.
 */
export const apiRoutes: readonly Route[] = [
  healthRoute,
  ...authRoutes,
  ...userRoutes,
  ...organizerRoutes,
  ...imageRoutes,
  ...accountRoutes,
  ...taxesAndFeesRoutes,
  ...eventRoutes,
  ...productRoutes,
  ...paymentRoutes,
  ...stripeConnectRoutes,
  ...promoCodeRoutes,
  ...affiliateRoutes,
  ...questionRoutes,
  ...checkoutRoutes,
  ...completeRoutes,
  ...ticketRoutes,
  ...reportRoutes,
  ...exportRoutes,
  ...attendeeRoutes,
  ...orderRoutes,
  ...invoiceRoutes,
  ...checkInRoutes,
  ...selfServiceRoutes,
  ...emailTemplateRoutes,
  ...webhookRoutes,
  ...messageRoutes,
  ...waitlistRoutes,
];
