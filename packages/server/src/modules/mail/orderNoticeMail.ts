import { fromMinorUnits, type UserLocale } from "@varco/domain";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { attendees, events, orderRefundAttendees, type orders, products } from "../../db/schema";
import type { LateRefundTemplate } from "./lateRefundMail";
import { intlLocaleOf } from "./orderMail";
import { queueMail } from "./outbox";
import { ticketNoticeStrings } from "./ticketNoticeStrings";

/**
 * The notices a buyer gets when the organiser cancels their order or refunds money
 * (docs/rules/orders.md), in the order's language. A refund recorded at once (offline, or one
 * Stripe made at once) is `order_refunded`; one Stripe is still making is `order_refund_pending`,
 * followed by `order_refunded` or `order_refund_failed` when its webhook settles it.
 * Placeholders in braces are filled by `renderMail`: `{amount}` comes formatted in the order's
 * language and currency, `{order_number}` is the order's public id.
 */
export const orderNoticeTemplates = [
  "order_cancelled",
  "order_refunded",
  "order_refund_pending",
  "order_refund_failed",
  "ticket_cancelled",
] as const;
export type OrderNoticeTemplate = (typeof orderNoticeTemplates)[number];

export interface OrderNoticeStrings {
  order_cancelled: { subject: string; intro: string; tickets: string; questions: string };
  order_refunded: { subject: string; intro: string; timing: string; questions: string };
  order_refund_pending: { subject: string; intro: string; timing: string };
  order_refund_failed: { subject: string; intro: string; next: string };
}

