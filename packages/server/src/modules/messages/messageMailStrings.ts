import type { UserLocale } from "@varco/domain";

/**
 * The frame of an organiser's message (docs/rules/messages.md), in every mail locale and in
 * Russian (an order may carry it): the greeting, the line that says which event it is about, the
 * "why you receive this" under it, and the notice a test carries. The organiser's own text sits in
 * the middle as they wrote it.
 */
export interface MessageMailStrings {
  greeting: string;
  greeting_anonymous: string;
  about: string;
  reply: string;
  why_attendee: string;
  why_sender: string;
  test: string;
}

/** The locales a message's frame is written in: the mail locales and Russian. */
export type MessageMailLocale = UserLocale | "ru";

export const messageMailStrings: Record<MessageMailLocale, MessageMailStrings> = {
  en: {
    greeting: "Hello {name},",
    greeting_anonymous: "Hello,",
    about: "A message from {organizer} about {event}, {date}:",
    reply: "Reply to this email to write to {organizer}.",
    why_attendee:
      "You are receiving this email because you have a ticket for {event} or placed an order for it on {app_name}.",
    why_sender: "You are receiving this copy because you sent this message to the people of {event}.",
    test: "This is a test: it was sent only to you.",
  },
  it: {
    greeting: "Ciao {name},",
    greeting_anonymous: "Ciao,",
    about: "Un messaggio di {organizer} su {event}, {date}:",
    reply: "Rispondi a questa email per scrivere a {organizer}.",
    why_attendee:
      "Ricevi questa email perché hai un biglietto per {event} o hai fatto un ordine per l'evento su {app_name}.",
    why_sender: "Ricevi questa copia perché hai inviato questo messaggio ai partecipanti di {event}.",
    test: "Questo è un test: è stato inviato solo a te.",
  },
  de: {
    greeting: "Hallo {name},",
    greeting_anonymous: "Hallo,",
    about: "Eine Nachricht von {organizer} zu {event}, {date}:",
    reply: "Antworten Sie auf diese E-Mail, um {organizer} zu schreiben.",
    why_attendee:
      "Sie erhalten diese E-Mail, weil Sie ein Ticket für {event} haben oder auf {app_name} eine Bestellung dafür aufgegeben haben.",
    why_sender:
      "Sie erhalten diese Kopie, weil Sie diese Nachricht an die Teilnehmenden von {event} gesendet haben.",
    test: "Dies ist ein Test: Er wurde nur an Sie gesendet.",
  },
  fr: {
    greeting: "Bonjour {name},",
    greeting_anonymous: "Bonjour,",
    about: "Un message de {organizer} à propos de {event}, {date} :",
    reply: "Répondez à cet e-mail pour écrire à {organizer}.",
    why_attendee:
      "Vous recevez cet e-mail parce que vous avez un billet pour {event} ou avez passé une commande pour cet événement sur {app_name}.",
    why_sender: "Vous recevez cette copie parce que vous avez envoyé ce message aux participants de {event}.",
    test: "Ceci est un test : il n'a été envoyé qu'à vous.",
  },
  nl: {
    greeting: "Hallo {name},",
    greeting_anonymous: "Hallo,",
    about: "Een bericht van {organizer} over {event}, {date}:",
    reply: "Beantwoord deze e-mail om {organizer} te schrijven.",
    why_attendee:
      "Je ontvangt deze e-mail omdat je een ticket hebt voor {event} of er een bestelling voor hebt geplaatst op {app_name}.",
    why_sender: "Je ontvangt deze kopie omdat je dit bericht naar de deelnemers van {event} hebt gestuurd.",
    test: "Dit is een test: hij is alleen naar jou gestuurd.",
  },
  hu: {
    greeting: "Kedves {name}!",
    greeting_anonymous: "Üdvözöljük!",
    about: "Üzenet {organizer} szervezőtől a következő eseményről: {event}, {date}:",
    reply: "Válaszoljon erre az e-mailre, ha írni szeretne neki: {organizer}.",
    why_attendee:
      "Azért kapja ezt az e-mailt, mert jegye van a következő eseményre: {event}, vagy rendelést adott le rá a(z) {app_name} oldalon.",
    why_sender: "Azért kapja ezt a másolatot, mert ezt az üzenetet elküldte a(z) {event} résztvevőinek.",
    test: "Ez egy teszt: csak Önnek küldtük el.",
  },
  es: {
    greeting: "Hola, {name}:",
    greeting_anonymous: "Hola:",
    about: "Un mensaje de {organizer} sobre {event}, {date}:",
    reply: "Responde a este correo para escribir a {organizer}.",
    why_attendee:
      "Recibes este correo porque tienes una entrada para {event} o hiciste un pedido para este evento en {app_name}.",
    why_sender: "Recibes esta copia porque enviaste este mensaje a los asistentes de {event}.",
    test: "Esto es una prueba: solo se te ha enviado a ti.",
  },
  pt: {
    greeting: "Olá {name},",
    greeting_anonymous: "Olá,",
    about: "Uma mensagem de {organizer} sobre {event}, {date}:",
    reply: "Responda a este email para escrever a {organizer}.",
    why_attendee:
      "Está a receber este email porque tem um bilhete para {event} ou fez uma encomenda para este evento em {app_name}.",
    why_sender: "Está a receber esta cópia porque enviou esta mensagem aos participantes de {event}.",
    test: "Isto é um teste: foi enviado apenas para si.",
  },
  "pt-br": {
    greeting: "Olá, {name},",
    greeting_anonymous: "Olá,",
    about: "Uma mensagem de {organizer} sobre {event}, {date}:",
    reply: "Responda a este e-mail para escrever para {organizer}.",
    why_attendee:
      "Você está recebendo este e-mail porque tem um ingresso para {event} ou fez um pedido para este evento em {app_name}.",
    why_sender: "Você está recebendo esta cópia porque enviou esta mensagem aos participantes de {event}.",
    test: "Isto é um teste: foi enviado somente para você.",
  },
  "zh-cn": {
    greeting: "{name}，您好：",
    greeting_anonymous: "您好：",
    about: "{organizer} 关于 {event}（{date}）的消息：",
    reply: "回复此邮件即可联系 {organizer}。",
    why_attendee: "您收到此邮件，是因为您持有 {event} 的门票，或在 {app_name} 上为该活动下过订单。",
    why_sender: "您收到此副本，是因为您向 {event} 的参与者发送了这条消息。",
    test: "这是一条测试消息：只发送给了您。",
  },
  se: {
    greeting: "Hej {name},",
    greeting_anonymous: "Hej,",
    about: "Ett meddelande från {organizer} om {event}, {date}:",
    reply: "Svara på det här mejlet för att skriva till {organizer}.",
    why_attendee:
      "Du får det här mejlet eftersom du har en biljett till {event} eller har lagt en beställning för det på {app_name}.",
    why_sender: "Du får den här kopian eftersom du skickade meddelandet till deltagarna i {event}.",
    test: "Det här är ett test: det skickades bara till dig.",
  },
  "zh-hk": {
    greeting: "{name}，你好：",
    greeting_anonymous: "你好：",
    about: "{organizer} 關於 {event}（{date}）的訊息：",
    reply: "回覆此電郵即可聯絡 {organizer}。",
    why_attendee: "你收到此電郵，是因為你持有 {event} 的門票，或曾在 {app_name} 為該活動下單。",
    why_sender: "你收到此副本，是因為你向 {event} 的參加者發送了這則訊息。",
    test: "這是一則測試訊息：只發送給你。",
  },
  vi: {
    greeting: "Xin chào {name},",
    greeting_anonymous: "Xin chào,",
    about: "Tin nhắn từ {organizer} về {event}, {date}:",
    reply: "Hãy trả lời email này để viết cho {organizer}.",
    why_attendee:
      "Bạn nhận được email này vì bạn có vé tham dự {event} hoặc đã đặt hàng cho sự kiện này trên {app_name}.",
    why_sender: "Bạn nhận được bản sao này vì bạn đã gửi tin nhắn này tới những người tham dự {event}.",
    test: "Đây là tin nhắn thử: chỉ được gửi cho bạn.",
  },
  tr: {
    greeting: "Merhaba {name},",
    greeting_anonymous: "Merhaba,",
    about: "{organizer} tarafından {event} hakkında bir mesaj, {date}:",
    reply: "{organizer} ile yazışmak için bu e-postayı yanıtlayın.",
    why_attendee:
      "Bu e-postayı, {event} için biletiniz olduğu ya da {app_name} üzerinden bu etkinlik için sipariş verdiğiniz için alıyorsunuz.",
    why_sender: "Bu kopyayı, bu mesajı {event} katılımcılarına gönderdiğiniz için alıyorsunuz.",
    test: "Bu bir denemedir: yalnızca size gönderildi.",
  },
  pl: {
    greeting: "Dzień dobry {name},",
    greeting_anonymous: "Dzień dobry,",
    about: "Wiadomość od {organizer} w sprawie wydarzenia {event}, {date}:",
    reply: "Odpowiedz na tę wiadomość, aby napisać do {organizer}.",
    why_attendee:
      "Otrzymujesz tę wiadomość, ponieważ masz bilet na {event} lub złożyłeś zamówienie na to wydarzenie w {app_name}.",
    why_sender: "Otrzymujesz tę kopię, ponieważ wysłałeś tę wiadomość uczestnikom wydarzenia {event}.",
    test: "To jest test: został wysłany tylko do Ciebie.",
  },
  ru: {
    greeting: "Здравствуйте, {name}!",
    greeting_anonymous: "Здравствуйте!",
    about: "Сообщение от {organizer} о событии {event}, {date}:",
    reply: "Ответьте на это письмо, чтобы написать {organizer}.",
    why_attendee:
      "Вы получили это письмо, потому что у вас есть билет на {event} или вы оформили заказ на это событие в {app_name}.",
    why_sender: "Вы получили эту копию, потому что отправили это сообщение участникам события {event}.",
    test: "Это тестовое сообщение: оно отправлено только вам.",
  },
};
