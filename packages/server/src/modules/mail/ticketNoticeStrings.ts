import type { UserLocale } from "@varco/domain";

/**
 * The words of a refund or cancellation by ticket (docs/rules/orders.md), in every mail locale:
 * the headings of the lists the buyer's refund notice adds (which tickets the refund was for,
 * which were cancelled), and the notice a cancelled ticket's holder gets.
 */
export interface TicketNoticeStrings {
  refunded_tickets: string;
  cancelled_tickets: string;
  ticket_cancelled: { subject: string; intro: string; valid: string };
}

export const ticketNoticeStrings: Record<UserLocale, TicketNoticeStrings> = {
  en: {
    refunded_tickets: "This refund is for these tickets:",
    cancelled_tickets: "These tickets have been cancelled and are no longer valid:",
    ticket_cancelled: {
      subject: "Your ticket for {event_title} has been cancelled",
      intro: "Cancelled by the organiser of {event_title} (order {order_number}):",
      valid: "A cancelled ticket is no longer valid and will not be admitted at the entrance.",
    },
  },
  it: {
    refunded_tickets: "Il rimborso riguarda questi biglietti:",
    cancelled_tickets: "Questi biglietti sono stati annullati e non sono più validi:",
    ticket_cancelled: {
      subject: "Il tuo biglietto per {event_title} è stato annullato",
      intro: "Annullato dall'organizzatore di {event_title} (ordine {order_number}):",
      valid: "Un biglietto annullato non è più valido e non dà accesso all'ingresso.",
    },
  },
  de: {
    refunded_tickets: "Die Erstattung betrifft diese Tickets:",
    cancelled_tickets: "Diese Tickets wurden storniert und sind nicht mehr gültig:",
    ticket_cancelled: {
      subject: "Ihr Ticket für {event_title} wurde storniert",
      intro: "Vom Veranstalter von {event_title} storniert (Bestellung {order_number}):",
      valid: "Ein storniertes Ticket ist nicht mehr gültig und berechtigt nicht zum Einlass.",
    },
  },
  fr: {
    refunded_tickets: "Ce remboursement concerne ces billets :",
    cancelled_tickets: "Ces billets ont été annulés et ne sont plus valables :",
    ticket_cancelled: {
      subject: "Votre billet pour {event_title} a été annulé",
      intro: "Annulé par l'organisateur de {event_title} (commande {order_number}) :",
      valid: "Un billet annulé n'est plus valable et ne donne pas accès à l'entrée.",
    },
  },
  nl: {
    refunded_tickets: "Deze terugbetaling geldt voor deze tickets:",
    cancelled_tickets: "Deze tickets zijn geannuleerd en niet meer geldig:",
    ticket_cancelled: {
      subject: "Je ticket voor {event_title} is geannuleerd",
      intro: "Geannuleerd door de organisator van {event_title} (bestelling {order_number}):",
      valid: "Een geannuleerd ticket is niet meer geldig en geeft geen toegang bij de ingang.",
    },
  },
  hu: {
    refunded_tickets: "A visszatérítés ezekre a jegyekre vonatkozik:",
    cancelled_tickets: "Ezeket a jegyeket törölték, már nem érvényesek:",
    ticket_cancelled: {
      subject: "A(z) {event_title} eseményre szóló jegyedet törölték",
      intro: "A(z) {event_title} szervezője törölte ({order_number} rendelés):",
      valid: "A törölt jegy már nem érvényes, a bejáratnál nem enged be.",
    },
  },
  es: {
    refunded_tickets: "Este reembolso corresponde a estas entradas:",
    cancelled_tickets: "Estas entradas han sido canceladas y ya no son válidas:",
    ticket_cancelled: {
      subject: "Tu entrada para {event_title} ha sido cancelada",
      intro: "Cancelada por el organizador de {event_title} (pedido {order_number}):",
      valid: "Una entrada cancelada ya no es válida y no da acceso al evento.",
    },
  },
  pt: {
    refunded_tickets: "Este reembolso diz respeito a estes bilhetes:",
    cancelled_tickets: "Estes bilhetes foram cancelados e já não são válidos:",
    ticket_cancelled: {
      subject: "O seu bilhete para {event_title} foi cancelado",
      intro: "Cancelado pelo organizador de {event_title} (encomenda {order_number}):",
      valid: "Um bilhete cancelado já não é válido e não dá acesso à entrada.",
    },
  },
  "pt-br": {
    refunded_tickets: "Este reembolso se refere a estes ingressos:",
    cancelled_tickets: "Estes ingressos foram cancelados e não são mais válidos:",
    ticket_cancelled: {
      subject: "Seu ingresso para {event_title} foi cancelado",
      intro: "Cancelado pelo organizador de {event_title} (pedido {order_number}):",
      valid: "Um ingresso cancelado não é mais válido e não dá acesso na entrada.",
    },
  },
  "zh-cn": {
    refunded_tickets: "本次退款涉及以下门票：",
    cancelled_tickets: "以下门票已被取消，不再有效：",
    ticket_cancelled: {
      subject: "您在 {event_title} 的门票已被取消",
      intro: "{event_title} 的主办方已取消（订单 {order_number}）：",
      valid: "已取消的门票不再有效，无法凭其入场。",
    },
  },
  se: {
    refunded_tickets: "Återbetalningen gäller dessa biljetter:",
    cancelled_tickets: "Dessa biljetter har avbokats och gäller inte längre:",
    ticket_cancelled: {
      subject: "Din biljett till {event_title} har avbokats",
      intro: "Avbokat av arrangören av {event_title} (beställning {order_number}):",
      valid: "En avbokad biljett gäller inte längre och ger inte tillträde vid entrén.",
    },
  },
  "zh-hk": {
    refunded_tickets: "是次退款涉及以下門票：",
    cancelled_tickets: "以下門票已被取消，不再有效：",
    ticket_cancelled: {
      subject: "你在 {event_title} 的門票已被取消",
      intro: "{event_title} 的主辦單位已取消（訂單 {order_number}）：",
      valid: "已取消的門票不再有效，不能憑票入場。",
    },
  },
  vi: {
    refunded_tickets: "Khoản hoàn tiền này dành cho các vé sau:",
    cancelled_tickets: "Các vé sau đã bị hủy và không còn hiệu lực:",
    ticket_cancelled: {
      subject: "Vé của bạn cho {event_title} đã bị hủy",
      intro: "Đã bị ban tổ chức {event_title} hủy (đơn hàng {order_number}):",
      valid: "Vé đã hủy không còn hiệu lực và không được dùng để vào cửa.",
    },
  },
  tr: {
    refunded_tickets: "Bu iade şu biletler içindir:",
    cancelled_tickets: "Şu biletler iptal edildi ve artık geçerli değil:",
    ticket_cancelled: {
      subject: "{event_title} biletiniz iptal edildi",
      intro: "{event_title} organizatörü tarafından iptal edildi ({order_number} numaralı sipariş):",
      valid: "İptal edilen bilet artık geçerli değildir ve girişte kabul edilmez.",
    },
  },
  pl: {
    refunded_tickets: "Zwrot dotyczy tych biletów:",
    cancelled_tickets: "Te bilety zostały anulowane i są już nieważne:",
    ticket_cancelled: {
      subject: "Twój bilet na {event_title} został anulowany",
      intro: "Anulowane przez organizatora wydarzenia {event_title} (zamówienie {order_number}):",
      valid: "Anulowany bilet jest nieważny i nie uprawnia do wejścia.",
    },
  },
};