export const orderNoticeStrings: Record<UserLocale, OrderNoticeStrings> = {
  en: {
    order_cancelled: {
      subject: "Your order {order_number} for {event_title} has been cancelled",
      intro: "The organiser of {event_title} has cancelled your order {order_number}.",
      tickets: "The tickets of this order are no longer valid.",
      questions: "If you have questions, reply to the organiser of the event.",
    },
    order_refunded: {
      subject: "You have been refunded {amount} for {event_title}",
      intro: "The organiser of {event_title} has refunded {amount} of your order {order_number}.",
      timing:
        "A card refund usually reaches your account within 5 to 10 business days, depending on your bank.",
      questions: "If you have questions, reply to the organiser of the event.",
    },
    order_refund_pending: {
      subject: "Your refund of {amount} for {event_title} is on its way",
      intro:
        "The organiser of {event_title} has refunded {amount} of your order {order_number} to your card. The refund is on its way.",
      timing:
        "We will write to you again when the payment provider has completed it; a card refund usually reaches your account within 5 to 10 business days, depending on your bank.",
    },
    order_refund_failed: {
      subject: "Your refund of {amount} for {event_title} did not go through",
      intro:
        "The refund of {amount} of your order {order_number} for {event_title} could not be completed by the payment provider.",
      next: "Please contact the organiser of the event so they can settle it with you.",
    },
  },
  it: {
    order_cancelled: {
      subject: "Il tuo ordine {order_number} per {event_title} è stato annullato",
      intro: "L'organizzatore di {event_title} ha annullato il tuo ordine {order_number}.",
      tickets: "I biglietti di questo ordine non sono più validi.",
      questions: "Per qualsiasi domanda, rivolgiti all'organizzatore dell'evento.",
    },
    order_refunded: {
      subject: "Ti sono stati rimborsati {amount} per {event_title}",
      intro: "L'organizzatore di {event_title} ti ha rimborsato {amount} dell'ordine {order_number}.",
      timing:
        "Un rimborso su carta arriva di solito sul tuo conto entro 5-10 giorni lavorativi, a seconda della banca.",
      questions: "Per qualsiasi domanda, rivolgiti all'organizzatore dell'evento.",
    },
    order_refund_pending: {
      subject: "Il tuo rimborso di {amount} per {event_title} è in arrivo",
      intro:
        "L'organizzatore di {event_title} ha disposto il rimborso di {amount} dell'ordine {order_number} sulla tua carta. Il rimborso è in arrivo.",
      timing:
        "Ti scriveremo di nuovo quando il circuito di pagamento lo avrà completato; un rimborso su carta arriva di solito sul tuo conto entro 5-10 giorni lavorativi, a seconda della banca.",
    },
    order_refund_failed: {
      subject: "Il tuo rimborso di {amount} per {event_title} non è andato a buon fine",
      intro:
        "Il circuito di pagamento non è riuscito a completare il rimborso di {amount} dell'ordine {order_number} per {event_title}.",
      next: "Contatta l'organizzatore dell'evento, che ti aiuterà a risolvere.",
    },
  },
  de: {
    order_cancelled: {
      subject: "Ihre Bestellung {order_number} für {event_title} wurde storniert",
      intro: "Der Veranstalter von {event_title} hat Ihre Bestellung {order_number} storniert.",
      tickets: "Die Tickets dieser Bestellung sind nicht mehr gültig.",
      questions: "Bei Fragen wenden Sie sich bitte an den Veranstalter.",
    },
    order_refunded: {
      subject: "Sie haben eine Erstattung von {amount} für {event_title} erhalten",
      intro:
        "Der Veranstalter von {event_title} hat Ihnen {amount} Ihrer Bestellung {order_number} erstattet.",
      timing:
        "Eine Kartenerstattung erscheint je nach Bank meist innerhalb von 5 bis 10 Werktagen auf Ihrem Konto.",
      questions: "Bei Fragen wenden Sie sich bitte an den Veranstalter.",
    },
    order_refund_pending: {
      subject: "Ihre Erstattung von {amount} für {event_title} ist unterwegs",
      intro:
        "Der Veranstalter von {event_title} hat {amount} Ihrer Bestellung {order_number} auf Ihre Karte erstattet. Die Erstattung ist unterwegs.",
      timing:
        "Wir schreiben Ihnen erneut, sobald der Zahlungsdienst sie abgeschlossen hat; eine Kartenerstattung erscheint je nach Bank meist innerhalb von 5 bis 10 Werktagen auf Ihrem Konto.",
    },
    order_refund_failed: {
      subject: "Ihre Erstattung von {amount} für {event_title} ist fehlgeschlagen",
      intro:
        "Der Zahlungsdienst konnte die Erstattung von {amount} Ihrer Bestellung {order_number} für {event_title} nicht abschließen.",
      next: "Bitte wenden Sie sich an den Veranstalter, damit er die Erstattung mit Ihnen klärt.",
    },
  },
  fr: {
    order_cancelled: {
      subject: "Votre commande {order_number} pour {event_title} a été annulée",
      intro: "L'organisateur de {event_title} a annulé votre commande {order_number}.",
      tickets: "Les billets de cette commande ne sont plus valables.",
      questions: "Pour toute question, adressez-vous à l'organisateur de l'événement.",
    },
    order_refunded: {
      subject: "Vous avez été remboursé de {amount} pour {event_title}",
      intro: "L'organisateur de {event_title} vous a remboursé {amount} sur votre commande {order_number}.",
      timing:
        "Un remboursement par carte arrive généralement sur votre compte sous 5 à 10 jours ouvrés, selon votre banque.",
      questions: "Pour toute question, adressez-vous à l'organisateur de l'événement.",
    },
    order_refund_pending: {
      subject: "Votre remboursement de {amount} pour {event_title} est en cours",
      intro:
        "L'organisateur de {event_title} a remboursé {amount} de votre commande {order_number} sur votre carte. Le remboursement est en cours.",
      timing:
        "Nous vous écrirons à nouveau lorsque le prestataire de paiement l'aura finalisé ; un remboursement par carte arrive généralement sur votre compte sous 5 à 10 jours ouvrés, selon votre banque.",
    },
    order_refund_failed: {
      subject: "Votre remboursement de {amount} pour {event_title} n'a pas abouti",
      intro:
        "Le prestataire de paiement n'a pas pu finaliser le remboursement de {amount} de votre commande {order_number} pour {event_title}.",
      next: "Veuillez contacter l'organisateur de l'événement pour qu'il règle la situation avec vous.",
    },
  },
  nl: {
    order_cancelled: {
      subject: "Je bestelling {order_number} voor {event_title} is geannuleerd",
      intro: "De organisator van {event_title} heeft je bestelling {order_number} geannuleerd.",
      tickets: "De tickets van deze bestelling zijn niet meer geldig.",
      questions: "Heb je vragen, neem dan contact op met de organisator van het evenement.",
    },
    order_refunded: {
      subject: "Je hebt {amount} terugbetaald gekregen voor {event_title}",
      intro: "De organisator van {event_title} heeft {amount} van je bestelling {order_number} terugbetaald.",
      timing:
        "Een terugbetaling op je kaart staat meestal binnen 5 tot 10 werkdagen op je rekening, afhankelijk van je bank.",
      questions: "Heb je vragen, neem dan contact op met de organisator van het evenement.",
    },
    order_refund_pending: {
      subject: "Je terugbetaling van {amount} voor {event_title} is onderweg",
      intro:
        "De organisator van {event_title} heeft {amount} van je bestelling {order_number} op je kaart terugbetaald. De terugbetaling is onderweg.",
      timing:
        "We mailen je opnieuw zodra de betaaldienst haar heeft afgerond; een terugbetaling op je kaart staat meestal binnen 5 tot 10 werkdagen op je rekening, afhankelijk van je bank.",
    },
    order_refund_failed: {
      subject: "Je terugbetaling van {amount} voor {event_title} is niet gelukt",
      intro:
        "De betaaldienst kon de terugbetaling van {amount} van je bestelling {order_number} voor {event_title} niet afronden.",
      next: "Neem contact op met de organisator van het evenement, zodat die het met je kan regelen.",
    },
  },
  hu: {
    order_cancelled: {
      subject: "A(z) {event_title} eseményre leadott {order_number} rendelésedet törölték",
      intro: "A(z) {event_title} szervezője törölte a(z) {order_number} rendelésedet.",
      tickets: "A rendelés jegyei már nem érvényesek.",
      questions: "Ha kérdésed van, fordulj az esemény szervezőjéhez.",
    },
    order_refunded: {
      subject: "{amount} összeget visszatérítettek neked a(z) {event_title} esemény kapcsán",
      intro:
        "A(z) {event_title} szervezője {amount} összeget visszatérített a(z) {order_number} rendelésedből.",
      timing:
        "A kártyás visszatérítés bankodtól függően általában 5–10 munkanapon belül jelenik meg a számládon.",
      questions: "Ha kérdésed van, fordulj az esemény szervezőjéhez.",
    },
    order_refund_pending: {
      subject: "A(z) {event_title} eseményre szóló {amount} visszatérítésed úton van",
      intro:
        "A(z) {event_title} szervezője {amount} összeget visszatérített a kártyádra a(z) {order_number} rendelésedből. A visszatérítés úton van.",
      timing:
        "Újra írunk, amint a fizetési szolgáltató teljesítette; a kártyás visszatérítés bankodtól függően általában 5–10 munkanapon belül jelenik meg a számládon.",
    },
    order_refund_failed: {
      subject: "A(z) {event_title} eseményre szóló {amount} visszatérítésed nem sikerült",
      intro:
        "A fizetési szolgáltató nem tudta teljesíteni a(z) {event_title} eseményre leadott {order_number} rendelésed {amount} összegű visszatérítését.",
      next: "Kérjük, vedd fel a kapcsolatot az esemény szervezőjével, hogy rendezze veled.",
    },
  },
  es: {
    order_cancelled: {
      subject: "Tu pedido {order_number} de {event_title} ha sido cancelado",
      intro: "El organizador de {event_title} ha cancelado tu pedido {order_number}.",
      tickets: "Las entradas de este pedido ya no son válidas.",
      questions: "Si tienes preguntas, contacta con el organizador del evento.",
    },
    order_refunded: {
      subject: "Te han reembolsado {amount} de {event_title}",
      intro: "El organizador de {event_title} te ha reembolsado {amount} de tu pedido {order_number}.",
      timing:
        "Un reembolso a tarjeta suele llegar a tu cuenta en un plazo de 5 a 10 días hábiles, según tu banco.",
      questions: "Si tienes preguntas, contacta con el organizador del evento.",
    },
    order_refund_pending: {
      subject: "Tu reembolso de {amount} de {event_title} está en camino",
      intro:
        "El organizador de {event_title} te ha reembolsado {amount} de tu pedido {order_number} en tu tarjeta. El reembolso está en camino.",
      timing:
        "Te escribiremos de nuevo cuando el proveedor de pagos lo haya completado; un reembolso a tarjeta suele llegar a tu cuenta en un plazo de 5 a 10 días hábiles, según tu banco.",
    },
    order_refund_failed: {
      subject: "Tu reembolso de {amount} de {event_title} no se ha podido completar",
      intro:
        "El proveedor de pagos no ha podido completar el reembolso de {amount} de tu pedido {order_number} de {event_title}.",
      next: "Ponte en contacto con el organizador del evento para que lo resuelva contigo.",
    },
  },
  pt: {
    order_cancelled: {
      subject: "A sua encomenda {order_number} para {event_title} foi cancelada",
      intro: "O organizador de {event_title} cancelou a sua encomenda {order_number}.",
      tickets: "Os bilhetes desta encomenda já não são válidos.",
      questions: "Se tiver dúvidas, contacte o organizador do evento.",
    },
    order_refunded: {
      subject: "Foi-lhe reembolsado {amount} de {event_title}",
      intro: "O organizador de {event_title} reembolsou {amount} da sua encomenda {order_number}.",
      timing:
        "Um reembolso no cartão chega normalmente à sua conta em 5 a 10 dias úteis, consoante o seu banco.",
      questions: "Se tiver dúvidas, contacte o organizador do evento.",
    },
    order_refund_pending: {
      subject: "O seu reembolso de {amount} de {event_title} está a caminho",
      intro:
        "O organizador de {event_title} reembolsou {amount} da sua encomenda {order_number} no seu cartão. O reembolso está a caminho.",
      timing:
        "Voltaremos a escrever-lhe quando o prestador de pagamentos o concluir; um reembolso no cartão chega normalmente à sua conta em 5 a 10 dias úteis, consoante o seu banco.",
    },
    order_refund_failed: {
      subject: "O seu reembolso de {amount} de {event_title} não foi concluído",
      intro:
        "O prestador de pagamentos não conseguiu concluir o reembolso de {amount} da sua encomenda {order_number} de {event_title}.",
      next: "Contacte o organizador do evento para que resolva a situação consigo.",
    },
  },
  "pt-br": {
    order_cancelled: {
      subject: "Seu pedido {order_number} para {event_title} foi cancelado",
      intro: "O organizador de {event_title} cancelou seu pedido {order_number}.",
      tickets: "Os ingressos deste pedido não são mais válidos.",
      questions: "Se tiver dúvidas, fale com o organizador do evento.",
    },
    order_refunded: {
      subject: "Você recebeu um reembolso de {amount} de {event_title}",
      intro: "O organizador de {event_title} reembolsou {amount} do seu pedido {order_number}.",
      timing:
        "Um reembolso no cartão costuma aparecer na sua conta em 5 a 10 dias úteis, dependendo do seu banco.",
      questions: "Se tiver dúvidas, fale com o organizador do evento.",
    },
    order_refund_pending: {
      subject: "Seu reembolso de {amount} de {event_title} está a caminho",
      intro:
        "O organizador de {event_title} reembolsou {amount} do seu pedido {order_number} no seu cartão. O reembolso está a caminho.",
      timing:
        "Vamos escrever de novo quando o provedor de pagamento concluí-lo; um reembolso no cartão costuma aparecer na sua conta em 5 a 10 dias úteis, dependendo do seu banco.",
    },
    order_refund_failed: {
      subject: "Seu reembolso de {amount} de {event_title} não foi concluído",
      intro:
        "O provedor de pagamento não conseguiu concluir o reembolso de {amount} do seu pedido {order_number} de {event_title}.",
      next: "Fale com o organizador do evento para que ele resolva isso com você.",
    },
  },
  "zh-cn": {
    order_cancelled: {
      subject: "您在 {event_title} 的订单 {order_number} 已被取消",
      intro: "{event_title} 的主办方已取消您的订单 {order_number}。",
      tickets: "该订单的门票已失效。",
      questions: "如有疑问，请联系活动主办方。",
    },
    order_refunded: {
      subject: "您已获得 {event_title} 的退款 {amount}",
      intro: "{event_title} 的主办方已为您的订单 {order_number} 退款 {amount}。",
      timing: "银行卡退款通常会在 5 到 10 个工作日内退回您的账户，具体取决于您的银行。",
      questions: "如有疑问，请联系活动主办方。",
    },
    order_refund_pending: {
      subject: "您在 {event_title} 的退款 {amount} 正在处理中",
      intro: "{event_title} 的主办方已将您订单 {order_number} 中的 {amount} 退回您的银行卡，退款正在处理中。",
      timing:
        "支付服务商完成退款后，我们会再次通知您；银行卡退款通常会在 5 到 10 个工作日内退回您的账户，具体取决于您的银行。",
    },
    order_refund_failed: {
      subject: "您在 {event_title} 的退款 {amount} 未能完成",
      intro: "支付服务商未能完成您在 {event_title} 的订单 {order_number} 的退款 {amount}。",
      next: "请联系活动主办方，由其与您协商解决。",
    },
  },
  se: {
    order_cancelled: {
      subject: "Din beställning {order_number} till {event_title} har avbokats",
      intro: "Arrangören av {event_title} har avbokat din beställning {order_number}.",
      tickets: "Biljetterna i den här beställningen gäller inte längre.",
      questions: "Har du frågor kan du kontakta arrangören av evenemanget.",
    },
    order_refunded: {
      subject: "Du har fått {amount} återbetalt för {event_title}",
      intro: "Arrangören av {event_title} har återbetalat {amount} av din beställning {order_number}.",
      timing:
        "En återbetalning till kortet brukar synas på ditt konto inom 5 till 10 bankdagar, beroende på din bank.",
      questions: "Har du frågor kan du kontakta arrangören av evenemanget.",
    },
    order_refund_pending: {
      subject: "Din återbetalning på {amount} för {event_title} är på väg",
      intro:
        "Arrangören av {event_title} har återbetalat {amount} av din beställning {order_number} till ditt kort. Återbetalningen är på väg.",
      timing:
        "Vi skriver till dig igen när betaltjänsten har slutfört den; en återbetalning till kortet brukar synas på ditt konto inom 5 till 10 bankdagar, beroende på din bank.",
    },
    order_refund_failed: {
      subject: "Din återbetalning på {amount} för {event_title} gick inte igenom",
      intro:
        "Betaltjänsten kunde inte slutföra återbetalningen på {amount} av din beställning {order_number} till {event_title}.",
      next: "Kontakta arrangören av evenemanget så att hen kan lösa det med dig.",
    },
  },
  "zh-hk": {
    order_cancelled: {
      subject: "你在 {event_title} 的訂單 {order_number} 已被取消",
      intro: "{event_title} 的主辦單位已取消你的訂單 {order_number}。",
      tickets: "此訂單的門票已經失效。",
      questions: "如有疑問，請聯絡活動主辦單位。",
    },
    order_refunded: {
      subject: "你已獲 {event_title} 退款 {amount}",
      intro: "{event_title} 的主辦單位已為你的訂單 {order_number} 退款 {amount}。",
      timing: "信用卡退款一般會在 5 至 10 個工作天內退回你的賬戶，視乎你的銀行而定。",
      questions: "如有疑問，請聯絡活動主辦單位。",
    },
    order_refund_pending: {
      subject: "你在 {event_title} 的退款 {amount} 正在處理中",
      intro:
        "{event_title} 的主辦單位已將你訂單 {order_number} 中的 {amount} 退回你的信用卡，退款正在處理中。",
      timing:
        "付款服務商完成退款後，我們會再次通知你；信用卡退款一般會在 5 至 10 個工作天內退回你的賬戶，視乎你的銀行而定。",
    },
    order_refund_failed: {
      subject: "你在 {event_title} 的退款 {amount} 未能完成",
      intro: "付款服務商未能完成你在 {event_title} 的訂單 {order_number} 的退款 {amount}。",
      next: "請聯絡活動主辦單位，由他們與你跟進解決。",
    },
  },
  vi: {
    order_cancelled: {
      subject: "Đơn hàng {order_number} cho {event_title} của bạn đã bị hủy",
      intro: "Ban tổ chức {event_title} đã hủy đơn hàng {order_number} của bạn.",
      tickets: "Vé của đơn hàng này không còn hiệu lực.",
      questions: "Nếu có thắc mắc, vui lòng liên hệ ban tổ chức sự kiện.",
    },
    order_refunded: {
      subject: "Bạn đã được hoàn {amount} cho {event_title}",
      intro: "Ban tổ chức {event_title} đã hoàn {amount} cho đơn hàng {order_number} của bạn.",
      timing:
        "Tiền hoàn về thẻ thường vào tài khoản của bạn trong vòng 5 đến 10 ngày làm việc, tùy theo ngân hàng.",
      questions: "Nếu có thắc mắc, vui lòng liên hệ ban tổ chức sự kiện.",
    },
    order_refund_pending: {
      subject: "Khoản hoàn tiền {amount} cho {event_title} của bạn đang được xử lý",
      intro:
        "Ban tổ chức {event_title} đã hoàn {amount} của đơn hàng {order_number} về thẻ của bạn. Khoản hoàn tiền đang trên đường về.",
      timing:
        "Chúng tôi sẽ gửi thư lại khi đơn vị thanh toán hoàn tất; tiền hoàn về thẻ thường vào tài khoản của bạn trong vòng 5 đến 10 ngày làm việc, tùy theo ngân hàng.",
    },
    order_refund_failed: {
      subject: "Khoản hoàn tiền {amount} cho {event_title} của bạn không thành công",
      intro:
        "Đơn vị thanh toán không thể hoàn tất khoản hoàn tiền {amount} của đơn hàng {order_number} cho {event_title}.",
      next: "Vui lòng liên hệ ban tổ chức sự kiện để được giải quyết.",
    },
  },
  tr: {
    order_cancelled: {
      subject: "{event_title} için verdiğiniz {order_number} numaralı sipariş iptal edildi",
      intro: "{event_title} organizatörü {order_number} numaralı siparişinizi iptal etti.",
      tickets: "Bu siparişin biletleri artık geçerli değil.",
      questions: "Sorularınız için lütfen etkinliğin organizatörüyle iletişime geçin.",
    },
    order_refunded: {
      subject: "{event_title} için size {amount} iade edildi",
      intro: "{event_title} organizatörü {order_number} numaralı siparişinizden {amount} iade etti.",
      timing:
        "Karta yapılan iade, bankanıza bağlı olarak genellikle 5 ila 10 iş günü içinde hesabınıza yansır.",
      questions: "Sorularınız için lütfen etkinliğin organizatörüyle iletişime geçin.",
    },
    order_refund_pending: {
      subject: "{event_title} için {amount} tutarındaki iadeniz yolda",
      intro:
        "{event_title} organizatörü {order_number} numaralı siparişinizden {amount} tutarı kartınıza iade etti. İade yolda.",
      timing:
        "Ödeme hizmeti iadeyi tamamladığında size yeniden yazacağız; karta yapılan iade, bankanıza bağlı olarak genellikle 5 ila 10 iş günü içinde hesabınıza yansır.",
    },
    order_refund_failed: {
      subject: "{event_title} için {amount} tutarındaki iadeniz gerçekleştirilemedi",
      intro:
        "Ödeme hizmeti, {event_title} için verdiğiniz {order_number} numaralı siparişin {amount} tutarındaki iadesini tamamlayamadı.",
      next: "Durumu sizinle çözmesi için lütfen etkinliğin organizatörüyle iletişime geçin.",
    },
  },
  pl: {
    order_cancelled: {
      subject: "Twoje zamówienie {order_number} na {event_title} zostało anulowane",
      intro: "Organizator wydarzenia {event_title} anulował Twoje zamówienie {order_number}.",
      tickets: "Bilety z tego zamówienia są już nieważne.",
      questions: "W razie pytań skontaktuj się z organizatorem wydarzenia.",
    },
    order_refunded: {
      subject: "Otrzymujesz zwrot {amount} za {event_title}",
      intro: "Organizator wydarzenia {event_title} zwrócił Ci {amount} z zamówienia {order_number}.",
      timing: "Zwrot na kartę zwykle pojawia się na koncie w ciągu 5–10 dni roboczych, zależnie od banku.",
      questions: "W razie pytań skontaktuj się z organizatorem wydarzenia.",
    },
    order_refund_pending: {
      subject: "Zwrot {amount} za {event_title} jest w drodze",
      intro:
        "Organizator wydarzenia {event_title} zwrócił {amount} z zamówienia {order_number} na Twoją kartę. Zwrot jest w drodze.",
      timing:
        "Napiszemy ponownie, gdy operator płatności go zakończy; zwrot na kartę zwykle pojawia się na koncie w ciągu 5–10 dni roboczych, zależnie od banku.",
    },
    order_refund_failed: {
      subject: "Zwrot {amount} za {event_title} nie powiódł się",
      intro:
        "Operator płatności nie zdołał zrealizować zwrotu {amount} z zamówienia {order_number} na {event_title}.",
      next: "Skontaktuj się z organizatorem wydarzenia, aby wspólnie to wyjaśnić.",
    },
  },
};

