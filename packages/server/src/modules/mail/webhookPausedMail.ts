import type { UserLocale } from "@varco/domain";

/**
 * The mail to an organiser whose webhook was paused (docs/api/webhooks.md): its receiver answered
 * 410 Gone (`gone`), or every attempt failed for a day (`failing`). Placeholders in braces are
 * filled by `renderMail`; `{webhook_url}` is the webhook's address.
 */
export const webhookPausedTemplate = "webhook_paused";

interface WebhookPausedStrings {
  subject: string;
  failing: string;
  gone: string;
  kept: string;
  button: string;
}

export function webhookPausedContent(
  locale: UserLocale,
  reason: "gone" | "failing",
  manageUrl: () => string,
) {
  const words = strings[locale];
  return {
    subject: words.subject,
    lines: [reason === "gone" ? words.gone : words.failing],
    button: { label: words.button, url: manageUrl() },
    after: [words.kept],
  };
}

const strings: Record<UserLocale, WebhookPausedStrings> = {
  en: {
    subject: "Your webhook to {webhook_url} has been paused",
    failing:
      "For a whole day {app_name} could not deliver events to {webhook_url}: every attempt failed. We have paused the webhook.",
    gone: "The server at {webhook_url} answered that it no longer takes events (410 Gone), so we have paused the webhook.",
    kept: "Nothing is lost: what happened since is kept, and once you resume the webhook it is delivered in order.",
    button: "Open the webhook",
  },
  it: {
    subject: "Il tuo webhook verso {webhook_url} è stato sospeso",
    failing:
      "Per un giorno intero {app_name} non è riuscito a consegnare eventi a {webhook_url}: ogni tentativo è fallito. Abbiamo sospeso il webhook.",
    gone: "Il server di {webhook_url} ha risposto che non accetta più eventi (410 Gone), quindi abbiamo sospeso il webhook.",
    kept: "Non si perde nulla: quanto è successo nel frattempo viene conservato e, quando riattivi il webhook, viene consegnato in ordine.",
    button: "Apri il webhook",
  },
  de: {
    subject: "Dein Webhook an {webhook_url} wurde pausiert",
    failing:
      "Einen ganzen Tag lang konnte {app_name} keine Ereignisse an {webhook_url} zustellen: Jeder Versuch ist fehlgeschlagen. Wir haben den Webhook pausiert.",
    gone: "Der Server unter {webhook_url} hat geantwortet, dass er keine Ereignisse mehr annimmt (410 Gone). Deshalb haben wir den Webhook pausiert.",
    kept: "Es geht nichts verloren: Was seitdem passiert ist, wird aufbewahrt und nach dem Fortsetzen des Webhooks der Reihe nach zugestellt.",
    button: "Webhook öffnen",
  },
  fr: {
    subject: "Votre webhook vers {webhook_url} a été mis en pause",
    failing:
      "Pendant une journée entière, {app_name} n'a pas pu livrer d'événements à {webhook_url} : chaque tentative a échoué. Nous avons mis le webhook en pause.",
    gone: "Le serveur de {webhook_url} a répondu qu'il n'accepte plus d'événements (410 Gone) : nous avons donc mis le webhook en pause.",
    kept: "Rien n'est perdu : ce qui s'est passé entre-temps est conservé et sera livré dans l'ordre dès que vous réactiverez le webhook.",
    button: "Ouvrir le webhook",
  },
  nl: {
    subject: "Je webhook naar {webhook_url} is gepauzeerd",
    failing:
      "Een hele dag lang kon {app_name} geen gebeurtenissen afleveren bij {webhook_url}: elke poging mislukte. We hebben de webhook gepauzeerd.",
    gone: "De server op {webhook_url} antwoordde dat hij geen gebeurtenissen meer aanneemt (410 Gone), dus hebben we de webhook gepauzeerd.",
    kept: "Er gaat niets verloren: wat er intussen gebeurde wordt bewaard en op volgorde afgeleverd zodra je de webhook hervat.",
    button: "Webhook openen",
  },
  hu: {
    subject: "A(z) {webhook_url} címre mutató webhookod szüneteltetve",
    failing:
      "Egy teljes napon át a(z) {app_name} nem tudott eseményeket kézbesíteni a(z) {webhook_url} címre: minden kísérlet sikertelen volt. A webhookot szüneteltettük.",
    gone: "A(z) {webhook_url} szervere azt válaszolta, hogy már nem fogad eseményeket (410 Gone), ezért a webhookot szüneteltettük.",
    kept: "Semmi sem vész el: ami közben történt, megmarad, és a webhook folytatásakor sorrendben kézbesítjük.",
    button: "Webhook megnyitása",
  },
  es: {
    subject: "Tu webhook a {webhook_url} se ha pausado",
    failing:
      "Durante un día entero {app_name} no pudo entregar eventos a {webhook_url}: todos los intentos fallaron. Hemos pausado el webhook.",
    gone: "El servidor de {webhook_url} respondió que ya no acepta eventos (410 Gone), así que hemos pausado el webhook.",
    kept: "No se pierde nada: lo que ha pasado mientras tanto se guarda y, cuando reanudes el webhook, se entregará en orden.",
    button: "Abrir el webhook",
  },
  pt: {
    subject: "O seu webhook para {webhook_url} foi pausado",
    failing:
      "Durante um dia inteiro, a {app_name} não conseguiu entregar eventos a {webhook_url}: todas as tentativas falharam. Pausámos o webhook.",
    gone: "O servidor em {webhook_url} respondeu que já não aceita eventos (410 Gone), por isso pausámos o webhook.",
    kept: "Nada se perde: o que aconteceu entretanto fica guardado e, quando retomar o webhook, será entregue por ordem.",
    button: "Abrir o webhook",
  },
  "pt-br": {
    subject: "Seu webhook para {webhook_url} foi pausado",
    failing:
      "Durante um dia inteiro, o {app_name} não conseguiu entregar eventos para {webhook_url}: todas as tentativas falharam. Pausamos o webhook.",
    gone: "O servidor em {webhook_url} respondeu que não aceita mais eventos (410 Gone), por isso pausamos o webhook.",
    kept: "Nada se perde: o que aconteceu nesse meio-tempo fica guardado e, quando você retomar o webhook, será entregue em ordem.",
    button: "Abrir o webhook",
  },
  "zh-cn": {
    subject: "你发往 {webhook_url} 的 Webhook 已暂停",
    failing: "整整一天，{app_name} 都无法向 {webhook_url} 投递事件：每次尝试均失败。我们已暂停该 Webhook。",
    gone: "{webhook_url} 的服务器回复不再接收事件（410 Gone），因此我们已暂停该 Webhook。",
    kept: "不会丢失任何内容：期间发生的事件都会保留，恢复 Webhook 后将按顺序投递。",
    button: "打开 Webhook",
  },
  se: {
    subject: "Din webhook till {webhook_url} har pausats",
    failing:
      "Under ett helt dygn kunde {app_name} inte leverera händelser till {webhook_url}: varje försök misslyckades. Vi har pausat webhooken.",
    gone: "Servern på {webhook_url} svarade att den inte längre tar emot händelser (410 Gone), så vi har pausat webhooken.",
    kept: "Inget går förlorat: det som hänt under tiden sparas och levereras i ordning när du återupptar webhooken.",
    button: "Öppna webhooken",
  },
  "zh-hk": {
    subject: "你發往 {webhook_url} 的 Webhook 已暫停",
    failing: "整整一天，{app_name} 都無法向 {webhook_url} 傳送事件：每次嘗試均告失敗。我們已暫停該 Webhook。",
    gone: "{webhook_url} 的伺服器回覆不再接收事件（410 Gone），因此我們已暫停該 Webhook。",
    kept: "不會遺失任何內容：期間發生的事件都會保留，恢復 Webhook 後會按次序傳送。",
    button: "開啟 Webhook",
  },
  vi: {
    subject: "Webhook của bạn tới {webhook_url} đã bị tạm dừng",
    failing:
      "Suốt một ngày, {app_name} không thể gửi sự kiện tới {webhook_url}: mọi lần thử đều thất bại. Chúng tôi đã tạm dừng webhook.",
    gone: "Máy chủ tại {webhook_url} trả lời rằng nó không còn nhận sự kiện (410 Gone), vì vậy chúng tôi đã tạm dừng webhook.",
    kept: "Không mất gì cả: những gì xảy ra trong thời gian đó được giữ lại và sẽ được gửi theo thứ tự khi bạn tiếp tục webhook.",
    button: "Mở webhook",
  },
  tr: {
    subject: "{webhook_url} adresine giden webhook'unuz duraklatıldı",
    failing:
      "Bir gün boyunca {app_name}, {webhook_url} adresine olay iletemedi: her deneme başarısız oldu. Webhook'u duraklattık.",
    gone: "{webhook_url} adresindeki sunucu artık olay kabul etmediğini bildirdi (410 Gone), bu yüzden webhook'u duraklattık.",
    kept: "Hiçbir şey kaybolmaz: bu arada olanlar saklanır ve webhook'u sürdürdüğünüzde sırayla iletilir.",
    button: "Webhook'u aç",
  },
  pl: {
    subject: "Twój webhook do {webhook_url} został wstrzymany",
    failing:
      "Przez cały dzień {app_name} nie mógł dostarczyć zdarzeń do {webhook_url}: każda próba kończyła się niepowodzeniem. Wstrzymaliśmy webhook.",
    gone: "Serwer pod adresem {webhook_url} odpowiedział, że nie przyjmuje już zdarzeń (410 Gone), więc wstrzymaliśmy webhook.",
    kept: "Nic nie ginie: to, co wydarzyło się w międzyczasie, jest przechowywane i zostanie dostarczone po kolei, gdy wznowisz webhook.",
    button: "Otwórz webhook",
  },
};
