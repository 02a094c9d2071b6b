import type { UserLocale } from "@varco/domain";

/**
 * The mails of a buyer's self-service: the link that lists the tickets bought with an address
 * (`ticket_lookup`), and the notice to the old address when an order's or a ticket's address is
 * changed (`order_email_changed`, `ticket_email_changed`: the change is visible to whoever held
 * the old one). Placeholders in braces are filled by `renderMail`.
 */
export const selfServiceTemplates = ["ticket_lookup", "order_email_changed", "ticket_email_changed"] as const;
export type SelfServiceTemplate = (typeof selfServiceTemplates)[number];

interface SelfServiceStrings {
  ticket_lookup: { subject: string; intro: string; button: string; expiry: string; ignore: string };
  order_email_changed: { subject: string; intro: string };
  ticket_email_changed: { subject: string; intro: string };
  notMe: string;
}

const strings: Record<UserLocale, SelfServiceStrings> = {
  en: {
    ticket_lookup: {
      subject: "Your tickets on {app_name}",
      intro:
        "We were asked for the tickets bought with this email address. Open the link to see your orders and their tickets.",
      button: "See my tickets",
      expiry: "The link works for {hours} hours.",
      ignore: "If you did not ask for this, you can ignore this message.",
    },
    order_email_changed: {
      subject: "The email address of your order {order_number} was changed",
      intro:
        "The email address of your order {order_number} for {event_title} was changed to {new_email}. The order's earlier link no longer works; its confirmation was sent to the new address.",
    },
    ticket_email_changed: {
      subject: "The email address of a ticket for {event_title} was changed",
      intro:
        "The email address of {holder_name}'s ticket for {event_title} (order {order_number}) was changed to {new_email}. The ticket's earlier link no longer works; the ticket was sent to the new address.",
    },
    notMe: "If you did not make this change, contact the organiser of the event.",
  },
  it: {
    ticket_lookup: {
      subject: "I tuoi biglietti su {app_name}",
      intro:
        "Ci è stato chiesto di ritrovare i biglietti acquistati con questo indirizzo email. Apri il link per vedere i tuoi ordini e i loro biglietti.",
      button: "Vedi i miei biglietti",
      expiry: "Il link funziona per {hours} ore.",
      ignore: "Se non l'hai chiesto tu, puoi ignorare questo messaggio.",
    },
    order_email_changed: {
      subject: "L'indirizzo email del tuo ordine {order_number} è cambiato",
      intro:
        "L'indirizzo email del tuo ordine {order_number} per {event_title} è stato cambiato in {new_email}. Il link precedente dell'ordine non funziona più; la conferma è stata inviata al nuovo indirizzo.",
    },
    ticket_email_changed: {
      subject: "L'indirizzo email di un biglietto per {event_title} è cambiato",
      intro:
        "L'indirizzo email del biglietto di {holder_name} per {event_title} (ordine {order_number}) è stato cambiato in {new_email}. Il link precedente del biglietto non funziona più; il biglietto è stato inviato al nuovo indirizzo.",
    },
    notMe: "Se non sei stato tu a fare questa modifica, contatta l'organizzatore dell'evento.",
  },
  de: {
    ticket_lookup: {
      subject: "Deine Tickets bei {app_name}",
      intro:
        "Wir wurden nach den Tickets gefragt, die mit dieser E-Mail-Adresse gekauft wurden. Öffne den Link, um deine Bestellungen und ihre Tickets zu sehen.",
      button: "Meine Tickets ansehen",
      expiry: "Der Link funktioniert {hours} Stunden lang.",
      ignore: "Wenn du das nicht angefordert hast, kannst du diese Nachricht ignorieren.",
    },
    order_email_changed: {
      subject: "Die E-Mail-Adresse deiner Bestellung {order_number} wurde geändert",
      intro:
        "Die E-Mail-Adresse deiner Bestellung {order_number} für {event_title} wurde in {new_email} geändert. Der bisherige Link der Bestellung funktioniert nicht mehr; die Bestätigung wurde an die neue Adresse gesendet.",
    },
    ticket_email_changed: {
      subject: "Die E-Mail-Adresse eines Tickets für {event_title} wurde geändert",
      intro:
        "Die E-Mail-Adresse des Tickets von {holder_name} für {event_title} (Bestellung {order_number}) wurde in {new_email} geändert. Der bisherige Link des Tickets funktioniert nicht mehr; das Ticket wurde an die neue Adresse gesendet.",
    },
    notMe: "Wenn du diese Änderung nicht vorgenommen hast, wende dich an den Veranstalter.",
  },
  fr: {
    ticket_lookup: {
      subject: "Vos billets sur {app_name}",
      intro:
        "On nous a demandé les billets achetés avec cette adresse e-mail. Ouvrez le lien pour voir vos commandes et leurs billets.",
      button: "Voir mes billets",
      expiry: "Le lien fonctionne pendant {hours} heures.",
      ignore: "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.",
    },
    order_email_changed: {
      subject: "L'adresse e-mail de votre commande {order_number} a été modifiée",
      intro:
        "L'adresse e-mail de votre commande {order_number} pour {event_title} a été remplacée par {new_email}. L'ancien lien de la commande ne fonctionne plus ; la confirmation a été envoyée à la nouvelle adresse.",
    },
    ticket_email_changed: {
      subject: "L'adresse e-mail d'un billet pour {event_title} a été modifiée",
      intro:
        "L'adresse e-mail du billet de {holder_name} pour {event_title} (commande {order_number}) a été remplacée par {new_email}. L'ancien lien du billet ne fonctionne plus ; le billet a été envoyé à la nouvelle adresse.",
    },
    notMe: "Si vous n'avez pas fait cette modification, contactez l'organisateur de l'événement.",
  },
  es: {
    ticket_lookup: {
      subject: "Tus entradas en {app_name}",
      intro:
        "Nos han pedido las entradas compradas con esta dirección de correo. Abre el enlace para ver tus pedidos y sus entradas.",
      button: "Ver mis entradas",
      expiry: "El enlace funciona durante {hours} horas.",
      ignore: "Si no lo has pedido tú, puedes ignorar este mensaje.",
    },
    order_email_changed: {
      subject: "Ha cambiado la dirección de correo de tu pedido {order_number}",
      intro:
        "La dirección de correo de tu pedido {order_number} para {event_title} se ha cambiado a {new_email}. El enlace anterior del pedido ya no funciona; la confirmación se ha enviado a la nueva dirección.",
    },
    ticket_email_changed: {
      subject: "Ha cambiado la dirección de correo de una entrada para {event_title}",
      intro:
        "La dirección de correo de la entrada de {holder_name} para {event_title} (pedido {order_number}) se ha cambiado a {new_email}. El enlace anterior de la entrada ya no funciona; la entrada se ha enviado a la nueva dirección.",
    },
    notMe: "Si no has hecho este cambio, ponte en contacto con el organizador del evento.",
  },
  nl: {
    ticket_lookup: {
      subject: "Je tickets op {app_name}",
      intro:
        "We kregen een verzoek om de tickets die met dit e-mailadres zijn gekocht. Open de link om je bestellingen en hun tickets te zien.",
      button: "Mijn tickets bekijken",
      expiry: "De link werkt {hours} uur lang.",
      ignore: "Heb je dit niet gevraagd, dan kun je dit bericht negeren.",
    },
    order_email_changed: {
      subject: "Het e-mailadres van je bestelling {order_number} is gewijzigd",
      intro:
        "Het e-mailadres van je bestelling {order_number} voor {event_title} is gewijzigd in {new_email}. De vorige link van de bestelling werkt niet meer; de bevestiging is naar het nieuwe adres gestuurd.",
    },
    ticket_email_changed: {
      subject: "Het e-mailadres van een ticket voor {event_title} is gewijzigd",
      intro:
        "Het e-mailadres van het ticket van {holder_name} voor {event_title} (bestelling {order_number}) is gewijzigd in {new_email}. De vorige link van het ticket werkt niet meer; het ticket is naar het nieuwe adres gestuurd.",
    },
    notMe: "Heb jij dit niet gewijzigd? Neem dan contact op met de organisator van het evenement.",
  },
  hu: {
    ticket_lookup: {
      subject: "Jegyeid a(z) {app_name} oldalon",
      intro:
        "Kérést kaptunk az ezzel az e-mail-címmel vásárolt jegyekre. Nyisd meg a linket a rendeléseid és jegyeik megtekintéséhez.",
      button: "Jegyeim megtekintése",
      expiry: "A link {hours} óráig működik.",
      ignore: "Ha nem te kérted, nyugodtan hagyd figyelmen kívül ezt az üzenetet.",
    },
    order_email_changed: {
      subject: "Megváltozott a(z) {order_number} rendelésed e-mail-címe",
      intro:
        "A(z) {event_title} eseményre szóló {order_number} rendelésed e-mail-címe erre változott: {new_email}. A rendelés korábbi linkje már nem működik; a visszaigazolást az új címre küldtük.",
    },
    ticket_email_changed: {
      subject: "Megváltozott egy jegy e-mail-címe a(z) {event_title} eseményre",
      intro:
        "{holder_name} jegyének e-mail-címe a(z) {event_title} eseményre ({order_number} rendelés) erre változott: {new_email}. A jegy korábbi linkje már nem működik; a jegyet az új címre küldtük.",
    },
    notMe: "Ha nem te végezted ezt a módosítást, vedd fel a kapcsolatot az esemény szervezőjével.",
  },
  pt: {
    ticket_lookup: {
      subject: "Os seus bilhetes em {app_name}",
      intro:
        "Foi-nos pedida a lista dos bilhetes comprados com este endereço de email. Abra a ligação para ver as suas encomendas e os respetivos bilhetes.",
      button: "Ver os meus bilhetes",
      expiry: "A ligação funciona durante {hours} horas.",
      ignore: "Se não fez este pedido, pode ignorar esta mensagem.",
    },
    order_email_changed: {
      subject: "O endereço de email da sua encomenda {order_number} foi alterado",
      intro:
        "O endereço de email da sua encomenda {order_number} para {event_title} foi alterado para {new_email}. A ligação anterior da encomenda já não funciona; a confirmação foi enviada para o novo endereço.",
    },
    ticket_email_changed: {
      subject: "O endereço de email de um bilhete para {event_title} foi alterado",
      intro:
        "O endereço de email do bilhete de {holder_name} para {event_title} (encomenda {order_number}) foi alterado para {new_email}. A ligação anterior do bilhete já não funciona; o bilhete foi enviado para o novo endereço.",
    },
    notMe: "Se não fez esta alteração, contacte o organizador do evento.",
  },
  "pt-br": {
    ticket_lookup: {
      subject: "Seus ingressos em {app_name}",
      intro:
        "Recebemos um pedido dos ingressos comprados com este endereço de e-mail. Abra o link para ver seus pedidos e os ingressos deles.",
      button: "Ver meus ingressos",
      expiry: "O link funciona por {hours} horas.",
      ignore: "Se você não fez este pedido, pode ignorar esta mensagem.",
    },
    order_email_changed: {
      subject: "O e-mail do seu pedido {order_number} foi alterado",
      intro:
        "O e-mail do seu pedido {order_number} para {event_title} foi alterado para {new_email}. O link anterior do pedido não funciona mais; a confirmação foi enviada para o novo endereço.",
    },
    ticket_email_changed: {
      subject: "O e-mail de um ingresso para {event_title} foi alterado",
      intro:
        "O e-mail do ingresso de {holder_name} para {event_title} (pedido {order_number}) foi alterado para {new_email}. O link anterior do ingresso não funciona mais; o ingresso foi enviado para o novo endereço.",
    },
    notMe: "Se você não fez esta alteração, entre em contato com o organizador do evento.",
  },
  "zh-cn": {
    ticket_lookup: {
      subject: "你在 {app_name} 上的门票",
      intro: "我们收到了查找用此邮箱购买的门票的请求。打开链接即可查看你的订单及其门票。",
      button: "查看我的门票",
      expiry: "此链接在 {hours} 小时内有效。",
      ignore: "如果这不是你本人的请求，可以忽略此邮件。",
    },
    order_email_changed: {
      subject: "你的订单 {order_number} 的邮箱地址已更改",
      intro:
        "你在 {event_title} 的订单 {order_number} 的邮箱地址已更改为 {new_email}。订单原来的链接已失效；确认邮件已发送到新地址。",
    },
    ticket_email_changed: {
      subject: "{event_title} 的一张门票的邮箱地址已更改",
      intro:
        "{holder_name} 在 {event_title} 的门票（订单 {order_number}）的邮箱地址已更改为 {new_email}。门票原来的链接已失效；门票已发送到新地址。",
    },
    notMe: "如果这不是你做的更改，请联系活动主办方。",
  },
  "zh-hk": {
    ticket_lookup: {
      subject: "你在 {app_name} 的門票",
      intro: "我們收到查找以此電郵地址購買的門票的要求。打開連結即可查看你的訂單及其門票。",
      button: "查看我的門票",
      expiry: "此連結在 {hours} 小時內有效。",
      ignore: "如果這不是你本人的要求，可以忽略此電郵。",
    },
    order_email_changed: {
      subject: "你的訂單 {order_number} 的電郵地址已更改",
      intro:
        "你在 {event_title} 的訂單 {order_number} 的電郵地址已更改為 {new_email}。訂單原來的連結已失效；確認電郵已發送到新地址。",
    },
    ticket_email_changed: {
      subject: "{event_title} 的一張門票的電郵地址已更改",
      intro:
        "{holder_name} 在 {event_title} 的門票（訂單 {order_number}）的電郵地址已更改為 {new_email}。門票原來的連結已失效；門票已發送到新地址。",
    },
    notMe: "如果這不是你作出的更改，請聯絡活動主辦單位。",
  },
  vi: {
    ticket_lookup: {
      subject: "Vé của bạn trên {app_name}",
      intro:
        "Chúng tôi nhận được yêu cầu tìm các vé đã mua bằng địa chỉ email này. Hãy mở liên kết để xem các đơn hàng và vé của bạn.",
      button: "Xem vé của tôi",
      expiry: "Liên kết có hiệu lực trong {hours} giờ.",
      ignore: "Nếu bạn không yêu cầu, bạn có thể bỏ qua thư này.",
    },
    order_email_changed: {
      subject: "Địa chỉ email của đơn hàng {order_number} đã được thay đổi",
      intro:
        "Địa chỉ email của đơn hàng {order_number} cho {event_title} đã được đổi thành {new_email}. Liên kết cũ của đơn hàng không còn hoạt động; thư xác nhận đã được gửi đến địa chỉ mới.",
    },
    ticket_email_changed: {
      subject: "Địa chỉ email của một vé cho {event_title} đã được thay đổi",
      intro:
        "Địa chỉ email trên vé của {holder_name} cho {event_title} (đơn hàng {order_number}) đã được đổi thành {new_email}. Liên kết cũ của vé không còn hoạt động; vé đã được gửi đến địa chỉ mới.",
    },
    notMe: "Nếu bạn không thực hiện thay đổi này, hãy liên hệ với ban tổ chức sự kiện.",
  },
  tr: {
    ticket_lookup: {
      subject: "{app_name} üzerindeki biletlerin",
      intro:
        "Bu e-posta adresiyle satın alınan biletler için bir istek aldık. Siparişlerini ve biletlerini görmek için bağlantıyı aç.",
      button: "Biletlerimi gör",
      expiry: "Bağlantı {hours} saat boyunca geçerlidir.",
      ignore: "Bu isteği sen yapmadıysan bu mesajı yok sayabilirsin.",
    },
    order_email_changed: {
      subject: "{order_number} numaralı siparişinin e-posta adresi değiştirildi",
      intro:
        "{event_title} için {order_number} numaralı siparişinin e-posta adresi {new_email} olarak değiştirildi. Siparişin önceki bağlantısı artık çalışmıyor; onay yeni adrese gönderildi.",
    },
    ticket_email_changed: {
      subject: "{event_title} için bir biletin e-posta adresi değiştirildi",
      intro:
        "{holder_name} adlı kişinin {event_title} biletinin ({order_number} numaralı sipariş) e-posta adresi {new_email} olarak değiştirildi. Biletin önceki bağlantısı artık çalışmıyor; bilet yeni adrese gönderildi.",
    },
    notMe: "Bu değişikliği sen yapmadıysan etkinliğin organizatörüyle iletişime geç.",
  },
  se: {
    ticket_lookup: {
      subject: "Dina biljetter på {app_name}",
      intro:
        "Vi har fått en förfrågan om biljetterna som köpts med den här e-postadressen. Öppna länken för att se dina beställningar och deras biljetter.",
      button: "Visa mina biljetter",
      expiry: "Länken fungerar i {hours} timmar.",
      ignore: "Om du inte har bett om detta kan du bortse från meddelandet.",
    },
    order_email_changed: {
      subject: "E-postadressen för din beställning {order_number} har ändrats",
      intro:
        "E-postadressen för din beställning {order_number} till {event_title} har ändrats till {new_email}. Beställningens tidigare länk fungerar inte längre; bekräftelsen har skickats till den nya adressen.",
    },
    ticket_email_changed: {
      subject: "E-postadressen för en biljett till {event_title} har ändrats",
      intro:
        "E-postadressen för {holder_name}s biljett till {event_title} (beställning {order_number}) har ändrats till {new_email}. Biljettens tidigare länk fungerar inte längre; biljetten har skickats till den nya adressen.",
    },
    notMe: "Om det inte var du som gjorde ändringen, kontakta arrangören av evenemanget.",
  },
  pl: {
    ticket_lookup: {
      subject: "Twoje bilety w {app_name}",
      intro:
        "Otrzymaliśmy prośbę o bilety kupione z tym adresem e-mail. Otwórz link, aby zobaczyć swoje zamówienia i ich bilety.",
      button: "Zobacz moje bilety",
      expiry: "Link działa przez {hours} godz.",
      ignore: "Jeśli to nie Ty prosiłeś o ten link, możesz zignorować tę wiadomość.",
    },
    order_email_changed: {
      subject: "Adres e-mail zamówienia {order_number} został zmieniony",
      intro:
        "Adres e-mail Twojego zamówienia {order_number} na {event_title} zmieniono na {new_email}. Poprzedni link do zamówienia już nie działa; potwierdzenie wysłano na nowy adres.",
    },
    ticket_email_changed: {
      subject: "Adres e-mail biletu na {event_title} został zmieniony",
      intro:
        "Adres e-mail biletu osoby {holder_name} na {event_title} (zamówienie {order_number}) zmieniono na {new_email}. Poprzedni link do biletu już nie działa; bilet wysłano na nowy adres.",
    },
    notMe: "Jeśli to nie Ty dokonałeś tej zmiany, skontaktuj się z organizatorem wydarzenia.",
  },
};

export function isSelfServiceTemplate(template: string): template is SelfServiceTemplate {
  return (selfServiceTemplates as readonly string[]).includes(template);
}

/** What one self-service mail says, before its values are filled in. */
export function selfServiceContent(
  template: SelfServiceTemplate,
  locale: UserLocale,
  lookupUrl: () => string,
) {
  const words = strings[locale];
  if (template === "ticket_lookup") {
    const lookup = words.ticket_lookup;
    return {
      subject: lookup.subject,
      lines: [lookup.intro],
      button: { label: lookup.button, url: lookupUrl() },
      after: [lookup.expiry, lookup.ignore],
    };
  }
  const notice = words[template];
  return { subject: notice.subject, lines: [notice.intro], after: [words.notMe] };
}