export function isOrderNoticeTemplate(template: string): template is OrderNoticeTemplate {
  return (orderNoticeTemplates as readonly string[]).includes(template);
}

/** A list a notice shows: its heading (a template) and its entries (values, shown as they are). */
export interface NoticeList {
  heading: string;
  entries: string[];
}

/** The entries of a payload's list (`refunded_tickets`, `cancelled_tickets`), strings only. */
function entriesOf(payload: Record<string, unknown>, key: string): string[] {
  const value = payload[key];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/** The ticket lists of a notice, from its payload: those the refund was for, those cancelled. */
function ticketListsOf(payload: Record<string, unknown>, locale: UserLocale): NoticeList[] {
  const words = ticketNoticeStrings[locale];
  return [
    { heading: words.refunded_tickets, entries: entriesOf(payload, "refunded_tickets") },
    { heading: words.cancelled_tickets, entries: entriesOf(payload, "cancelled_tickets") },
  ].filter((list) => list.entries.length > 0);
}

/** What one notice says, before its values are filled in. */
export function orderNoticeContent(
  template: OrderNoticeTemplate,
  locale: UserLocale,
  payload: Record<string, unknown> = {},
) {
  if (template === "ticket_cancelled") {
    const words = ticketNoticeStrings[locale].ticket_cancelled;
    return {
      subject: words.subject,
      lines: [words.intro],
      lists: [{ heading: "", entries: entriesOf(payload, "cancelled_tickets") }],
      after: [words.valid, orderNoticeStrings[locale].order_cancelled.questions],
    };
  }
  const lists = ticketListsOf(payload, locale);
  if (template === "order_cancelled") {
    const words = orderNoticeStrings[locale].order_cancelled;
    return { subject: words.subject, lines: [words.intro, words.tickets], after: [words.questions] };
  }
  const strings = orderNoticeStrings[locale];
  if (template === "order_refund_pending") {
    const words = strings.order_refund_pending;
    return {
      subject: words.subject,
      lines: [words.intro],
      lists,
      after: [words.timing, strings.order_refunded.questions],
    };
  }
  if (template === "order_refund_failed") {
    const words = strings.order_refund_failed;
    return { subject: words.subject, lines: [words.intro], after: [words.next] };
  }
  const words = strings.order_refunded;
  return { subject: words.subject, lines: [words.intro], lists, after: [words.timing, words.questions] };
}

/** An amount in minor units as the buyer reads it, in the order's language and currency. */
export function formattedAmount(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: "currency", currency }).format(
    Number(fromMinorUnits(minor, currency)),
  );
}

