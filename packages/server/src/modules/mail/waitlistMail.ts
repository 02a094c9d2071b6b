import type { UserLocale } from "@varco/domain";
import { eventTimeIn, intlLocaleOf, layout, type RenderedOrderMail } from "./orderMail";
import { orderMailStrings } from "./orderMailStrings";

/**
 * The mails of an event's waitlist, to the person waiting, in their language: they joined
 * (`waitlist_joined`), a freed ticket is held for them (`waitlist_offer`), the time to buy the held
 * ticket passed and it went to the next person (`waitlist_offer_expired`). Laid out like the order
 * mails, signed by the organiser, answered to the event's support address when it has one. Every
 * link goes to the person's entry page, where they can buy a held ticket or leave the list.
 */
export const waitlistTemplates = ["waitlist_joined", "waitlist_offer", "waitlist_offer_expired"] as const;
export type WaitlistTemplate = (typeof waitlistTemplates)[number];

export function isWaitlistTemplate(template: string): template is WaitlistTemplate {
  return (waitlistTemplates as readonly string[]).includes(template);
}

/** What the waitlist puts in each of its mails (`position` in the joined one, the offer's time in the offer). */
export interface WaitlistMailPayload {
  locale: string;
  first_name: string;
  event_title: string;
  product_title: string;
  price_label: string | null;
  /** The person's entry page, absolute. */
  entry_url: string;
  organizer_name: string;
  support_email: string | null;
  position?: number;
  /** ISO instant, shown in `event_timezone`. */
  offer_expires_at?: string;
  event_timezone?: string;
  offer_minutes?: number;
}

/**
 * Placeholders in braces, filled when the mail is rendered: `{event_title}`; `{ticket}`, the
 * product with its price's label; `{position}`, the person's place in line; `{expires_at}`, the
 * end of the offer as a date and time in the event's zone, the zone named. Keep them as they are
 * when editing a translation.
 */
export interface WaitlistMailStrings {
  joined: { subject: string; intro: string; place: string; next: string; button: string; leave: string };
  offer: { subject: string; intro: string; until: string; button: string; passOn: string; decline: string };
  expired: { subject: string; intro: string; again: string; button: string };
}

