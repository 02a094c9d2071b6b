import type { UserLocale } from "@varco/domain";

/**
 * The mails a buyer gets when a card payment was refunded in full as it arrived
 * (docs/rules/payments.md), one per reason: it came after their reservation had run out (the
 * tickets were not theirs any more), after the order had been cancelled, or for an order already
 * paid another way (a second payment).
 */
export const lateRefundTemplates = [
  "payment_refunded_after_expiry",
  "payment_refunded_order_cancelled",
  "payment_refunded_already_paid",
] as const;
export type LateRefundTemplate = (typeof lateRefundTemplates)[number];

export function isLateRefundTemplate(template: string): template is LateRefundTemplate {
  return (lateRefundTemplates as readonly string[]).includes(template);
}

/**
 * Their words. Placeholders in braces are filled by `renderMail`: `{amount}` comes formatted in
 * the order's language, `{order_number}` is the order's public id.
 */
export interface LateRefundStrings {
  /** Every reason's subject. */
  subject: string;
  /** A reservation that had expired. */
  intro: string;
  timing: string;
  again: string;
  /** An order cancelled before the payment arrived. */
  cancelledIntro: string;
  /** An order already paid: this was a second payment. */
  alreadyPaidIntro: string;
  alreadyPaidKept: string;
}

/** What one of these mails says in `locale`: its subject, its lines, and the lines after. */
export function lateRefundContent(
  template: LateRefundTemplate,
  locale: UserLocale,
): { subject: string; lines: string[]; after: string[] } {
  const words = lateRefundStrings[locale];
  switch (template) {
    case "payment_refunded_after_expiry":
      return { subject: words.subject, lines: [words.intro], after: [words.timing, words.again] };
    case "payment_refunded_order_cancelled":
      return { subject: words.subject, lines: [words.cancelledIntro], after: [words.timing] };
    case "payment_refunded_already_paid":
      return {
        subject: words.subject,
        lines: [words.alreadyPaidIntro],
        after: [words.alreadyPaidKept, words.timing],
      };
  }
}