type NoticeOrder = Pick<
  typeof orders.$inferSelect,
  "email" | "eventId" | "locale" | "firstName" | "publicId" | "currency"
>;

/** The title and account of the event a notice is about. */
async function noticeEventOf(tx: Executor, eventId: number) {
  const [event] = await tx
    .select({ title: events.title, accountId: events.accountId })
    .from(events)
    .where(eq(events.id, eventId));
  return event;
}

/**
 * Queues one notice to the buyer (an organiser's cancel or refund, or the refund of a card payment
 * that came too late), in the caller's transaction: a rolled-back change sends nothing. An order
 * without an address gets none.
 */
export async function queueOrderNotice(
  tx: Executor,
  order: NoticeOrder,
  notice:
    | { template: "order_cancelled" }
    | {
        template: Exclude<OrderNoticeTemplate, "order_cancelled" | "ticket_cancelled"> | LateRefundTemplate;
        amount: number;
        /** A refund by ticket: which tickets it was for, and which were cancelled with it. */
        tickets?: TicketLists;
      },
): Promise<void> {
  if (!order.email) return;
  const tickets = "tickets" in notice ? notice.tickets : undefined;
  const event = await noticeEventOf(tx, order.eventId);
  await queueMail(tx, {
    accountId: event?.accountId ?? null,
    to: order.email,
    template: notice.template,
    payload: {
      locale: order.locale,
      first_name: order.firstName ?? "",
      event_title: event?.title ?? "",
      order_number: order.publicId,
      ...("amount" in notice ? { amount: formattedAmount(notice.amount, order.currency, order.locale) } : {}),
      ...(tickets
        ? { refunded_tickets: tickets.refunded, cancelled_tickets: tickets.cancelled.map(ticketLine) }
        : {}),
    },
  });
}

