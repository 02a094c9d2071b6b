import type { UserLocale } from "@varco/domain";

/**
 * The words of the organiser's copy of a new order (`organizerOrderMail.ts`) in every language a
 * mail may be written in. The greeting, sign-off, "Order number", "Status" and "Total" are the
 * order mails' own (`orderMailStrings.ts`). Placeholders in braces are filled when the mail is
 * rendered: `{order_number}` (the order's public id), `{event_title}`, `{buyer_name}`,
 * `{buyer_email}`; in `item`, `{quantity}` and `{item}`. Keep them as they are when translating.
 */
export interface OrganizerOrderMailStrings {
  subject: string;
  subjectAwaitingPayment: string;
  intro: string;
  introAwaitingPayment: string;
  buyer: string;
  email: string;
  statusPaid: string;
  statusFree: string;
  statusAwaitingPayment: string;
  item: string;
  taxesAndFees: string;
  button: string;
  why: string;
}

export const organizerOrderMailStrings: Record<UserLocale, OrganizerOrderMailStrings> = {
  en: {
    subject: "New order {order_number} for {event_title}",
    subjectAwaitingPayment: "New order {order_number} for {event_title}: awaiting offline payment",
    intro: "{buyer_name} ({buyer_email}) has placed an order for {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) has placed an order for {event_title} and chose to pay offline.",
    buyer: "Buyer",
    email: "Email",
    statusPaid: "Paid",
    statusFree: "Free order",
    statusAwaitingPayment: "Awaiting offline payment",
    item: "{quantity} × {item}",
    taxesAndFees: "Taxes and fees",
    button: "View the event's orders",
    why: "You receive this email because new order notifications are turned on in the event's settings.",
  },
  it: {
    subject: "Nuovo ordine {order_number} per {event_title}",
    subjectAwaitingPayment: "Nuovo ordine {order_number} per {event_title}: in attesa di pagamento offline",
    intro: "{buyer_name} ({buyer_email}) ha effettuato un ordine per {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) ha effettuato un ordine per {event_title} e ha scelto di pagare offline.",
    buyer: "Acquirente",
    email: "Email",
    statusPaid: "Pagato",
    statusFree: "Ordine gratuito",
    statusAwaitingPayment: "In attesa di pagamento offline",
    item: "{quantity} × {item}",
    taxesAndFees: "Tasse e commissioni",
    button: "Vedi gli ordini dell'evento",
    why: "Ricevi questa email perché le notifiche dei nuovi ordini sono attive nelle impostazioni dell'evento.",
  },
  de: {
    subject: "Neue Bestellung {order_number} für {event_title}",
    subjectAwaitingPayment: "Neue Bestellung {order_number} für {event_title}: wartet auf Offline-Zahlung",
    intro: "{buyer_name} ({buyer_email}) hat eine Bestellung für {event_title} aufgegeben.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) hat eine Bestellung für {event_title} aufgegeben und möchte offline bezahlen.",
    buyer: "Käufer",
    email: "E-Mail",
    statusPaid: "Bezahlt",
    statusFree: "Kostenlose Bestellung",
    statusAwaitingPayment: "Wartet auf Offline-Zahlung",
    item: "{quantity} × {item}",
    taxesAndFees: "Steuern und Gebühren",
    button: "Bestellungen der Veranstaltung ansehen",
    why: "Sie erhalten diese E-Mail, weil in den Einstellungen der Veranstaltung Benachrichtigungen über neue Bestellungen aktiviert sind.",
  },
  fr: {
    subject: "Nouvelle commande {order_number} pour {event_title}",
    subjectAwaitingPayment:
      "Nouvelle commande {order_number} pour {event_title} : en attente de paiement hors ligne",
    intro: "{buyer_name} ({buyer_email}) a passé une commande pour {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) a passé une commande pour {event_title} et a choisi de payer hors ligne.",
    buyer: "Acheteur",
    email: "E-mail",
    statusPaid: "Payée",
    statusFree: "Commande gratuite",
    statusAwaitingPayment: "En attente de paiement hors ligne",
    item: "{quantity} × {item}",
    taxesAndFees: "Taxes et frais",
    button: "Voir les commandes de l'événement",
    why: "Vous recevez cet e-mail car les notifications de nouvelles commandes sont activées dans les paramètres de l'événement.",
  },
  nl: {
    subject: "Nieuwe bestelling {order_number} voor {event_title}",
    subjectAwaitingPayment: "Nieuwe bestelling {order_number} voor {event_title}: wacht op offline betaling",
    intro: "{buyer_name} ({buyer_email}) heeft een bestelling geplaatst voor {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) heeft een bestelling geplaatst voor {event_title} en betaalt offline.",
    buyer: "Koper",
    email: "E-mail",
    statusPaid: "Betaald",
    statusFree: "Gratis bestelling",
    statusAwaitingPayment: "Wacht op offline betaling",
    item: "{quantity} × {item}",
    taxesAndFees: "Belastingen en toeslagen",
    button: "Bekijk de bestellingen van het evenement",
    why: "Je ontvangt deze e-mail omdat meldingen van nieuwe bestellingen aanstaan in de instellingen van het evenement.",
  },
  hu: {
    subject: "Új rendelés: {order_number} – {event_title}",
    subjectAwaitingPayment: "Új rendelés: {order_number} – {event_title}, offline fizetésre vár",
    intro: "{buyer_name} ({buyer_email}) rendelést adott le a(z) {event_title} eseményre.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) rendelést adott le a(z) {event_title} eseményre, és offline fizetést választott.",
    buyer: "Vásárló",
    email: "E-mail",
    statusPaid: "Fizetve",
    statusFree: "Ingyenes rendelés",
    statusAwaitingPayment: "Offline fizetésre vár",
    item: "{quantity} × {item}",
    taxesAndFees: "Adók és díjak",
    button: "Az esemény rendeléseinek megtekintése",
    why: "Azért kapod ezt az e-mailt, mert az esemény beállításaiban be vannak kapcsolva az új rendelésekről szóló értesítések.",
  },
  es: {
    subject: "Nuevo pedido {order_number} para {event_title}",
    subjectAwaitingPayment: "Nuevo pedido {order_number} para {event_title}: pendiente de pago offline",
    intro: "{buyer_name} ({buyer_email}) ha hecho un pedido para {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) ha hecho un pedido para {event_title} y ha elegido pagar offline.",
    buyer: "Comprador",
    email: "Correo electrónico",
    statusPaid: "Pagado",
    statusFree: "Pedido gratuito",
    statusAwaitingPayment: "Pendiente de pago offline",
    item: "{quantity} × {item}",
    taxesAndFees: "Impuestos y cargos",
    button: "Ver los pedidos del evento",
    why: "Recibes este correo porque las notificaciones de nuevos pedidos están activadas en la configuración del evento.",
  },
  pt: {
    subject: "Nova encomenda {order_number} para {event_title}",
    subjectAwaitingPayment: "Nova encomenda {order_number} para {event_title}: a aguardar pagamento offline",
    intro: "{buyer_name} ({buyer_email}) fez uma encomenda para {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) fez uma encomenda para {event_title} e escolheu pagar offline.",
    buyer: "Comprador",
    email: "E-mail",
    statusPaid: "Paga",
    statusFree: "Encomenda gratuita",
    statusAwaitingPayment: "A aguardar pagamento offline",
    item: "{quantity} × {item}",
    taxesAndFees: "Impostos e taxas",
    button: "Ver as encomendas do evento",
    why: "Recebe este e-mail porque as notificações de novas encomendas estão ativadas nas definições do evento.",
  },
  "pt-br": {
    subject: "Novo pedido {order_number} para {event_title}",
    subjectAwaitingPayment: "Novo pedido {order_number} para {event_title}: aguardando pagamento offline",
    intro: "{buyer_name} ({buyer_email}) fez um pedido para {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) fez um pedido para {event_title} e escolheu pagar offline.",
    buyer: "Comprador",
    email: "E-mail",
    statusPaid: "Pago",
    statusFree: "Pedido gratuito",
    statusAwaitingPayment: "Aguardando pagamento offline",
    item: "{quantity} × {item}",
    taxesAndFees: "Impostos e taxas",
    button: "Ver os pedidos do evento",
    why: "Você recebe este e-mail porque as notificações de novos pedidos estão ativadas nas configurações do evento.",
  },
  "zh-cn": {
    subject: "{event_title} 的新订单 {order_number}",
    subjectAwaitingPayment: "{event_title} 的新订单 {order_number}：等待线下付款",
    intro: "{buyer_name}（{buyer_email}）为 {event_title} 下了一个订单。",
    introAwaitingPayment: "{buyer_name}（{buyer_email}）为 {event_title} 下了一个订单，并选择线下付款。",
    buyer: "购买人",
    email: "电子邮箱",
    statusPaid: "已付款",
    statusFree: "免费订单",
    statusAwaitingPayment: "等待线下付款",
    item: "{quantity} × {item}",
    taxesAndFees: "税费",
    button: "查看活动的订单",
    why: "您收到此邮件，是因为活动设置中开启了新订单通知。",
  },
  se: {
    subject: "Ny beställning {order_number} för {event_title}",
    subjectAwaitingPayment: "Ny beställning {order_number} för {event_title}: väntar på offlinebetalning",
    intro: "{buyer_name} ({buyer_email}) har gjort en beställning för {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) har gjort en beställning för {event_title} och valt att betala offline.",
    buyer: "Köpare",
    email: "E-post",
    statusPaid: "Betald",
    statusFree: "Kostnadsfri beställning",
    statusAwaitingPayment: "Väntar på offlinebetalning",
    item: "{quantity} × {item}",
    taxesAndFees: "Skatter och avgifter",
    button: "Visa evenemangets beställningar",
    why: "Du får det här mejlet eftersom aviseringar om nya beställningar är påslagna i evenemangets inställningar.",
  },
  "zh-hk": {
    subject: "{event_title} 的新訂單 {order_number}",
    subjectAwaitingPayment: "{event_title} 的新訂單 {order_number}：等待線下付款",
    intro: "{buyer_name}（{buyer_email}）為 {event_title} 落了一張訂單。",
    introAwaitingPayment: "{buyer_name}（{buyer_email}）為 {event_title} 落了一張訂單，並選擇線下付款。",
    buyer: "買家",
    email: "電郵",
    statusPaid: "已付款",
    statusFree: "免費訂單",
    statusAwaitingPayment: "等待線下付款",
    item: "{quantity} × {item}",
    taxesAndFees: "稅項及費用",
    button: "查看活動的訂單",
    why: "你收到這封電郵，是因為活動設定中開啟了新訂單通知。",
  },
  vi: {
    subject: "Đơn hàng mới {order_number} cho {event_title}",
    subjectAwaitingPayment: "Đơn hàng mới {order_number} cho {event_title}: đang chờ thanh toán ngoại tuyến",
    intro: "{buyer_name} ({buyer_email}) đã đặt một đơn hàng cho {event_title}.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}) đã đặt một đơn hàng cho {event_title} và chọn thanh toán ngoại tuyến.",
    buyer: "Người mua",
    email: "Email",
    statusPaid: "Đã thanh toán",
    statusFree: "Đơn hàng miễn phí",
    statusAwaitingPayment: "Đang chờ thanh toán ngoại tuyến",
    item: "{quantity} × {item}",
    taxesAndFees: "Thuế và phí",
    button: "Xem các đơn hàng của sự kiện",
    why: "Bạn nhận được email này vì thông báo đơn hàng mới đang được bật trong phần cài đặt của sự kiện.",
  },
  tr: {
    subject: "{event_title} için yeni sipariş {order_number}",
    subjectAwaitingPayment: "{event_title} için yeni sipariş {order_number}: çevrimdışı ödeme bekleniyor",
    intro: "{buyer_name} ({buyer_email}), {event_title} için bir sipariş verdi.",
    introAwaitingPayment:
      "{buyer_name} ({buyer_email}), {event_title} için bir sipariş verdi ve çevrimdışı ödemeyi seçti.",
    buyer: "Alıcı",
    email: "E-posta",
    statusPaid: "Ödendi",
    statusFree: "Ücretsiz sipariş",
    statusAwaitingPayment: "Çevrimdışı ödeme bekleniyor",
    item: "{quantity} × {item}",
    taxesAndFees: "Vergiler ve ücretler",
    button: "Etkinliğin siparişlerini görüntüle",
    why: "Bu e-postayı, etkinlik ayarlarında yeni sipariş bildirimleri açık olduğu için alıyorsunuz.",
  },
  pl: {
    subject: "Nowe zamówienie {order_number} na {event_title}",
    subjectAwaitingPayment: "Nowe zamówienie {order_number} na {event_title}: oczekuje na płatność offline",
    intro: "Nowe zamówienie na {event_title} od {buyer_name} ({buyer_email}).",
    introAwaitingPayment:
      "Nowe zamówienie na {event_title} od {buyer_name} ({buyer_email}), z płatnością offline.",
    buyer: "Kupujący",
    email: "E-mail",
    statusPaid: "Opłacone",
    statusFree: "Zamówienie bezpłatne",
    statusAwaitingPayment: "Oczekuje na płatność offline",
    item: "{quantity} × {item}",
    taxesAndFees: "Podatki i opłaty",
    button: "Zobacz zamówienia wydarzenia",
    why: "Otrzymujesz tę wiadomość, ponieważ w ustawieniach wydarzenia włączone są powiadomienia o nowych zamówieniach.",
  },
};