export const waitlistMailStrings: Record<UserLocale, WaitlistMailStrings> = {
  en: {
    joined: {
      subject: "You're on the waitlist for {event_title}",
      intro: "You're on the waitlist for {event_title} ({ticket}): you are number {position} in line.",
      place: "Your place in line",
      next: "As soon as a ticket frees up, we will write to you and hold it for you for a while, so you have time to complete your purchase.",
      button: "See your place",
      leave: "On the same page you can leave the waitlist if you no longer want a ticket.",
    },
    offer: {
      subject: "A ticket for {event_title} is yours if you want it",
      intro:
        "Good news: a ticket ({ticket}) for {event_title} has freed up, and we are holding it for you until {expires_at}.",
      until: "Held for you until",
      button: "Complete your purchase",
      passOn:
        "If you have not completed your purchase by then, the ticket passes to the next person on the waitlist.",
      decline:
        "If you no longer want it, you can let it go on the same page, and it goes to the next person straight away.",
    },
    expired: {
      subject: "Your held ticket for {event_title} has been released",
      intro:
        "The time to buy the ticket ({ticket}) we were holding for you for {event_title} has passed, so it has gone to the next person on the waitlist.",
      again: "If you still want to go, you can join the waitlist again from the event page.",
      button: "View your waitlist entry",
    },
  },
  it: {
    joined: {
      subject: "Sei in lista d'attesa per {event_title}",
      intro: "Sei in lista d'attesa per {event_title} ({ticket}): sei al posto numero {position}.",
      place: "Il tuo posto in lista",
      next: "Appena si libera un biglietto ti scriviamo e te lo teniamo da parte per un po', così hai il tempo di completare l'acquisto.",
      button: "Vedi il tuo posto",
      leave: "Dalla stessa pagina puoi lasciare la lista d'attesa se non vuoi più il biglietto.",
    },
    offer: {
      subject: "Un biglietto per {event_title} è tuo, se lo vuoi",
      intro:
        "Buone notizie: si è liberato un biglietto ({ticket}) per {event_title} e lo teniamo da parte per te fino a {expires_at}.",
      until: "Tenuto per te fino a",
      button: "Completa l'acquisto",
      passOn:
        "Se entro quel momento non completi l'acquisto, il biglietto passa alla persona successiva in lista d'attesa.",
      decline:
        "Se non lo vuoi più, puoi rinunciarvi dalla stessa pagina: passerà subito alla persona successiva.",
    },
    expired: {
      subject: "Il biglietto tenuto per te per {event_title} è stato rilasciato",
      intro:
        "Il tempo per acquistare il biglietto ({ticket}) che tenevamo da parte per te per {event_title} è scaduto, quindi è passato alla persona successiva in lista d'attesa.",
      again: "Se vuoi ancora partecipare, puoi rimetterti in lista d'attesa dalla pagina dell'evento.",
      button: "Vedi la tua iscrizione alla lista",
    },
  },
  de: {
    joined: {
      subject: "Sie stehen auf der Warteliste für {event_title}",
      intro:
        "Sie stehen auf der Warteliste für {event_title} ({ticket}): Sie sind Nummer {position} in der Reihe.",
      place: "Ihr Platz auf der Warteliste",
      next: "Sobald ein Ticket frei wird, schreiben wir Ihnen und halten es eine Weile für Sie zurück, damit Sie Zeit haben, den Kauf abzuschließen.",
      button: "Ihren Platz ansehen",
      leave: "Auf derselben Seite können Sie die Warteliste verlassen, wenn Sie kein Ticket mehr möchten.",
    },
    offer: {
      subject: "Ein Ticket für {event_title} gehört Ihnen, wenn Sie es möchten",
      intro:
        "Gute Nachricht: Ein Ticket ({ticket}) für {event_title} ist frei geworden, und wir halten es bis {expires_at} für Sie zurück.",
      until: "Für Sie reserviert bis",
      button: "Kauf abschließen",
      passOn:
        "Wenn Sie den Kauf bis dahin nicht abgeschlossen haben, geht das Ticket an die nächste Person auf der Warteliste.",
      decline:
        "Wenn Sie es nicht mehr möchten, können Sie es auf derselben Seite freigeben; dann geht es sofort an die nächste Person.",
    },
    expired: {
      subject: "Ihr reserviertes Ticket für {event_title} wurde freigegeben",
      intro:
        "Die Zeit zum Kauf des Tickets ({ticket}), das wir für {event_title} für Sie reserviert hatten, ist abgelaufen. Es ist an die nächste Person auf der Warteliste gegangen.",
      again:
        "Wenn Sie weiterhin teilnehmen möchten, können Sie sich auf der Seite der Veranstaltung erneut auf die Warteliste setzen.",
      button: "Ihren Wartelisteneintrag ansehen",
    },
  },
  fr: {
    joined: {
      subject: "Vous êtes sur la liste d'attente pour {event_title}",
      intro:
        "Vous êtes sur la liste d'attente pour {event_title} ({ticket}) : vous êtes en position {position}.",
      place: "Votre place dans la file",
      next: "Dès qu'un billet se libère, nous vous écrivons et nous vous le réservons pendant un moment, pour vous laisser le temps de finaliser votre achat.",
      button: "Voir ma place",
      leave:
        "Sur cette même page, vous pouvez quitter la liste d'attente si vous ne souhaitez plus de billet.",
    },
    offer: {
      subject: "Un billet pour {event_title} est à vous si vous le souhaitez",
      intro:
        "Bonne nouvelle : un billet ({ticket}) pour {event_title} s'est libéré, et nous vous le réservons jusqu'à {expires_at}.",
      until: "Réservé pour vous jusqu'à",
      button: "Finaliser mon achat",
      passOn:
        "Si vous n'avez pas finalisé votre achat d'ici là, le billet passe à la personne suivante sur la liste d'attente.",
      decline:
        "Si vous n'en voulez plus, vous pouvez y renoncer sur cette même page : il passera aussitôt à la personne suivante.",
    },
    expired: {
      subject: "Le billet réservé pour vous pour {event_title} a été libéré",
      intro:
        "Le délai pour acheter le billet ({ticket}) que nous vous réservions pour {event_title} est dépassé : il est passé à la personne suivante sur la liste d'attente.",
      again:
        "Si vous souhaitez toujours venir, vous pouvez vous réinscrire sur la liste d'attente depuis la page de l'événement.",
      button: "Voir mon inscription",
    },
  },
  nl: {
    joined: {
      subject: "Je staat op de wachtlijst voor {event_title}",
      intro: "Je staat op de wachtlijst voor {event_title} ({ticket}): je bent nummer {position} in de rij.",
      place: "Je plek op de wachtlijst",
      next: "Zodra er een ticket vrijkomt, mailen we je en houden we het een tijdje voor je vast, zodat je de tijd hebt om je aankoop af te ronden.",
      button: "Bekijk je plek",
      leave: "Op dezelfde pagina kun je de wachtlijst verlaten als je geen ticket meer wilt.",
    },
    offer: {
      subject: "Een ticket voor {event_title} is voor jou, als je het wilt",
      intro:
        "Goed nieuws: er is een ticket ({ticket}) voor {event_title} vrijgekomen en we houden het voor je vast tot {expires_at}.",
      until: "Voor je vastgehouden tot",
      button: "Rond je aankoop af",
      passOn:
        "Heb je je aankoop dan nog niet afgerond, dan gaat het ticket naar de volgende persoon op de wachtlijst.",
      decline:
        "Wil je het niet meer? Dan kun je het op dezelfde pagina afstaan en gaat het meteen naar de volgende persoon.",
    },
    expired: {
      subject: "Je vastgehouden ticket voor {event_title} is vrijgegeven",
      intro:
        "De tijd om het ticket ({ticket}) te kopen dat we voor {event_title} voor je vasthielden is verstreken, dus het is naar de volgende persoon op de wachtlijst gegaan.",
      again:
        "Wil je nog steeds komen? Dan kun je je via de pagina van het evenement opnieuw op de wachtlijst zetten.",
      button: "Bekijk je inschrijving",
    },
  },
  hu: {
    joined: {
      subject: "Felkerültél a(z) {event_title} várólistájára",
      intro: "Felkerültél a(z) {event_title} várólistájára ({ticket}). A helyed a sorban: {position}.",
      place: "Helyed a várólistán",
      next: "Amint felszabadul egy jegy, írunk neked, és egy ideig félretesszük számodra, hogy legyen időd befejezni a vásárlást.",
      button: "Helyem megtekintése",
      leave: "Ugyanezen az oldalon le is iratkozhatsz a várólistáról, ha már nem szeretnél jegyet.",
    },
    offer: {
      subject: "Egy jegy a(z) {event_title} eseményre a tiéd, ha kéred",
      intro:
        "Jó hír: felszabadult egy jegy ({ticket}) a(z) {event_title} eseményre, és félretettük neked. A vásárlási határidő: {expires_at}.",
      until: "Vásárlási határidő",
      button: "Vásárlás befejezése",
      passOn: "Ha addig nem fejezed be a vásárlást, a jegy a várólistán következő személyhez kerül.",
      decline:
        "Ha már nem kéred, ugyanezen az oldalon lemondhatsz róla, és azonnal a következő személyhez kerül.",
    },
    expired: {
      subject: "A számodra félretett jegy a(z) {event_title} eseményre felszabadult",
      intro:
        "Lejárt az idő, ameddig megvásárolhattad a számodra félretett jegyet ({ticket}) a(z) {event_title} eseményre, ezért a várólistán következő személyhez került.",
      again: "Ha továbbra is szeretnél jönni, az esemény oldalán újra feliratkozhatsz a várólistára.",
      button: "Várólistás helyem megtekintése",
    },
  },
  es: {
    joined: {
      subject: "Estás en la lista de espera de {event_title}",
      intro: "Estás en la lista de espera de {event_title} ({ticket}): eres el número {position} de la fila.",
      place: "Tu lugar en la lista",
      next: "En cuanto se libere una entrada, te escribiremos y te la guardaremos durante un tiempo para que puedas completar la compra.",
      button: "Ver tu lugar",
      leave: "En la misma página puedes salir de la lista de espera si ya no quieres una entrada.",
    },
    offer: {
      subject: "Una entrada para {event_title} es tuya si la quieres",
      intro:
        "Buenas noticias: se ha liberado una entrada ({ticket}) para {event_title} y te la guardamos hasta el {expires_at}.",
      until: "Reservada para ti hasta",
      button: "Completar la compra",
      passOn:
        "Si para entonces no has completado la compra, la entrada pasará a la siguiente persona de la lista de espera.",
      decline:
        "Si ya no la quieres, puedes renunciar a ella en la misma página y pasará enseguida a la siguiente persona.",
    },
    expired: {
      subject: "Se ha liberado la entrada que te guardábamos para {event_title}",
      intro:
        "Ha pasado el plazo para comprar la entrada ({ticket}) que te guardábamos para {event_title}, así que ha pasado a la siguiente persona de la lista de espera.",
      again:
        "Si todavía quieres ir, puedes volver a apuntarte a la lista de espera desde la página del evento.",
      button: "Ver tu inscripción",
    },
  },
  pt: {
    joined: {
      subject: "Está na lista de espera de {event_title}",
      intro: "Está na lista de espera de {event_title} ({ticket}): é o número {position} na fila.",
      place: "O seu lugar na lista",
      next: "Assim que um bilhete ficar disponível, escrevemos-lhe e guardamo-lo para si durante algum tempo, para que possa concluir a compra.",
      button: "Ver o seu lugar",
      leave: "Na mesma página pode sair da lista de espera se já não quiser um bilhete.",
    },
    offer: {
      subject: "Um bilhete para {event_title} é seu, se o quiser",
      intro:
        "Boas notícias: ficou disponível um bilhete ({ticket}) para {event_title} e estamos a guardá-lo para si até {expires_at}.",
      until: "Guardado para si até",
      button: "Concluir a compra",
      passOn: "Se até lá não concluir a compra, o bilhete passa para a pessoa seguinte na lista de espera.",
      decline:
        "Se já não o quiser, pode prescindir dele na mesma página e passará de imediato para a pessoa seguinte.",
    },
    expired: {
      subject: "O bilhete guardado para si para {event_title} foi libertado",
      intro:
        "Terminou o prazo para comprar o bilhete ({ticket}) que lhe guardávamos para {event_title}, por isso passou para a pessoa seguinte na lista de espera.",
      again: "Se ainda quiser ir, pode voltar a inscrever-se na lista de espera na página do evento.",
      button: "Ver a sua inscrição",
    },
  },
  "pt-br": {
    joined: {
      subject: "Você está na lista de espera de {event_title}",
      intro: "Você está na lista de espera de {event_title} ({ticket}): você é o número {position} da fila.",
      place: "Sua posição na lista",
      next: "Assim que um ingresso for liberado, vamos escrever para você e reservá-lo por um tempo, para que você possa concluir a compra.",
      button: "Ver sua posição",
      leave: "Na mesma página você pode sair da lista de espera se não quiser mais um ingresso.",
    },
    offer: {
      subject: "Um ingresso para {event_title} é seu, se você quiser",
      intro:
        "Boa notícia: um ingresso ({ticket}) para {event_title} foi liberado e está reservado para você até {expires_at}.",
      until: "Reservado para você até",
      button: "Concluir a compra",
      passOn:
        "Se você não concluir a compra até lá, o ingresso passa para a próxima pessoa da lista de espera.",
      decline:
        "Se não quiser mais, você pode abrir mão dele na mesma página, e ele passa na hora para a próxima pessoa.",
    },
    expired: {
      subject: "O ingresso reservado para você para {event_title} foi liberado",
      intro:
        "O prazo para comprar o ingresso ({ticket}) que reservamos para você para {event_title} terminou, então ele passou para a próxima pessoa da lista de espera.",
      again: "Se ainda quiser ir, você pode entrar de novo na lista de espera pela página do evento.",
      button: "Ver sua inscrição",
    },
  },
  "zh-cn": {
    joined: {
      subject: "您已加入 {event_title} 的候补名单",
      intro: "您已加入 {event_title}（{ticket}）的候补名单，目前排在第 {position} 位。",
      place: "您的排位",
      next: "一旦有门票空出，我们会立即写信通知您，并为您保留一段时间，让您有时间完成购买。",
      button: "查看我的排位",
      leave: "如果您不再需要门票，也可以在同一页面退出候补名单。",
    },
    offer: {
      subject: "{event_title} 有一张门票为您保留",
      intro: "好消息：{event_title} 空出了一张门票（{ticket}），我们会为您保留到 {expires_at}。",
      until: "为您保留至",
      button: "完成购买",
      passOn: "如果届时您尚未完成购买，这张门票将转给候补名单上的下一位。",
      decline: "如果您不再需要，可以在同一页面放弃，门票会立即转给下一位。",
    },
    expired: {
      subject: "为您保留的 {event_title} 门票已释放",
      intro: "为您保留的 {event_title} 门票（{ticket}）已过购买时限，门票已转给候补名单上的下一位。",
      again: "如果您仍想参加，可以在活动页面重新加入候补名单。",
      button: "查看我的候补记录",
    },
  },
  se: {
    joined: {
      subject: "Du står på väntelistan till {event_title}",
      intro: "Du står på väntelistan till {event_title} ({ticket}): du är nummer {position} i kön.",
      place: "Din plats i kön",
      next: "Så snart en biljett blir ledig skriver vi till dig och håller den åt dig en stund, så att du hinner slutföra köpet.",
      button: "Se din plats",
      leave: "På samma sida kan du lämna väntelistan om du inte längre vill ha en biljett.",
    },
    offer: {
      subject: "En biljett till {event_title} är din om du vill ha den",
      intro:
        "Goda nyheter: en biljett ({ticket}) till {event_title} har blivit ledig, och vi håller den åt dig till {expires_at}.",
      until: "Reserverad åt dig till",
      button: "Slutför ditt köp",
      passOn:
        "Om du inte har slutfört köpet till dess går biljetten vidare till nästa person på väntelistan.",
      decline:
        "Om du inte längre vill ha den kan du avstå från den på samma sida, så går den direkt till nästa person.",
    },
    expired: {
      subject: "Biljetten vi höll åt dig till {event_title} har släppts",
      intro:
        "Tiden för att köpa biljetten ({ticket}) som vi höll åt dig till {event_title} har gått ut, så den har gått vidare till nästa person på väntelistan.",
      again: "Om du fortfarande vill gå kan du ställa dig på väntelistan igen via evenemangets sida.",
      button: "Visa din plats på väntelistan",
    },
  },
  "zh-hk": {
    joined: {
      subject: "你已加入 {event_title} 的候補名單",
      intro: "你已加入 {event_title}（{ticket}）的候補名單，目前排第 {position} 位。",
      place: "你的排位",
      next: "一有門票空出，我們會立即電郵通知你，並為你保留一段時間，讓你有時間完成購買。",
      button: "查看我的排位",
      leave: "如果你不再需要門票，亦可以在同一頁面退出候補名單。",
    },
    offer: {
      subject: "{event_title} 有一張門票為你保留",
      intro: "好消息：{event_title} 空出了一張門票（{ticket}），我們會為你保留至 {expires_at}。",
      until: "為你保留至",
      button: "完成購買",
      passOn: "如果屆時你仍未完成購買，這張門票會轉給候補名單上的下一位。",
      decline: "如果你不再需要，可以在同一頁面放棄，門票會立即轉給下一位。",
    },
    expired: {
      subject: "為你保留的 {event_title} 門票已釋出",
      intro: "為你保留的 {event_title} 門票（{ticket}）已過購買時限，門票已轉給候補名單上的下一位。",
      again: "如果你仍想參加，可以在活動頁面重新加入候補名單。",
      button: "查看我的候補記錄",
    },
  },
  vi: {
    joined: {
      subject: "Bạn đã có tên trong danh sách chờ của {event_title}",
      intro:
        "Bạn đã có tên trong danh sách chờ của {event_title} ({ticket}): bạn đang ở vị trí số {position}.",
      place: "Vị trí của bạn trong danh sách",
      next: "Ngay khi có vé trống, chúng tôi sẽ gửi thư cho bạn và giữ vé cho bạn trong một thời gian để bạn kịp hoàn tất việc mua.",
      button: "Xem vị trí của bạn",
      leave: "Trên cùng trang đó, bạn có thể rời danh sách chờ nếu không còn muốn mua vé.",
    },
    offer: {
      subject: "Một vé cho {event_title} đang chờ bạn nếu bạn muốn",
      intro:
        "Tin vui: một vé ({ticket}) cho {event_title} vừa trống, và chúng tôi giữ vé đó cho bạn đến {expires_at}.",
      until: "Giữ cho bạn đến",
      button: "Hoàn tất việc mua",
      passOn:
        "Nếu đến lúc đó bạn chưa hoàn tất việc mua, vé sẽ được chuyển cho người tiếp theo trong danh sách chờ.",
      decline:
        "Nếu không còn muốn mua, bạn có thể nhường vé trên cùng trang đó và vé sẽ được chuyển ngay cho người tiếp theo.",
    },
    expired: {
      subject: "Vé được giữ cho bạn cho {event_title} đã hết thời gian giữ",
      intro:
        "Thời hạn mua vé ({ticket}) mà chúng tôi giữ cho bạn cho {event_title} đã hết, vì vậy vé đã được chuyển cho người tiếp theo trong danh sách chờ.",
      again: "Nếu vẫn muốn tham dự, bạn có thể đăng ký lại danh sách chờ trên trang sự kiện.",
      button: "Xem đăng ký danh sách chờ của bạn",
    },
  },
  tr: {
    joined: {
      subject: "{event_title} için bekleme listesindesiniz",
      intro: "{event_title} ({ticket}) için bekleme listesindesiniz: sırada {position}. kişisiniz.",
      place: "Sıradaki yeriniz",
      next: "Bir bilet boşalır boşalmaz size yazacağız ve satın alma işleminizi tamamlayabilmeniz için bileti bir süre sizin için ayıracağız.",
      button: "Yerinizi görün",
      leave: "Artık bilet istemiyorsanız aynı sayfadan bekleme listesinden çıkabilirsiniz.",
    },
    offer: {
      subject: "{event_title} için bir bilet, isterseniz sizin",
      intro:
        "İyi haber: {event_title} için bir bilet ({ticket}) boşaldı ve {expires_at} tarihine kadar sizin için ayrıldı.",
      until: "Son satın alma zamanı",
      button: "Satın almayı tamamlayın",
      passOn:
        "O zamana kadar satın almayı tamamlamazsanız bilet bekleme listesindeki bir sonraki kişiye geçer.",
      decline:
        "Artık istemiyorsanız aynı sayfadan bileti bırakabilirsiniz; bilet hemen bir sonraki kişiye geçer.",
    },
    expired: {
      subject: "{event_title} için size ayrılan bilet serbest bırakıldı",
      intro:
        "{event_title} için size ayırdığımız biletin ({ticket}) satın alma süresi doldu, bu yüzden bilet bekleme listesindeki bir sonraki kişiye geçti.",
      again: "Hâlâ katılmak istiyorsanız etkinlik sayfasından bekleme listesine yeniden katılabilirsiniz.",
      button: "Bekleme listesi kaydınızı görün",
    },
  },
  pl: {
    joined: {
      subject: "Jesteś na liście oczekujących na {event_title}",
      intro: "Jesteś na liście oczekujących na {event_title} ({ticket}): masz numer {position} w kolejce.",
      place: "Twoje miejsce w kolejce",
      next: "Gdy tylko zwolni się bilet, napiszemy do Ciebie i zarezerwujemy go dla Ciebie na jakiś czas, żeby dać Ci czas na dokończenie zakupu.",
      button: "Zobacz swoje miejsce",
      leave: "Na tej samej stronie możesz opuścić listę oczekujących, jeśli nie chcesz już biletu.",
    },
    offer: {
      subject: "Bilet na {event_title} jest Twój, jeśli go chcesz",
      intro:
        "Dobra wiadomość: zwolnił się bilet ({ticket}) na {event_title}. Trzymamy go dla Ciebie, a termin na zakup mija: {expires_at}.",
      until: "Termin zakupu",
      button: "Dokończ zakup",
      passOn:
        "Jeśli do tego czasu nie dokończysz zakupu, bilet przejdzie na kolejną osobę z listy oczekujących.",
      decline:
        "Jeśli już go nie chcesz, możesz z niego zrezygnować na tej samej stronie, a od razu trafi do kolejnej osoby.",
    },
    expired: {
      subject: "Bilet zarezerwowany dla Ciebie na {event_title} został zwolniony",
      intro:
        "Minął czas na zakup biletu ({ticket}), który trzymaliśmy dla Ciebie na {event_title}, więc przeszedł na kolejną osobę z listy oczekujących.",
      again:
        "Jeśli nadal chcesz przyjść, możesz ponownie zapisać się na listę oczekujących na stronie wydarzenia.",
      button: "Zobacz swój wpis na liście",
    },
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? (values[key] as string) : whole,
  );
}