/** A ticket as a notice lists it. */
export interface NoticeTicket {
  title: string;
  firstName: string;
  lastName: string;
  publicId: string;
  email: string;
}

/** The tickets a refund by ticket was for (each with its share, formatted) and those it cancelled. */
export interface TicketLists {
  refunded: string[];
  cancelled: NoticeTicket[];
}

/** "Stalls — Ada Byron (A-1234567)": a ticket as a notice lists it. */
export function ticketLine(ticket: NoticeTicket): string {
  return `${ticket.title} — ${ticket.firstName} ${ticket.lastName} (${ticket.publicId})`;
}

/**
 * The tickets a refund was for, each with its share, as the buyer's notice lists them (none for a
 * refund by amount alone): for the notice sent when Stripe settles a refund made by ticket.
 */
export async function refundedTicketLines(
  tx: Executor,
  order: Pick<NoticeOrder, "currency" | "locale">,
  refundId: number,
): Promise<string[]> {
  const rows = await tx
    .select({
      title: products.title,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      publicId: attendees.publicId,
      email: attendees.email,
      amount: orderRefundAttendees.amount,
    })
    .from(orderRefundAttendees)
    .innerJoin(attendees, eq(attendees.id, orderRefundAttendees.attendeeId))
    .innerJoin(products, eq(products.id, attendees.productId))
    .where(eq(orderRefundAttendees.refundId, refundId))
    .orderBy(asc(orderRefundAttendees.id));
  return rows.map(
    (row) => `${ticketLine(row)}: ${formattedAmount(row.amount, order.currency, order.locale)}`,
  );
}