export const lateRefundStrings: Record<UserLocale, LateRefundStrings> = {
  en: {
    subject: "Your payment for {event_title} has been refunded",
    intro:
      "Your payment of {amount} for order {order_number} ({event_title}) arrived after your reservation had expired, so we could not confirm your order. We have refunded the full amount.",
    timing: "The refund usually reaches your account within 5 to 10 business days, depending on your bank.",
    again: "If tickets are still available, you are welcome to place a new order.",
    cancelledIntro:
      "Your order {order_number} ({event_title}) was cancelled before your card payment of {amount} reached us, so there was nothing left to pay. We have refunded the full amount.",
    alreadyPaidIntro:
      "Your order {order_number} ({event_title}) had already been paid, so your card payment of {amount} was a second payment. We have refunded it in full.",
    alreadyPaidKept:
      "Your order stays paid and your tickets remain valid: there is nothing else you need to do.",
  },
  it: {
    subject: "Il tuo pagamento per {event_title} è stato rimborsato",
    intro:
      "Il tuo pagamento di {amount} per l'ordine {order_number} ({event_title}) è arrivato dopo la scadenza della prenotazione, quindi non abbiamo potuto confermare l'ordine. Ti abbiamo rimborsato l'intero importo.",
    timing: "Di solito il rimborso arriva sul tuo conto entro 5-10 giorni lavorativi, a seconda della banca.",
    again: "Se i biglietti sono ancora disponibili, puoi fare un nuovo ordine.",
    cancelledIntro:
      "Il tuo ordine {order_number} ({event_title}) è stato annullato prima che ci arrivasse il tuo pagamento con carta di {amount}, quindi non c'era più nulla da pagare. Ti abbiamo rimborsato l'intero importo.",
    alreadyPaidIntro:
      "Il tuo ordine {order_number} ({event_title}) era già stato pagato, quindi il tuo pagamento con carta di {amount} era un secondo pagamento. Te l'abbiamo rimborsato per intero.",
    alreadyPaidKept:
      "Il tuo ordine resta pagato e i tuoi biglietti restano validi: non devi fare nient'altro.",
  },
  de: {
    subject: "Ihre Zahlung für {event_title} wurde erstattet",
    intro:
      "Ihre Zahlung von {amount} für die Bestellung {order_number} ({event_title}) ist erst nach Ablauf Ihrer Reservierung eingegangen, daher konnten wir die Bestellung nicht bestätigen. Wir haben Ihnen den vollen Betrag erstattet.",
    timing: "Die Erstattung erscheint je nach Bank meist innerhalb von 5 bis 10 Werktagen auf Ihrem Konto.",
    again: "Wenn noch Tickets verfügbar sind, können Sie gern eine neue Bestellung aufgeben.",
    cancelledIntro:
      "Ihre Bestellung {order_number} ({event_title}) wurde storniert, bevor Ihre Kartenzahlung von {amount} bei uns einging, es war also nichts mehr zu bezahlen. Wir haben Ihnen den vollen Betrag erstattet.",
    alreadyPaidIntro:
      "Ihre Bestellung {order_number} ({event_title}) war bereits bezahlt, Ihre Kartenzahlung von {amount} war also eine zweite Zahlung. Wir haben sie Ihnen vollständig erstattet.",
    alreadyPaidKept:
      "Ihre Bestellung bleibt bezahlt und Ihre Tickets bleiben gültig: Sie müssen nichts weiter tun.",
  },
  fr: {
    subject: "Votre paiement pour {event_title} a été remboursé",
    intro:
      "Votre paiement de {amount} pour la commande {order_number} ({event_title}) est arrivé après l'expiration de votre réservation : nous n'avons donc pas pu confirmer la commande. Nous vous avons remboursé l'intégralité du montant.",
    timing:
      "Le remboursement arrive généralement sur votre compte sous 5 à 10 jours ouvrés, selon votre banque.",
    again: "S'il reste des billets, vous pouvez passer une nouvelle commande.",
    cancelledIntro:
      "Votre commande {order_number} ({event_title}) a été annulée avant que votre paiement par carte de {amount} ne nous parvienne : il n'y avait donc plus rien à payer. Nous vous avons remboursé l'intégralité du montant.",
    alreadyPaidIntro:
      "Votre commande {order_number} ({event_title}) avait déjà été payée : votre paiement par carte de {amount} était donc un second paiement. Nous vous l'avons remboursé intégralement.",
    alreadyPaidKept:
      "Votre commande reste payée et vos billets restent valables : vous n'avez rien d'autre à faire.",
  },
  nl: {
    subject: "Je betaling voor {event_title} is terugbetaald",
    intro:
      "Je betaling van {amount} voor bestelling {order_number} ({event_title}) kwam binnen nadat je reservering was verlopen, dus we konden de bestelling niet bevestigen. We hebben het volledige bedrag terugbetaald.",
    timing:
      "De terugbetaling staat meestal binnen 5 tot 10 werkdagen op je rekening, afhankelijk van je bank.",
    again: "Als er nog tickets beschikbaar zijn, kun je gerust een nieuwe bestelling plaatsen.",
    cancelledIntro:
      "Je bestelling {order_number} ({event_title}) was geannuleerd voordat je kaartbetaling van {amount} bij ons binnenkwam, dus er viel niets meer te betalen. We hebben het volledige bedrag terugbetaald.",
    alreadyPaidIntro:
      "Je bestelling {order_number} ({event_title}) was al betaald, dus je kaartbetaling van {amount} was een tweede betaling. We hebben die volledig terugbetaald.",
    alreadyPaidKept:
      "Je bestelling blijft betaald en je tickets blijven geldig: je hoeft verder niets te doen.",
  },
  hu: {
    subject: "A(z) {event_title} eseményre küldött fizetésedet visszatérítettük",
    intro:
      "A(z) {order_number} rendelésre ({event_title}) küldött {amount} összegű fizetésed a foglalásod lejárta után érkezett meg, ezért a rendelést nem tudtuk visszaigazolni. A teljes összeget visszatérítettük.",
    timing: "A visszatérítés bankodtól függően általában 5–10 munkanapon belül jelenik meg a számládon.",
    again: "Ha még vannak elérhető jegyek, szívesen fogadjuk új rendelésedet.",
    cancelledIntro:
      "A(z) {order_number} rendelésedet ({event_title}) törölték, mielőtt megérkezett hozzánk a kártyával fizetett {amount} összeg, így már nem volt mit kifizetni. A teljes összeget visszatérítettük.",
    alreadyPaidIntro:
      "A(z) {order_number} rendelésed ({event_title}) már ki volt fizetve, így a kártyával fizetett {amount} összeg második fizetés volt. Ezt teljes egészében visszatérítettük.",
    alreadyPaidKept: "A rendelésed kifizetett marad, és a jegyeid érvényesek maradnak: nincs más teendőd.",
  },
  es: {
    subject: "Te hemos reembolsado el pago de {event_title}",
    intro:
      "Tu pago de {amount} del pedido {order_number} ({event_title}) llegó después de que caducara tu reserva, así que no pudimos confirmar el pedido. Te hemos reembolsado el importe completo.",
    timing: "El reembolso suele llegar a tu cuenta en un plazo de 5 a 10 días hábiles, según tu banco.",
    again: "Si aún quedan entradas, puedes hacer un nuevo pedido.",
    cancelledIntro:
      "Tu pedido {order_number} ({event_title}) se canceló antes de que nos llegara tu pago con tarjeta de {amount}, así que ya no había nada que pagar. Te hemos reembolsado el importe completo.",
    alreadyPaidIntro:
      "Tu pedido {order_number} ({event_title}) ya estaba pagado, así que tu pago con tarjeta de {amount} era un segundo pago. Te lo hemos reembolsado íntegramente.",
    alreadyPaidKept:
      "Tu pedido sigue pagado y tus entradas siguen siendo válidas: no tienes que hacer nada más.",
  },
  pt: {
    subject: "O seu pagamento para {event_title} foi reembolsado",
    intro:
      "O seu pagamento de {amount} da encomenda {order_number} ({event_title}) chegou depois de a sua reserva ter expirado, pelo que não pudemos confirmar a encomenda. Reembolsámos o valor total.",
    timing: "O reembolso chega normalmente à sua conta em 5 a 10 dias úteis, consoante o seu banco.",
    again: "Se ainda houver bilhetes disponíveis, pode fazer uma nova encomenda.",
    cancelledIntro:
      "A sua encomenda {order_number} ({event_title}) foi cancelada antes de o seu pagamento com cartão de {amount} nos chegar, pelo que já não havia nada a pagar. Reembolsámos o valor total.",
    alreadyPaidIntro:
      "A sua encomenda {order_number} ({event_title}) já tinha sido paga, pelo que o seu pagamento com cartão de {amount} foi um segundo pagamento. Reembolsámo-lo na totalidade.",
    alreadyPaidKept:
      "A sua encomenda continua paga e os seus bilhetes continuam válidos: não precisa de fazer mais nada.",
  },
  "pt-br": {
    subject: "Seu pagamento para {event_title} foi reembolsado",
    intro:
      "Seu pagamento de {amount} do pedido {order_number} ({event_title}) chegou depois que sua reserva expirou, por isso não conseguimos confirmar o pedido. Reembolsamos o valor total.",
    timing: "O reembolso costuma aparecer na sua conta em 5 a 10 dias úteis, dependendo do seu banco.",
    again: "Se ainda houver ingressos disponíveis, você pode fazer um novo pedido.",
    cancelledIntro:
      "Seu pedido {order_number} ({event_title}) foi cancelado antes que seu pagamento com cartão de {amount} chegasse até nós, então não havia mais nada a pagar. Reembolsamos o valor total.",
    alreadyPaidIntro:
      "Seu pedido {order_number} ({event_title}) já estava pago, então seu pagamento com cartão de {amount} foi um segundo pagamento. Nós o reembolsamos integralmente.",
    alreadyPaidKept:
      "Seu pedido continua pago e seus ingressos continuam válidos: você não precisa fazer mais nada.",
  },
  "zh-cn": {
    subject: "您为 {event_title} 支付的款项已退还",
    intro:
      "您为订单 {order_number}（{event_title}）支付的 {amount} 在预留时间结束后才到账，因此我们无法确认该订单。我们已全额退款。",
    timing: "退款通常会在 5 到 10 个工作日内退回您的账户，具体取决于您的银行。",
    again: "如果仍有余票，欢迎您重新下单。",
    cancelledIntro:
      "您的订单 {order_number}（{event_title}）在您的 {amount} 银行卡付款到账之前已被取消，因此无需再付款。我们已全额退款。",
    alreadyPaidIntro:
      "您的订单 {order_number}（{event_title}）此前已付款，因此您的 {amount} 银行卡付款属于重复付款。我们已将其全额退还。",
    alreadyPaidKept: "您的订单仍为已付款状态，门票依然有效，您无需再做任何操作。",
  },
  se: {
    subject: "Din betalning för {event_title} har återbetalats",
    intro:
      "Din betalning på {amount} för beställning {order_number} ({event_title}) kom in efter att din reservation hade gått ut, så vi kunde inte bekräfta beställningen. Vi har återbetalat hela beloppet.",
    timing: "Återbetalningen brukar synas på ditt konto inom 5 till 10 bankdagar, beroende på din bank.",
    again: "Om det fortfarande finns biljetter kvar är du välkommen att göra en ny beställning.",
    cancelledIntro:
      "Din beställning {order_number} ({event_title}) avbröts innan din kortbetalning på {amount} nådde oss, så det fanns inget kvar att betala. Vi har återbetalat hela beloppet.",
    alreadyPaidIntro:
      "Din beställning {order_number} ({event_title}) var redan betald, så din kortbetalning på {amount} var en andra betalning. Vi har återbetalat den i sin helhet.",
    alreadyPaidKept:
      "Din beställning är fortfarande betald och dina biljetter gäller som vanligt: du behöver inte göra något mer.",
  },
  "zh-hk": {
    subject: "你為 {event_title} 支付的款項已退還",
    intro:
      "你為訂單 {order_number}（{event_title}）支付的 {amount} 在預留時間結束後才到賬，因此我們未能確認該訂單。我們已全數退款。",
    timing: "退款一般會在 5 至 10 個工作天內退回你的賬戶，視乎你的銀行而定。",
    again: "如仍有門票，歡迎你重新下單。",
    cancelledIntro:
      "你的訂單 {order_number}（{event_title}）在你以信用卡支付的 {amount} 到賬之前已被取消，因此無需再付款。我們已全數退款。",
    alreadyPaidIntro:
      "你的訂單 {order_number}（{event_title}）早已付款，因此你以信用卡支付的 {amount} 屬重複付款。我們已全數退還。",
    alreadyPaidKept: "你的訂單仍然是已付款狀態，門票依然有效，你無需再做任何事。",
  },
  vi: {
    subject: "Khoản thanh toán của bạn cho {event_title} đã được hoàn lại",
    intro:
      "Khoản thanh toán {amount} cho đơn hàng {order_number} ({event_title}) đến sau khi thời gian giữ chỗ của bạn đã hết, nên chúng tôi không thể xác nhận đơn hàng. Chúng tôi đã hoàn lại toàn bộ số tiền.",
    timing: "Tiền hoàn thường về tài khoản của bạn trong vòng 5 đến 10 ngày làm việc, tùy theo ngân hàng.",
    again: "Nếu vẫn còn vé, bạn có thể đặt một đơn hàng mới.",
    cancelledIntro:
      "Đơn hàng {order_number} ({event_title}) của bạn đã bị hủy trước khi khoản thanh toán bằng thẻ {amount} của bạn đến với chúng tôi, nên không còn gì phải thanh toán. Chúng tôi đã hoàn lại toàn bộ số tiền.",
    alreadyPaidIntro:
      "Đơn hàng {order_number} ({event_title}) của bạn đã được thanh toán trước đó, nên khoản thanh toán bằng thẻ {amount} là khoản thanh toán lần hai. Chúng tôi đã hoàn lại toàn bộ khoản này.",
    alreadyPaidKept:
      "Đơn hàng của bạn vẫn ở trạng thái đã thanh toán và vé của bạn vẫn còn hiệu lực: bạn không cần làm gì thêm.",
  },
  tr: {
    subject: "{event_title} için yaptığınız ödeme iade edildi",
    intro:
      "{order_number} numaralı sipariş ({event_title}) için yaptığınız {amount} tutarındaki ödeme, rezervasyonunuzun süresi dolduktan sonra ulaştı; bu nedenle siparişi onaylayamadık. Tutarın tamamını iade ettik.",
    timing: "İade, bankanıza bağlı olarak genellikle 5 ila 10 iş günü içinde hesabınıza yansır.",
    again: "Hâlâ bilet varsa yeni bir sipariş verebilirsiniz.",
    cancelledIntro:
      "{order_number} numaralı siparişiniz ({event_title}), {amount} tutarındaki kart ödemeniz bize ulaşmadan önce iptal edildi; bu nedenle ödenecek bir şey kalmamıştı. Tutarın tamamını iade ettik.",
    alreadyPaidIntro:
      "{order_number} numaralı siparişiniz ({event_title}) zaten ödenmişti; bu nedenle {amount} tutarındaki kart ödemeniz ikinci bir ödeme oldu. Bu ödemenin tamamını iade ettik.",
    alreadyPaidKept:
      "Siparişiniz ödenmiş olarak kalır ve biletleriniz geçerliliğini korur: başka bir şey yapmanız gerekmez.",
  },
  pl: {
    subject: "Twoja płatność za {event_title} została zwrócona",
    intro:
      "Twoja płatność w wysokości {amount} za zamówienie {order_number} ({event_title}) dotarła po wygaśnięciu rezerwacji, więc nie mogliśmy potwierdzić zamówienia. Zwróciliśmy całą kwotę.",
    timing: "Zwrot zwykle pojawia się na koncie w ciągu 5–10 dni roboczych, zależnie od banku.",
    again: "Jeśli bilety są nadal dostępne, możesz złożyć nowe zamówienie.",
    cancelledIntro:
      "Twoje zamówienie {order_number} ({event_title}) zostało anulowane, zanim dotarła do nas Twoja płatność kartą w wysokości {amount}, więc nie było już nic do zapłaty. Zwróciliśmy całą kwotę.",
    alreadyPaidIntro:
      "Twoje zamówienie {order_number} ({event_title}) było już opłacone, więc Twoja płatność kartą w wysokości {amount} była drugą płatnością. Zwróciliśmy ją w całości.",
    alreadyPaidKept:
      "Twoje zamówienie pozostaje opłacone, a bilety są nadal ważne: nie musisz nic więcej robić.",
  },
};