function textOf(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

function entryUrlOf(payload: Record<string, unknown>): string {
  const value = textOf(payload, "entry_url");
  if (!/^https?:\/\//.test(value)) throw new Error("mail payload: entry_url is not an http(s) URL");
  return value;
}

/** The support address as a Reply-To: one plain `local@domain`, or none. */
function replyToOf(payload: Record<string, unknown>): string | undefined {
  const value = textOf(payload, "support_email");
  return /^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/.test(value) ? value : undefined;
}

/** An IANA zone Intl knows, else UTC (which the time then names). */
function zoneOf(name: string): string {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name || "UTC" }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

/** The end of the offer as a date and time in the event's zone, the zone named, in the reader's language. */
function offerEndOf(payload: Record<string, unknown>, locale: string): string {
  const end = textOf(payload, "offer_expires_at");
  if (Number.isNaN(Date.parse(end))) throw new Error("mail payload: offer_expires_at is not a time");
  return eventTimeIn(locale, end, null, zoneOf(textOf(payload, "event_timezone")));
}

/** Renders a waitlist mail in `options.locale` (English when it is not a mail language). */
export function renderWaitlistMail(
  template: WaitlistTemplate,
  payload: Record<string, unknown>,
  options: { locale: string; appName: string },
): RenderedOrderMail & { replyTo?: string } {
  const language = (options.locale in waitlistMailStrings ? options.locale : "en") as UserLocale;
  const s = orderMailStrings[language];
  const words = waitlistMailStrings[language];
  const locale = intlLocaleOf(language);
  const product = textOf(payload, "product_title");
  const label = textOf(payload, "price_label");
  const firstName = textOf(payload, "first_name");
  const values: Record<string, string> = {
    first_name: firstName,
    event_title: textOf(payload, "event_title"),
    ticket: label ? `${product} – ${label}` : product,
    position: textOf(payload, "position"),
  };
  const entryUrl = entryUrlOf(payload);
  const rows: [string, string][] = [
    [s.ticket.event, values.event_title as string],
    [s.ticket.ticket, values.ticket as string],
  ];
  let content: { subject: string; intro: string; button: string; after: string[] };
  if (template === "waitlist_joined") {
    const joined = words.joined;
    rows.push([joined.place, values.position as string]);
    content = { ...joined, after: [joined.next, joined.leave] };
  } else if (template === "waitlist_offer") {
    const offer = words.offer;
    values.expires_at = offerEndOf(payload, locale);
    rows.push([offer.until, values.expires_at]);
    content = { ...offer, after: [offer.passOn, offer.decline] };
  } else {
    content = { ...words.expired, after: [words.expired.again] };
  }
  const subject = fill(content.subject, values);
  const signer = textOf(payload, "organizer_name") || options.appName;
  const replyTo = replyToOf(payload);
  return {
    subject,
    ...layout(
      {
        subject,
        greeting: fill(firstName ? s.greeting : s.greetingNoName, values),
        intro: [fill(content.intro, values)],
        rows,
        button: { label: content.button, url: entryUrl },
        links: [],
        after: content.after.map((line) => fill(line, values)),
        signoff: fill(s.signoff, { app_name: signer }),
      },
      locale,
      s,
    ),
    attachments: [],
    ...(replyTo ? { replyTo } : {}),
  };
}