/**
 * Tells the holders of tickets the organiser cancelled, in the order's language, one mail per
 * address listing its tickets. With a refund, the buyer's own address gets none: the buyer's notice
 * of the refund lists the cancelled tickets (and when the buyer is not told, neither are the
 * holders). A ticket cancelled on its own (`alsoTheBuyer`) is told to its holder whoever that is.
 */
export async function queueTicketCancelledNotices(
  tx: Executor,
  order: NoticeOrder,
  tickets: readonly NoticeTicket[],
  { alsoTheBuyer = false }: { alsoTheBuyer?: boolean } = {},
): Promise<void> {
  const buyer = alsoTheBuyer ? undefined : order.email?.trim().toLowerCase();
  const byAddress = new Map<string, NoticeTicket[]>();
  for (const ticket of tickets) {
    const address = ticket.email.trim().toLowerCase();
    if (!address || address === buyer) continue;
    byAddress.set(address, [...(byAddress.get(address) ?? []), ticket]);
  }
  if (byAddress.size === 0) return;
  const event = await noticeEventOf(tx, order.eventId);
  for (const held of byAddress.values()) {
    const [first] = held;
    if (!first) continue;
    await queueMail(tx, {
      accountId: event?.accountId ?? null,
      to: first.email,
      template: "ticket_cancelled",
      payload: {
        locale: order.locale,
        first_name: first.firstName,
        event_title: event?.title ?? "",
        order_number: order.publicId,
        cancelled_tickets: held.map(ticketLine),
      },
    });
  }
}
