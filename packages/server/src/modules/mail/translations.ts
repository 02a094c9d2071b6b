import type { UserLocale } from "@varco/domain";
import type { MailStrings } from "./templates";

/**
 * The mail strings beyond English and Italian (which sit in `templates.ts`). Placeholders in
 * braces are filled by `renderMail`; keep them as they are when editing a translation.
 */
export const translations: Partial<Record<UserLocale, MailStrings>> = {
  de: {
    greeting: "Hallo {first_name},",
    signoff: "Ihr {app_name}-Team",
    linkFallback: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
    email_change: {
      subject: "Bestätigen Sie Ihre neue E-Mail-Adresse für {app_name}",
      intro:
        "Sie möchten diese Adresse für Ihr {app_name}-Konto verwenden. Bitte bestätigen Sie sie, damit wir die Änderung vornehmen können.",
      button: "Neue E-Mail-Adresse bestätigen",
      expiry: "Dieser Link funktioniert einmal und läuft in {hours} Stunden ab.",
      ignore:
        "Wenn Sie das nicht angefordert haben, können Sie diese Nachricht ignorieren: Ihr Konto behält seine bisherige Adresse.",
    },
    email_verification: {
      subject: "Bestätigen Sie Ihre E-Mail-Adresse für {app_name}",
      intro: "Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.",
      button: "E-Mail-Adresse bestätigen",
      code: "Oder geben Sie diesen Code ein: {code}",
      ignore: "Wenn Sie sich nicht bei {app_name} registriert haben, können Sie diese Nachricht ignorieren.",
    },
    password_reset: {
      subject: "Setzen Sie Ihr {app_name}-Passwort zurück",
      intro: "Wir haben eine Anfrage erhalten, das Passwort Ihres {app_name}-Kontos zurückzusetzen.",
      button: "Neues Passwort wählen",
      expiry: "Dieser Link funktioniert einmal und läuft in {minutes} Minuten ab.",
      ignore:
        "Wenn Sie das nicht angefordert haben, können Sie diese Nachricht ignorieren: Ihr Passwort bleibt unverändert.",
    },
    user_invitation: {
      subject: "Sie wurden zu {account_name} auf {app_name} eingeladen",
      intro: "Sie wurden eingeladen, {account_name} auf {app_name} beizutreten.",
      button: "Einladung annehmen",
      expiry: "Die Einladung läuft in {days} Tagen ab.",
    },
    organizer_contact: {
      subject: "{sender_name} hat {organizer_name} eine Nachricht gesendet",
      intro:
        "{sender_name} ({sender_email}) hat {organizer_name} über die öffentliche Seite auf {app_name} geschrieben:",
      reply: "Antworten Sie auf diese E-Mail, um {sender_name} direkt zu antworten.",
    },
  },
  fr: {
    greeting: "Bonjour {first_name},",
    signoff: "L'équipe {app_name}",
    linkFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
    email_change: {
      subject: "Confirmez votre nouvelle adresse e-mail pour {app_name}",
      intro:
        "Vous avez demandé à utiliser cette adresse pour votre compte {app_name}. Confirmez-la pour que nous effectuions le changement.",
      button: "Confirmer la nouvelle adresse",
      expiry: "Ce lien ne fonctionne qu'une fois et expire dans {hours} heures.",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte conserve son adresse actuelle.",
    },
    email_verification: {
      subject: "Confirmez votre adresse e-mail pour {app_name}",
      intro: "Veuillez confirmer qu'il s'agit bien de votre adresse e-mail.",
      button: "Confirmer l'adresse e-mail",
      code: "Ou saisissez ce code : {code}",
      ignore: "Si vous ne vous êtes pas inscrit sur {app_name}, vous pouvez ignorer ce message.",
    },
    password_reset: {
      subject: "Réinitialisez votre mot de passe {app_name}",
      intro: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {app_name}.",
      button: "Choisir un nouveau mot de passe",
      expiry: "Ce lien ne fonctionne qu'une fois et expire dans {minutes} minutes.",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    user_invitation: {
      subject: "Vous êtes invité à rejoindre {account_name} sur {app_name}",
      intro: "Vous avez été invité à rejoindre {account_name} sur {app_name}.",
      button: "Accepter l'invitation",
      expiry: "L'invitation expire dans {days} jours.",
    },
    organizer_contact: {
      subject: "{sender_name} a envoyé un message à {organizer_name}",
      intro:
        "{sender_name} ({sender_email}) a écrit à {organizer_name} depuis sa page publique sur {app_name} :",
      reply: "Répondez à cet e-mail pour répondre directement à {sender_name}.",
    },
  },
  nl: {
    greeting: "Hallo {first_name},",
    signoff: "Het {app_name}-team",
    linkFallback: "Werkt de knop niet? Kopieer dan dit adres naar je browser:",
    email_change: {
      subject: "Bevestig je nieuwe e-mailadres voor {app_name}",
      intro:
        "Je hebt gevraagd dit adres te gebruiken voor je {app_name}-account. Bevestig het zodat we de wijziging kunnen doorvoeren.",
      button: "Nieuw e-mailadres bevestigen",
      expiry: "Deze link werkt één keer en verloopt over {hours} uur.",
      ignore:
        "Heb je dit niet aangevraagd? Dan kun je dit bericht negeren: je account houdt het huidige adres.",
    },
    email_verification: {
      subject: "Bevestig je e-mailadres voor {app_name}",
      intro: "Bevestig dat dit je e-mailadres is.",
      button: "E-mailadres bevestigen",
      code: "Of voer deze code in: {code}",
      ignore: "Heb je je niet aangemeld bij {app_name}? Dan kun je dit bericht negeren.",
    },
    password_reset: {
      subject: "Stel je {app_name}-wachtwoord opnieuw in",
      intro:
        "We hebben een verzoek ontvangen om het wachtwoord van je {app_name}-account opnieuw in te stellen.",
      button: "Kies een nieuw wachtwoord",
      expiry: "Deze link werkt één keer en verloopt over {minutes} minuten.",
      ignore: "Heb je dit niet aangevraagd? Dan kun je dit bericht negeren: je wachtwoord blijft hetzelfde.",
    },
    user_invitation: {
      subject: "Je bent uitgenodigd voor {account_name} op {app_name}",
      intro: "Je bent uitgenodigd om lid te worden van {account_name} op {app_name}.",
      button: "Uitnodiging accepteren",
      expiry: "De uitnodiging verloopt over {days} dagen.",
    },
    organizer_contact: {
      subject: "{sender_name} heeft {organizer_name} een bericht gestuurd",
      intro: "{sender_name} ({sender_email}) schreef {organizer_name} via de openbare pagina op {app_name}:",
      reply: "Beantwoord deze e-mail om {sender_name} rechtstreeks te antwoorden.",
    },
  },
  hu: {
    greeting: "Kedves {first_name}!",
    signoff: "A(z) {app_name} csapata",
    linkFallback: "Ha a gomb nem működik, másold be ezt a címet a böngésződbe:",
    email_change: {
      subject: "Erősítsd meg az új e-mail-címed a(z) {app_name} szolgáltatásban",
      intro:
        "Azt kérted, hogy ezt a címet használjuk a(z) {app_name} fiókodhoz. Erősítsd meg, hogy elvégezhessük a módosítást.",
      button: "Új e-mail-cím megerősítése",
      expiry: "Ez a link egyszer használható, és {hours} óra múlva lejár.",
      ignore:
        "Ha nem te kérted, hagyd figyelmen kívül ezt az üzenetet: a fiókod megtartja a jelenlegi címét.",
    },
    email_verification: {
      subject: "Erősítsd meg az e-mail-címed a(z) {app_name} szolgáltatásban",
      intro: "Kérjük, erősítsd meg, hogy ez a te e-mail-címed.",
      button: "E-mail-cím megerősítése",
      code: "Vagy add meg ezt a kódot: {code}",
      ignore:
        "Ha nem regisztráltál a(z) {app_name} szolgáltatásba, nyugodtan hagyd figyelmen kívül ezt az üzenetet.",
    },
    password_reset: {
      subject: "A(z) {app_name} jelszavad visszaállítása",
      intro: "Kérést kaptunk a(z) {app_name} fiókod jelszavának visszaállítására.",
      button: "Új jelszó megadása",
      expiry: "Ez a link egyszer használható, és {minutes} perc múlva lejár.",
      ignore: "Ha nem te kérted, hagyd figyelmen kívül ezt az üzenetet: a jelszavad nem változik.",
    },
    user_invitation: {
      subject: "Meghívást kaptál a(z) {account_name} fiókba a(z) {app_name} szolgáltatásban",
      intro: "Meghívtak, hogy csatlakozz a(z) {account_name} fiókhoz a(z) {app_name} szolgáltatásban.",
      button: "Meghívás elfogadása",
      expiry: "A meghívás {days} nap múlva lejár.",
    },
    organizer_contact: {
      subject: "{sender_name} üzenetet küldött a(z) {organizer_name} számára",
      intro:
        "{sender_name} ({sender_email}) a(z) {app_name} nyilvános oldalán keresztül írt a(z) {organizer_name} számára:",
      reply: "Válaszoljon erre az e-mailre, hogy közvetlenül {sender_name} kapja meg a választ.",
    },
  },
  es: {
    greeting: "Hola, {first_name}:",
    signoff: "El equipo de {app_name}",
    linkFallback: "Si el botón no funciona, copia esta dirección en tu navegador:",
    email_change: {
      subject: "Confirma tu nueva dirección de correo en {app_name}",
      intro:
        "Has pedido usar esta dirección en tu cuenta de {app_name}. Confírmala para que podamos hacer el cambio.",
      button: "Confirmar la nueva dirección",
      expiry: "Este enlace funciona una sola vez y caduca en {hours} horas.",
      ignore: "Si no lo has solicitado, puedes ignorar este mensaje: tu cuenta mantiene su dirección actual.",
    },
    email_verification: {
      subject: "Confirma tu dirección de correo electrónico en {app_name}",
      intro: "Confirma que esta es tu dirección de correo electrónico.",
      button: "Confirmar dirección de correo",
      code: "O introduce este código: {code}",
      ignore: "Si no te has registrado en {app_name}, puedes ignorar este mensaje.",
    },
    password_reset: {
      subject: "Restablece tu contraseña de {app_name}",
      intro: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {app_name}.",
      button: "Elegir una nueva contraseña",
      expiry: "Este enlace funciona una sola vez y caduca en {minutes} minutos.",
      ignore: "Si no lo has solicitado, puedes ignorar este mensaje: tu contraseña no cambiará.",
    },
    user_invitation: {
      subject: "Te han invitado a {account_name} en {app_name}",
      intro: "Te han invitado a unirte a {account_name} en {app_name}.",
      button: "Aceptar la invitación",
      expiry: "La invitación caduca en {days} días.",
    },
    organizer_contact: {
      subject: "{sender_name} ha enviado un mensaje a {organizer_name}",
      intro:
        "{sender_name} ({sender_email}) ha escrito a {organizer_name} desde su página pública en {app_name}:",
      reply: "Responde a este correo para contestar directamente a {sender_name}.",
    },
  },
  pt: {
    greeting: "Olá {first_name},",
    signoff: "A equipa {app_name}",
    linkFallback: "Se o botão não funcionar, copie este endereço para o seu navegador:",
    email_change: {
      subject: "Confirme o seu novo endereço de e-mail para {app_name}",
      intro:
        "Pediu para usar este endereço na sua conta {app_name}. Confirme-o para concluirmos a alteração.",
      button: "Confirmar o novo endereço",
      expiry: "Esta ligação funciona uma vez e expira dentro de {hours} horas.",
      ignore: "Se não fez este pedido, pode ignorar esta mensagem: a sua conta mantém o endereço atual.",
    },
    email_verification: {
      subject: "Confirme o seu endereço de e-mail para {app_name}",
      intro: "Confirme que este é o seu endereço de e-mail.",
      button: "Confirmar endereço de e-mail",
      code: "Ou introduza este código: {code}",
      ignore: "Se não se registou em {app_name}, pode ignorar esta mensagem.",
    },
    password_reset: {
      subject: "Redefina a sua palavra-passe de {app_name}",
      intro: "Recebemos um pedido para redefinir a palavra-passe da sua conta {app_name}.",
      button: "Escolher uma nova palavra-passe",
      expiry: "Esta ligação funciona uma vez e expira dentro de {minutes} minutos.",
      ignore: "Se não fez este pedido, pode ignorar esta mensagem: a sua palavra-passe mantém-se.",
    },
    user_invitation: {
      subject: "Foi convidado para {account_name} em {app_name}",
      intro: "Foi convidado a juntar-se a {account_name} em {app_name}.",
      button: "Aceitar o convite",
      expiry: "O convite expira dentro de {days} dias.",
    },
    organizer_contact: {
      subject: "{sender_name} enviou uma mensagem a {organizer_name}",
      intro:
        "{sender_name} ({sender_email}) escreveu a {organizer_name} a partir da página pública em {app_name}:",
      reply: "Responda a este e-mail para responder diretamente a {sender_name}.",
    },
  },
  "pt-br": {
    greeting: "Olá, {first_name},",
    signoff: "Equipe {app_name}",
    linkFallback: "Se o botão não funcionar, copie este endereço no seu navegador:",
    email_change: {
      subject: "Confirme seu novo endereço de e-mail no {app_name}",
      intro:
        "Você pediu para usar este endereço na sua conta do {app_name}. Confirme-o para concluirmos a alteração.",
      button: "Confirmar o novo endereço",
      expiry: "Este link funciona uma única vez e expira em {hours} horas.",
      ignore:
        "Se você não fez essa solicitação, pode ignorar esta mensagem: sua conta continua com o endereço atual.",
    },
    email_verification: {
      subject: "Confirme seu endereço de e-mail no {app_name}",
      intro: "Confirme que este é o seu endereço de e-mail.",
      button: "Confirmar endereço de e-mail",
      code: "Ou digite este código: {code}",
      ignore: "Se você não se cadastrou no {app_name}, pode ignorar esta mensagem.",
    },
    password_reset: {
      subject: "Redefina sua senha do {app_name}",
      intro: "Recebemos uma solicitação para redefinir a senha da sua conta no {app_name}.",
      button: "Escolher uma nova senha",
      expiry: "Este link funciona uma única vez e expira em {minutes} minutos.",
      ignore: "Se você não fez essa solicitação, pode ignorar esta mensagem: sua senha continua a mesma.",
    },
    user_invitation: {
      subject: "Você foi convidado para {account_name} no {app_name}",
      intro: "Você foi convidado para participar de {account_name} no {app_name}.",
      button: "Aceitar o convite",
      expiry: "O convite expira em {days} dias.",
    },
    organizer_contact: {
      subject: "{sender_name} enviou uma mensagem para {organizer_name}",
      intro:
        "{sender_name} ({sender_email}) escreveu para {organizer_name} pela página pública no {app_name}:",
      reply: "Responda a este e-mail para responder diretamente a {sender_name}.",
    },
  },
  "zh-cn": {
    greeting: "{first_name}，您好：",
    signoff: "{app_name} 团队",
    linkFallback: "如果按钮无法使用，请将此地址复制到浏览器中打开：",
    email_change: {
      subject: "确认您在 {app_name} 的新电子邮件地址",
      intro: "您申请将此地址用于您的 {app_name} 账户。请确认，以便我们完成更改。",
      button: "确认新电子邮件地址",
      expiry: "此链接只能使用一次，将在 {hours} 小时后失效。",
      ignore: "如果这不是您本人的请求，请忽略此邮件，您的账户将继续使用当前地址。",
    },
    email_verification: {
      subject: "确认您在 {app_name} 的电子邮件地址",
      intro: "请确认这是您的电子邮件地址。",
      button: "确认电子邮件地址",
      code: "或者输入此验证码：{code}",
      ignore: "如果您没有注册 {app_name}，请忽略此邮件。",
    },
    password_reset: {
      subject: "重置您的 {app_name} 密码",
      intro: "我们收到了重置您 {app_name} 账户密码的请求。",
      button: "设置新密码",
      expiry: "此链接只能使用一次，将在 {minutes} 分钟后失效。",
      ignore: "如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。",
    },
    user_invitation: {
      subject: "您已受邀加入 {app_name} 上的 {account_name}",
      intro: "您已受邀加入 {app_name} 上的 {account_name}。",
      button: "接受邀请",
      expiry: "邀请将在 {days} 天后失效。",
    },
    organizer_contact: {
      subject: "{sender_name} 给 {organizer_name} 发送了一条消息",
      intro: "{sender_name}（{sender_email}）通过 {app_name} 上的公开页面给 {organizer_name} 发送了消息：",
      reply: "直接回复此邮件即可回复 {sender_name}。",
    },
  },
  se: {
    greeting: "Hej {first_name},",
    signoff: "Teamet på {app_name}",
    linkFallback: "Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:",
    email_change: {
      subject: "Bekräfta din nya e-postadress för {app_name}",
      intro:
        "Du har bett om att använda den här adressen för ditt {app_name}-konto. Bekräfta den så att vi kan genomföra ändringen.",
      button: "Bekräfta ny e-postadress",
      expiry: "Länken fungerar en gång och upphör att gälla om {hours} timmar.",
      ignore:
        "Om du inte har begärt detta kan du ignorera meddelandet: ditt konto behåller sin nuvarande adress.",
    },
    email_verification: {
      subject: "Bekräfta din e-postadress för {app_name}",
      intro: "Bekräfta att det här är din e-postadress.",
      button: "Bekräfta e-postadress",
      code: "Eller ange den här koden: {code}",
      ignore: "Om du inte har registrerat dig på {app_name} kan du ignorera det här meddelandet.",
    },
    password_reset: {
      subject: "Återställ ditt lösenord för {app_name}",
      intro: "Vi har fått en begäran om att återställa lösenordet för ditt {app_name}-konto.",
      button: "Välj ett nytt lösenord",
      expiry: "Länken fungerar en gång och upphör att gälla om {minutes} minuter.",
      ignore: "Om du inte har begärt detta kan du ignorera meddelandet: ditt lösenord förblir detsamma.",
    },
    user_invitation: {
      subject: "Du har bjudits in till {account_name} på {app_name}",
      intro: "Du har bjudits in att gå med i {account_name} på {app_name}.",
      button: "Acceptera inbjudan",
      expiry: "Inbjudan upphör att gälla om {days} dagar.",
    },
    organizer_contact: {
      subject: "{sender_name} har skickat ett meddelande till {organizer_name}",
      intro:
        "{sender_name} ({sender_email}) skrev till {organizer_name} via den offentliga sidan på {app_name}:",
      reply: "Svara på det här mejlet för att svara {sender_name} direkt.",
    },
  },
  "zh-hk": {
    greeting: "{first_name}，你好：",
    signoff: "{app_name} 團隊",
    linkFallback: "如按鈕無法使用，請將此網址複製到瀏覽器開啟：",
    email_change: {
      subject: "確認你在 {app_name} 的新電郵地址",
      intro: "你要求將此地址用於你的 {app_name} 帳戶。請確認，以便我們完成更改。",
      button: "確認新電郵地址",
      expiry: "此連結只可使用一次，並會在 {hours} 小時後失效。",
      ignore: "如這不是你提出的要求，請忽略此電郵，你的帳戶會繼續使用現有地址。",
    },
    email_verification: {
      subject: "確認你在 {app_name} 的電郵地址",
      intro: "請確認這是你的電郵地址。",
      button: "確認電郵地址",
      code: "或輸入此驗證碼：{code}",
      ignore: "如你沒有註冊 {app_name}，請忽略此電郵。",
    },
    password_reset: {
      subject: "重設你的 {app_name} 密碼",
      intro: "我們收到重設你 {app_name} 帳戶密碼的要求。",
      button: "設定新密碼",
      expiry: "此連結只可使用一次，並會在 {minutes} 分鐘後失效。",
      ignore: "如這不是你提出的要求，請忽略此電郵，你的密碼不會改變。",
    },
    user_invitation: {
      subject: "你已獲邀加入 {app_name} 上的 {account_name}",
      intro: "你已獲邀加入 {app_name} 上的 {account_name}。",
      button: "接受邀請",
      expiry: "邀請將於 {days} 天後失效。",
    },
    organizer_contact: {
      subject: "{sender_name} 向 {organizer_name} 發送了一則訊息",
      intro: "{sender_name}（{sender_email}）透過 {app_name} 上的公開頁面向 {organizer_name} 發送了訊息：",
      reply: "直接回覆此電郵即可回覆 {sender_name}。",
    },
  },
  vi: {
    greeting: "Xin chào {first_name},",
    signoff: "Đội ngũ {app_name}",
    linkFallback: "Nếu nút không hoạt động, hãy sao chép địa chỉ này vào trình duyệt của bạn:",
    email_change: {
      subject: "Xác nhận địa chỉ email mới của bạn cho {app_name}",
      intro:
        "Bạn đã yêu cầu dùng địa chỉ này cho tài khoản {app_name} của bạn. Vui lòng xác nhận để chúng tôi thực hiện thay đổi.",
      button: "Xác nhận địa chỉ email mới",
      expiry: "Liên kết này chỉ dùng được một lần và sẽ hết hạn sau {hours} giờ.",
      ignore:
        "Nếu bạn không yêu cầu, bạn có thể bỏ qua email này: tài khoản của bạn vẫn giữ địa chỉ hiện tại.",
    },
    email_verification: {
      subject: "Xác nhận địa chỉ email của bạn cho {app_name}",
      intro: "Vui lòng xác nhận đây là địa chỉ email của bạn.",
      button: "Xác nhận địa chỉ email",
      code: "Hoặc nhập mã này: {code}",
      ignore: "Nếu bạn không đăng ký {app_name}, bạn có thể bỏ qua email này.",
    },
    password_reset: {
      subject: "Đặt lại mật khẩu {app_name} của bạn",
      intro: "Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản {app_name} của bạn.",
      button: "Chọn mật khẩu mới",
      expiry: "Liên kết này chỉ dùng được một lần và sẽ hết hạn sau {minutes} phút.",
      ignore: "Nếu bạn không yêu cầu, bạn có thể bỏ qua email này: mật khẩu của bạn sẽ không thay đổi.",
    },
    user_invitation: {
      subject: "Bạn được mời tham gia {account_name} trên {app_name}",
      intro: "Bạn đã được mời tham gia {account_name} trên {app_name}.",
      button: "Chấp nhận lời mời",
      expiry: "Lời mời sẽ hết hạn sau {days} ngày.",
    },
    organizer_contact: {
      subject: "{sender_name} đã gửi tin nhắn cho {organizer_name}",
      intro:
        "{sender_name} ({sender_email}) đã viết cho {organizer_name} từ trang công khai trên {app_name}:",
      reply: "Hãy trả lời email này để phản hồi trực tiếp cho {sender_name}.",
    },
  },
  tr: {
    greeting: "Merhaba {first_name},",
    signoff: "{app_name} ekibi",
    linkFallback: "Düğme çalışmazsa bu adresi tarayıcınıza kopyalayın:",
    email_change: {
      subject: "{app_name} için yeni e-posta adresinizi doğrulayın",
      intro:
        "{app_name} hesabınız için bu adresi kullanmak istediniz. Değişikliği yapabilmemiz için lütfen doğrulayın.",
      button: "Yeni e-posta adresini doğrula",
      expiry: "Bu bağlantı yalnızca bir kez kullanılabilir ve {hours} saat içinde geçerliliğini yitirir.",
      ignore: "Bu isteği siz yapmadıysanız bu mesajı yok sayabilirsiniz: hesabınız mevcut adresini korur.",
    },
    email_verification: {
      subject: "{app_name} için e-posta adresinizi doğrulayın",
      intro: "Lütfen bunun sizin e-posta adresiniz olduğunu doğrulayın.",
      button: "E-posta adresini doğrula",
      code: "Ya da şu kodu girin: {code}",
      ignore: "{app_name} hesabı oluşturmadıysanız bu mesajı yok sayabilirsiniz.",
    },
    password_reset: {
      subject: "{app_name} şifrenizi sıfırlayın",
      intro: "{app_name} hesabınızın şifresini sıfırlamak için bir istek aldık.",
      button: "Yeni şifre belirle",
      expiry: "Bu bağlantı yalnızca bir kez kullanılabilir ve {minutes} dakika içinde geçerliliğini yitirir.",
      ignore: "Bu isteği siz yapmadıysanız bu mesajı yok sayabilirsiniz: şifreniz değişmeyecek.",
    },
    user_invitation: {
      subject: "{app_name} üzerinde {account_name} hesabına davet edildiniz",
      intro: "{app_name} üzerinde {account_name} hesabına katılmaya davet edildiniz.",
      button: "Daveti kabul et",
      expiry: "Davet {days} gün içinde geçerliliğini yitirir.",
    },
    organizer_contact: {
      subject: "{sender_name}, {organizer_name} için bir mesaj gönderdi",
      intro:
        "{sender_name} ({sender_email}), {app_name} üzerindeki herkese açık sayfadan {organizer_name} için yazdı:",
      reply: "{sender_name} kişisine doğrudan yanıt vermek için bu e-postayı yanıtlayın.",
    },
  },
  pl: {
    greeting: "Cześć {first_name},",
    signoff: "Zespół {app_name}",
    linkFallback: "Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:",
    email_change: {
      subject: "Potwierdź nowy adres e-mail w {app_name}",
      intro:
        "Poprosiłeś o używanie tego adresu na koncie w {app_name}. Potwierdź go, abyśmy mogli wprowadzić zmianę.",
      button: "Potwierdź nowy adres e-mail",
      expiry: "Ten link działa jednorazowo i wygaśnie za {hours} godz.",
      ignore: "Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto zachowa obecny adres.",
    },
    email_verification: {
      subject: "Potwierdź swój adres e-mail w {app_name}",
      intro: "Potwierdź, że to jest Twój adres e-mail.",
      button: "Potwierdź adres e-mail",
      code: "Lub wpisz ten kod: {code}",
      ignore: "Jeśli nie rejestrujesz się w {app_name}, zignoruj tę wiadomość.",
    },
    password_reset: {
      subject: "Zresetuj hasło do {app_name}",
      intro: "Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w {app_name}.",
      button: "Ustaw nowe hasło",
      expiry: "Ten link działa jednorazowo i wygaśnie za {minutes} minut.",
      ignore: "Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.",
    },
    user_invitation: {
      subject: "Zaproszenie do {account_name} w {app_name}",
      intro: "Zaproszono Cię do dołączenia do {account_name} w {app_name}.",
      button: "Przyjmij zaproszenie",
      expiry: "Zaproszenie wygaśnie za {days} dni.",
    },
    organizer_contact: {
      subject: "{sender_name} wysłał(a) wiadomość do {organizer_name}",
      intro:
        "{sender_name} ({sender_email}) napisał(a) do {organizer_name} przez stronę publiczną w {app_name}:",
      reply: "Odpowiedz na tę wiadomość, aby odpowiedzieć bezpośrednio {sender_name}.",
    },
  },
};
