import type { UserLocale } from "@varco/domain";

/**
 * The mail a buyer gets when a card payment arrived after their reservation had run out: the
 * tickets were not theirs any more, so the payment was refunded in full (docs/rules/payments.md).
 * Placeholders in braces are filled by `renderMail`: `{amount}` comes formatted in the order's
 * language, `{order_number}` is the order's public id.
 */
export interface LateRefundStrings {
  subject: string;
  intro: string;
  timing: string;
  again: string;
}

export const lateRefundStrings: Record<UserLocale, LateRefundStrings> = {
  en: {
    subject: "Your payment for {event_title} has been refunded",
    intro:
      "Your payment of {amount} for order {order_number} ({event_title}) arrived after your reservation had expired, so we could not confirm your order. We have refunded the full amount.",
    timing: "The refund usually reaches your account within 5 to 10 business days, depending on your bank.",
    again: "If tickets are still available, you are welcome to place a new order.",
  },
  it: {
    subject: "Il tuo pagamento per {event_title} è stato rimborsato",
    intro:
      "Il tuo pagamento di {amount} per l'ordine {order_number} ({event_title}) è arrivato dopo la scadenza della prenotazione, quindi non abbiamo potuto confermare l'ordine. Ti abbiamo rimborsato l'intero importo.",
    timing: "Di solito il rimborso arriva sul tuo conto entro 5-10 giorni lavorativi, a seconda della banca.",
    again: "Se i biglietti sono ancora disponibili, puoi fare un nuovo ordine.",
  },
  de: {
    subject: "Ihre Zahlung für {event_title} wurde erstattet",
    intro:
      "Ihre Zahlung von {amount} für die Bestellung {order_number} ({event_title}) ist erst nach Ablauf Ihrer Reservierung eingegangen, daher konnten wir die Bestellung nicht bestätigen. Wir haben Ihnen den vollen Betrag erstattet.",
    timing: "Die Erstattung erscheint je nach Bank meist innerhalb von 5 bis 10 Werktagen auf Ihrem Konto.",
    again: "Wenn noch Tickets verfügbar sind, können Sie gern eine neue Bestellung aufgeben.",
  },
  fr: {
    subject: "Votre paiement pour {event_title} a été remboursé",
    intro:
      "Votre paiement de {amount} pour la commande {order_number} ({event_title}) est arrivé après l'expiration de votre réservation : nous n'avons donc pas pu confirmer la commande. Nous vous avons remboursé l'intégralité du montant.",
    timing:
      "Le remboursement arrive généralement sur votre compte sous 5 à 10 jours ouvrés, selon votre banque.",
    again: "S'il reste des billets, vous pouvez passer une nouvelle commande.",
  },
  nl: {
    subject: "Je betaling voor {event_title} is terugbetaald",
    intro:
      "Je betaling van {amount} voor bestelling {order_number} ({event_title}) kwam binnen nadat je reservering was verlopen, dus we konden de bestelling niet bevestigen. We hebben het volledige bedrag terugbetaald.",
    timing:
      "De terugbetaling staat meestal binnen 5 tot 10 werkdagen op je rekening, afhankelijk van je bank.",
    again: "Als er nog tickets beschikbaar zijn, kun je gerust een nieuwe bestelling plaatsen.",
  },
  hu: {
    subject: "A(z) {event_title} eseményre küldött fizetésedet visszatérítettük",
    intro:
      "A(z) {order_number} rendelésre ({event_title}) küldött {amount} összegű fizetésed a foglalásod lejárta után érkezett meg, ezért a rendelést nem tudtuk visszaigazolni. A teljes összeget visszatérítettük.",
    timing: "A visszatérítés bankodtól függően általában 5–10 munkanapon belül jelenik meg a számládon.",
    again: "Ha még vannak elérhető jegyek, szívesen fogadjuk új rendelésedet.",
  },
  es: {
    subject: "Te hemos reembolsado el pago de {event_title}",
    intro:
      "Tu pago de {amount} del pedido {order_number} ({event_title}) llegó después de que caducara tu reserva, así que no pudimos confirmar el pedido. Te hemos reembolsado el importe completo.",
    timing: "El reembolso suele llegar a tu cuenta en un plazo de 5 a 10 días hábiles, según tu banco.",
    again: "Si aún quedan entradas, puedes hacer un nuevo pedido.",
  },
  pt: {
    subject: "O seu pagamento para {event_title} foi reembolsado",
    intro:
      "O seu pagamento de {amount} da encomenda {order_number} ({event_title}) chegou depois de a sua reserva ter expirado, pelo que não pudemos confirmar a encomenda. Reembolsámos o valor total.",
    timing: "O reembolso chega normalmente à sua conta em 5 a 10 dias úteis, consoante o seu banco.",
    again: "Se ainda houver bilhetes disponíveis, pode fazer uma nova encomenda.",
  },
  "pt-br": {
    subject: "Seu pagamento para {event_title} foi reembolsado",
    intro:
      "Seu pagamento de {amount} do pedido {order_number} ({event_title}) chegou depois que sua reserva expirou, por isso não conseguimos confirmar o pedido. Reembolsamos o valor total.",
    timing: "O reembolso costuma aparecer na sua conta em 5 a 10 dias úteis, dependendo do seu banco.",
    again: "Se ainda houver ingressos disponíveis, você pode fazer um novo pedido.",
  },
  "zh-cn": {
    subject: "您为 {event_title} 支付的款项已退还",
    intro:
      "您为订单 {order_number}（{event_title}）支付的 {amount} 在预留时间结束后才到账，因此我们无法确认该订单。我们已全额退款。",
    timing: "退款通常会在 5 到 10 个工作日内退回您的账户，具体取决于您的银行。",
    again: "如果仍有余票，欢迎您重新下单。",
  },
  se: {
    subject: "Din betalning för {event_title} har återbetalats",
    intro:
      "Din betalning på {amount} för beställning {order_number} ({event_title}) kom in efter att din reservation hade gått ut, så vi kunde inte bekräfta beställningen. Vi har återbetalat hela beloppet.",
    timing: "Återbetalningen brukar synas på ditt konto inom 5 till 10 bankdagar, beroende på din bank.",
    again: "Om det fortfarande finns biljetter kvar är du välkommen att göra en ny beställning.",
  },
  "zh-hk": {
    subject: "你為 {event_title} 支付的款項已退還",
    intro:
      "你為訂單 {order_number}（{event_title}）支付的 {amount} 在預留時間結束後才到賬，因此我們未能確認該訂單。我們已全數退款。",
    timing: "退款一般會在 5 至 10 個工作天內退回你的賬戶，視乎你的銀行而定。",
    again: "如仍有門票，歡迎你重新下單。",
  },
  vi: {
    subject: "Khoản thanh toán của bạn cho {event_title} đã được hoàn lại",
    intro:
      "Khoản thanh toán {amount} cho đơn hàng {order_number} ({event_title}) đến sau khi thời gian giữ chỗ của bạn đã hết, nên chúng tôi không thể xác nhận đơn hàng. Chúng tôi đã hoàn lại toàn bộ số tiền.",
    timing: "Tiền hoàn thường về tài khoản của bạn trong vòng 5 đến 10 ngày làm việc, tùy theo ngân hàng.",
    again: "Nếu vẫn còn vé, bạn có thể đặt một đơn hàng mới.",
  },
  tr: {
    subject: "{event_title} için yaptığınız ödeme iade edildi",
    intro:
      "{order_number} numaralı sipariş ({event_title}) için yaptığınız {amount} tutarındaki ödeme, rezervasyonunuzun süresi dolduktan sonra ulaştı; bu nedenle siparişi onaylayamadık. Tutarın tamamını iade ettik.",
    timing: "İade, bankanıza bağlı olarak genellikle 5 ila 10 iş günü içinde hesabınıza yansır.",
    again: "Hâlâ bilet varsa yeni bir sipariş verebilirsiniz.",
  },
  pl: {
    subject: "Twoja płatność za {event_title} została zwrócona",
    intro:
      "Twoja płatność w wysokości {amount} za zamówienie {order_number} ({event_title}) dotarła po wygaśnięciu rezerwacji, więc nie mogliśmy potwierdzić zamówienia. Zwróciliśmy całą kwotę.",
    timing: "Zwrot zwykle pojawia się na koncie w ciągu 5–10 dni roboczych, zależnie od banku.",
    again: "Jeśli bilety są nadal dostępne, możesz złożyć nowe zamówienie.",
  },
};
