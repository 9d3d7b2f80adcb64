// The words of the mail the backend writes (alert mail, the unsubscribe function's pages, the
// local backend's auth mail) in the app's six languages, as ICU messages formatted by FormatJS's
// intl-messageformat: one module that the Deno edge functions and the Node backend both import.
// Titles and services' names are data, passed as values and never translated; dates and country
// names come from the platform's Intl in the member's language.
// Every translation carries `reviewed: false` until a fluent speaker has read it
// (`unreviewedMessages()` lists them).
import type { AppLocale } from './app-locales.ts';
import { messageTable, unreviewedLanguages } from './message-table.ts';

// A service and, when the alert has one, its country; or "one of your services" when the alert
// names no service. `place` is one of inCountry, service, anyInCountry, any.
const EN = {
  'alert.available': {
    description: 'Alert mail, one alert: a title arrived on a streaming service.',
    message:
      '{title} is now on {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {one of your services ({country})} other {one of your services}}',
  },
  'alert.newOnService': {
    description: 'Alert mail, one alert: a popular new arrival on one of the member’s services.',
    message:
      'New on {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {one of your services ({country})} other {one of your services}}: {title}',
  },
  'alert.leavingSoon': {
    description: 'Alert mail, one alert: a watchlist title leaves a service on a date.',
    message:
      '{title} leaves {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {one of your services ({country})} other {one of your services}} on {date}',
  },
  'alert.left': {
    description:
      'Alert mail, one alert: a watchlist title is no longer on a service (it left in the last days).',
    message:
      '{title} has left {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {one of your services ({country})} other {one of your services}}',
  },
  'alert.digest': {
    description:
      'Alert mail, the Monday digest: titles that arrived in the past week and titles leaving in the next two.',
    message:
      'Your week: {arrived} new on {scope, select, any {streaming} other {your services}}, {leaving} leaving in the next two weeks',
  },
  'alert.planStart': {
    description:
      'Alert mail, one alert: a reminder from the member’s saved plan to subscribe to a streaming service (its name) on a date, the first day of a month.',
    message: 'Start {service} on {date}',
  },
  'alert.planCancel': {
    description:
      'Alert mail, one alert: a reminder from the member’s saved plan to cancel a streaming service (its name) so it does not renew; the date is the first day of the next month.',
    message: 'Cancel {service} before {date}',
  },
  'mail.subject': {
    description: 'Alert mail: subject when the mail lists several alerts.',
    message: '{count, plural, one {# new alert on WatchWhere} other {# new alerts on WatchWhere}}',
  },
  'mail.intro': {
    description: 'Alert mail (HTML): the line above the list of alerts.',
    message: 'New on WatchWhere:',
  },
  'mail.allAlerts': {
    description: 'Alert mail (HTML): link to the Notifications page.',
    message: 'All your alerts',
  },
  'mail.allAlertsText': {
    description: 'Alert mail (plain text): the Notifications page link, followed by its address.',
    message: 'All your alerts: {url}',
  },
  'mail.stop': {
    description: 'Alert mail (HTML): link to the page that turns alert mail off.',
    message: 'Stop these emails',
  },
  'mail.stopText': {
    description: 'Alert mail (plain text): the unsubscribe page link, followed by its address.',
    message: 'Stop these emails: {url}',
  },
  'unsubscribe.invalid.heading': {
    description: 'Unsubscribe page: heading when the link is wrong or damaged.',
    message: 'This unsubscribe link is not valid',
  },
  'unsubscribe.invalid.text': {
    description: 'Unsubscribe page: what to do when the link is not valid.',
    message:
      'Open the link from the most recent alert email, or turn email notifications off in your account settings.',
  },
  'unsubscribe.confirm.heading': {
    description: 'Unsubscribe page: the question before turning alert mail off.',
    message: 'Stop alert emails?',
  },
  'unsubscribe.confirm.text': {
    description: 'Unsubscribe page: what alert mail is, before turning it off.',
    message:
      'WatchWhere emails you when titles you follow reach your services. You will still see every alert in the app.',
  },
  'unsubscribe.confirm.button': {
    description: 'Unsubscribe page: the button that turns alert mail off.',
    message: 'Turn off alert emails',
  },
  'unsubscribe.done.heading': {
    description: 'Unsubscribe page: heading once alert mail is off.',
    message: 'You are unsubscribed',
  },
  'unsubscribe.done.text': {
    description: 'Unsubscribe page: what changed once alert mail is off.',
    message:
      'WatchWhere will not email you alerts any more. You can still see them in the app, and turn emails back on in your notification settings.',
  },
  'unsubscribe.gone.heading': {
    description: 'Unsubscribe page: heading when the account was deleted.',
    message: 'Nothing to unsubscribe',
  },
  'unsubscribe.gone.text': {
    description: 'Unsubscribe page: the account of the link was deleted.',
    message: 'This account no longer exists.',
  },
  'unsubscribe.settings': {
    description: 'Unsubscribe page: link to the app’s notification settings.',
    message: 'Notification settings',
  },
  'auth.signup.subject': {
    description: 'Sign-up confirmation mail: subject.',
    message: 'Confirm your sign-up',
  },
  'auth.signup.body': {
    description: 'Sign-up confirmation mail: body, followed by the confirmation link.',
    message: 'Follow this link to confirm your email address:\n{link}',
  },
  'auth.recovery.subject': {
    description: 'Password reset mail: subject.',
    message: 'Reset your password',
  },
  'auth.recovery.body': {
    description: 'Password reset mail: body, followed by the reset link.',
    message: 'Follow this link to reset your WatchWhere password:\n{link}',
  },
} as const;

export type MailMessageId = keyof typeof EN;

const TRANSLATIONS: Record<Exclude<AppLocale, 'en'>, Record<MailMessageId, string>> = {
  de: {
    'alert.available':
      '{title} ist jetzt bei {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {einem Ihrer Dienste ({country})} other {einem Ihrer Dienste}} verfügbar',
    'alert.newOnService':
      'Neu bei {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {einem Ihrer Dienste ({country})} other {einem Ihrer Dienste}}: {title}',
    'alert.leavingSoon':
      '{title} verlässt {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {einen Ihrer Dienste ({country})} other {einen Ihrer Dienste}} am {date}',
    'alert.left':
      '{title} ist nicht mehr bei {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {einem Ihrer Dienste ({country})} other {einem Ihrer Dienste}} verfügbar',
    'alert.digest':
      'Ihre Woche: {arrived, plural, one {# neuer Titel} other {# neue Titel}} {scope, select, any {bei Streamingdiensten} other {bei Ihren Diensten}}, {leaving, plural, one {# Titel läuft} other {# Titel laufen}} in den nächsten zwei Wochen aus',
    'alert.planStart': '{service}: am {date} abonnieren',
    'alert.planCancel': '{service}: vor dem {date} kündigen',
    'mail.subject':
      '{count, plural, one {# neue Benachrichtigung auf WatchWhere} other {# neue Benachrichtigungen auf WatchWhere}}',
    'mail.intro': 'Neu auf WatchWhere:',
    'mail.allAlerts': 'Alle Ihre Benachrichtigungen',
    'mail.allAlertsText': 'Alle Ihre Benachrichtigungen: {url}',
    'mail.stop': 'Diese E-Mails abbestellen',
    'mail.stopText': 'Diese E-Mails abbestellen: {url}',
    'unsubscribe.invalid.heading': 'Dieser Abbestell-Link ist ungültig',
    'unsubscribe.invalid.text':
      'Öffnen Sie den Link aus der neuesten Benachrichtigungs-E-Mail oder schalten Sie „E-Mail-Benachrichtigungen“ in Ihren Kontoeinstellungen aus.',
    'unsubscribe.confirm.heading': 'Keine Benachrichtigungs-E-Mails mehr erhalten?',
    'unsubscribe.confirm.text':
      'WatchWhere benachrichtigt Sie per E-Mail, wenn Titel, die Sie verfolgen, bei Ihren Diensten verfügbar werden. Alle Benachrichtigungen sehen Sie weiterhin in der App.',
    'unsubscribe.confirm.button': 'Benachrichtigungs-E-Mails abbestellen',
    'unsubscribe.done.heading': 'Sie haben die E-Mails abbestellt',
    'unsubscribe.done.text':
      'WatchWhere sendet Ihnen keine Benachrichtigungen mehr per E-Mail. Sie sehen sie weiterhin in der App und können E-Mails in Ihren Benachrichtigungseinstellungen wieder aktivieren.',
    'unsubscribe.gone.heading': 'Nichts abzubestellen',
    'unsubscribe.gone.text': 'Dieses Konto existiert nicht mehr.',
    'unsubscribe.settings': 'Benachrichtigungseinstellungen',
    'auth.signup.subject': 'Bestätigen Sie Ihre Registrierung',
    'auth.signup.body': 'Bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n{link}',
    'auth.recovery.subject': 'Setzen Sie Ihr Passwort zurück',
    'auth.recovery.body': 'Setzen Sie Ihr WatchWhere-Passwort über diesen Link zurück:\n{link}',
  },
  fr: {
    'alert.available':
      '{title} est maintenant disponible sur {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {l’un de vos services ({country})} other {l’un de vos services}}',
    'alert.newOnService':
      'Nouveau sur {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {l’un de vos services ({country})} other {l’un de vos services}}\u00a0: {title}',
    'alert.leavingSoon':
      '{title} quitte {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {l’un de vos services ({country})} other {l’un de vos services}} le {date}',
    'alert.left':
      '{title} n’est plus disponible sur {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {l’un de vos services ({country})} other {l’un de vos services}}',
    'alert.digest':
      'Votre semaine\u00a0: {arrived, plural, =0 {aucune nouveauté} one {# nouveauté} many {# nouveautés} other {# nouveautés}} {scope, select, any {en streaming} other {sur vos services}}, {leaving, plural, =0 {aucun départ} one {# départ} many {# départs} other {# départs}} dans les deux prochaines semaines',
    'alert.planStart': '{service}\u00a0: s’abonner le {date}',
    'alert.planCancel': '{service}\u00a0: résilier avant le {date}',
    'mail.subject':
      '{count, plural, =0 {Aucune nouvelle alerte sur WatchWhere} one {# nouvelle alerte sur WatchWhere} many {# nouvelles alertes sur WatchWhere} other {# nouvelles alertes sur WatchWhere}}',
    'mail.intro': 'Du nouveau sur WatchWhere\u00a0:',
    'mail.allAlerts': 'Toutes vos alertes',
    'mail.allAlertsText': 'Toutes vos alertes\u00a0: {url}',
    'mail.stop': 'Ne plus recevoir ces e-mails',
    'mail.stopText': 'Ne plus recevoir ces e-mails\u00a0: {url}',
    'unsubscribe.invalid.heading': 'Ce lien de désabonnement n’est pas valide',
    'unsubscribe.invalid.text':
      'Ouvrez le lien du dernier e-mail d’alerte, ou désactivez «\u202fNotifications par e-mail\u202f» dans les paramètres de votre compte.',
    'unsubscribe.confirm.heading': 'Ne plus recevoir les e-mails d’alerte\u202f?',
    'unsubscribe.confirm.text':
      'WatchWhere vous envoie un e-mail quand des titres que vous suivez arrivent sur vos services. Vous verrez toujours toutes vos alertes dans l’application.',
    'unsubscribe.confirm.button': 'Désactiver les e-mails d’alerte',
    'unsubscribe.done.heading': 'Votre désabonnement est confirmé',
    'unsubscribe.done.text':
      'WatchWhere ne vous enverra plus d’alertes par e-mail. Vous pouvez toujours les voir dans l’application et réactiver les e-mails dans vos paramètres de notification.',
    'unsubscribe.gone.heading': 'Aucun e-mail à arrêter',
    'unsubscribe.gone.text': 'Ce compte n’existe plus.',
    'unsubscribe.settings': 'Paramètres de notification',
    'auth.signup.subject': 'Confirmez votre inscription',
    'auth.signup.body': 'Ouvrez ce lien pour confirmer votre adresse e-mail\u00a0:\n{link}',
    'auth.recovery.subject': 'Réinitialisez votre mot de passe',
    'auth.recovery.body':
      'Ouvrez ce lien pour réinitialiser votre mot de passe WatchWhere\u00a0:\n{link}',
  },
  ja: {
    'alert.available':
      '「{title}」の配信が{place, select, inCountry {{service}（{country}）} service {{service}} anyInCountry {ご利用中のサービス（{country}）} other {ご利用中のサービス}}で始まりました',
    'alert.newOnService':
      '{place, select, inCountry {{service}（{country}）} service {{service}} anyInCountry {ご利用中のサービス（{country}）} other {ご利用中のサービス}}の新着：「{title}」',
    'alert.leavingSoon':
      '「{title}」は{date}に{place, select, inCountry {{service}（{country}）} service {{service}} anyInCountry {ご利用中のサービス（{country}）} other {ご利用中のサービス}}での配信が終了します',
    'alert.left':
      '「{title}」は{place, select, inCountry {{service}（{country}）} service {{service}} anyInCountry {ご利用中のサービス（{country}）} other {ご利用中のサービス}}での配信が終了しました',
    'alert.digest':
      '今週のまとめ：{scope, select, any {配信サービス} other {ご利用中のサービス}}の新着{arrived, plural, other {#件}}、今後2週間以内に配信終了{leaving, plural, other {#件}}',
    'alert.planStart': '{service}：{date}に登録',
    'alert.planCancel': '{service}：{date}より前に解約',
    'mail.subject': '{count, plural, other {WatchWhereの新しい通知が#件あります}}',
    'mail.intro': 'WatchWhereの新着情報：',
    'mail.allAlerts': 'すべての通知',
    'mail.allAlertsText': 'すべての通知：{url}',
    'mail.stop': 'このメールの配信停止',
    'mail.stopText': 'このメールの配信停止：{url}',
    'unsubscribe.invalid.heading': 'この配信停止リンクは無効です',
    'unsubscribe.invalid.text':
      '最新の通知メールにあるリンクを開くか、アカウント設定でメール通知をオフにしてください。',
    'unsubscribe.confirm.heading': '通知メールの配信を停止しますか？',
    'unsubscribe.confirm.text':
      'WatchWhereは、フォロー中の作品がご利用中のサービスで配信されるとメールでお知らせします。すべての通知は引き続きアプリで確認できます。',
    'unsubscribe.confirm.button': '通知メールをオフにする',
    'unsubscribe.done.heading': '配信を停止しました',
    'unsubscribe.done.text':
      'WatchWhereから通知メールは届かなくなります。通知は引き続きアプリで確認でき、通知設定からメールを再びオンにできます。',
    'unsubscribe.gone.heading': '配信停止の対象がありません',
    'unsubscribe.gone.text': 'このアカウントはすでに存在しません。',
    'unsubscribe.settings': '通知設定',
    'auth.signup.subject': '新規登録の確認',
    'auth.signup.body': '次のリンクからメールアドレスを確認してください：\n{link}',
    'auth.recovery.subject': 'パスワードの再設定',
    'auth.recovery.body': '次のリンクからWatchWhereのパスワードを再設定してください：\n{link}',
  },
  ko: {
    'alert.available':
      '{title}: 이제 {place, select, inCountry {{service}({country})} service {{service}} anyInCountry {이용 중인 서비스({country})} other {이용 중인 서비스}}에서 볼 수 있어요',
    'alert.newOnService':
      '{place, select, inCountry {{service}({country})} service {{service}} anyInCountry {이용 중인 서비스({country})} other {이용 중인 서비스}}에 새로 추가: {title}',
    'alert.leavingSoon':
      '{title}: {date}에 {place, select, inCountry {{service}({country})} service {{service}} anyInCountry {이용 중인 서비스({country})} other {이용 중인 서비스}}에서 서비스가 종료돼요',
    'alert.left':
      '{title}: {place, select, inCountry {{service}({country})} service {{service}} anyInCountry {이용 중인 서비스({country})} other {이용 중인 서비스}}에서 서비스가 종료됐어요',
    'alert.digest':
      '이번 주 요약: {scope, select, any {스트리밍 서비스} other {이용 중인 서비스}}에 새로 추가 {arrived, plural, other {#편}}, 앞으로 2주 안에 서비스 종료 {leaving, plural, other {#편}}',
    'alert.planStart': '{service}: {date}에 구독 시작',
    'alert.planCancel': '{service}: {date} 전에 해지',
    'mail.subject': '{count, plural, other {WatchWhere 새 알림 #개}}',
    'mail.intro': 'WatchWhere 새 소식:',
    'mail.allAlerts': '전체 알림',
    'mail.allAlertsText': '전체 알림: {url}',
    'mail.stop': '이 이메일 수신 거부',
    'mail.stopText': '이 이메일 수신 거부: {url}',
    'unsubscribe.invalid.heading': '이 수신 거부 링크는 유효하지 않아요',
    'unsubscribe.invalid.text':
      '가장 최근 알림 이메일의 링크를 열거나, 계정 설정에서 이메일 알림을 꺼 주세요.',
    'unsubscribe.confirm.heading': '알림 이메일을 끌까요?',
    'unsubscribe.confirm.text':
      'WatchWhere는 팔로우한 작품이 내 서비스에 들어오면 이메일로 알려 드려요. 모든 알림은 앱에서 계속 볼 수 있어요.',
    'unsubscribe.confirm.button': '알림 이메일 끄기',
    'unsubscribe.done.heading': '수신 거부되었어요',
    'unsubscribe.done.text':
      '이제 WatchWhere에서 알림 이메일을 보내지 않아요. 알림은 앱에서 계속 볼 수 있고, 알림 설정에서 이메일을 다시 켤 수 있어요.',
    'unsubscribe.gone.heading': '수신 거부할 항목이 없어요',
    'unsubscribe.gone.text': '이 계정은 더 이상 존재하지 않아요.',
    'unsubscribe.settings': '알림 설정',
    'auth.signup.subject': '회원가입을 확인해 주세요',
    'auth.signup.body': '이 링크를 눌러 이메일 주소를 확인해 주세요:\n{link}',
    'auth.recovery.subject': '비밀번호를 재설정해 주세요',
    'auth.recovery.body': '이 링크를 눌러 WatchWhere 비밀번호를 재설정해 주세요:\n{link}',
  },
  'pt-BR': {
    'alert.available':
      '{title} agora está disponível em {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {um dos seus serviços ({country})} other {um dos seus serviços}}',
    'alert.newOnService':
      'Novidade em {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {um dos seus serviços ({country})} other {um dos seus serviços}}: {title}',
    'alert.leavingSoon':
      '{title} sai de {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {um dos seus serviços ({country})} other {um dos seus serviços}} em {date}',
    'alert.left':
      '{title} saiu de {place, select, inCountry {{service} ({country})} service {{service}} anyInCountry {um dos seus serviços ({country})} other {um dos seus serviços}}',
    'alert.digest':
      'Sua semana: {arrived, plural, =0 {nenhuma novidade} one {# novidade} many {# novidades} other {# novidades}} {scope, select, any {no streaming} other {nos seus serviços}}, {leaving, plural, =0 {nenhum título saindo} one {# título saindo} many {# títulos saindo} other {# títulos saindo}} nas próximas duas semanas',
    'alert.planStart': '{service}: assinar em {date}',
    'alert.planCancel': '{service}: cancelar antes de {date}',
    'mail.subject':
      '{count, plural, =0 {Nenhum alerta novo no WatchWhere} one {# novo alerta no WatchWhere} many {# novos alertas no WatchWhere} other {# novos alertas no WatchWhere}}',
    'mail.intro': 'Novidades no WatchWhere:',
    'mail.allAlerts': 'Todos os seus alertas',
    'mail.allAlertsText': 'Todos os seus alertas: {url}',
    'mail.stop': 'Parar de receber estes e-mails',
    'mail.stopText': 'Parar de receber estes e-mails: {url}',
    'unsubscribe.invalid.heading': 'Este link para cancelar a inscrição não é válido',
    'unsubscribe.invalid.text':
      'Abra o link do e-mail de alerta mais recente ou desative as notificações por e-mail nas configurações da sua conta.',
    'unsubscribe.confirm.heading': 'Parar de receber e-mails de alerta?',
    'unsubscribe.confirm.text':
      'O WatchWhere envia um e-mail para você quando os títulos que você acompanha chegam aos seus serviços. Você continuará vendo todos os alertas no app.',
    'unsubscribe.confirm.button': 'Desativar e-mails de alerta',
    'unsubscribe.done.heading': 'Sua inscrição foi cancelada',
    'unsubscribe.done.text':
      'O WatchWhere não enviará mais alertas por e-mail. Você ainda pode vê-los no app e reativar os e-mails nas configurações de notificação.',
    'unsubscribe.gone.heading': 'Nada para cancelar',
    'unsubscribe.gone.text': 'Esta conta não existe mais.',
    'unsubscribe.settings': 'Configurações de notificação',
    'auth.signup.subject': 'Confirme seu cadastro',
    'auth.signup.body': 'Abra este link para confirmar seu endereço de e-mail:\n{link}',
    'auth.recovery.subject': 'Redefina sua senha',
    'auth.recovery.body': 'Abra este link para redefinir sua senha do WatchWhere:\n{link}',
  },
};

const MAIL = messageTable(EN, unreviewedLanguages(TRANSLATIONS));

export const mailMessageSource = MAIL.source;
export const unreviewedMessages = MAIL.unreviewed;
/** Every message id with its English text and the translator's note. */
export const MAIL_MESSAGE_IDS = MAIL.ids;
export const mailMessageDescription = MAIL.description;
export const formatMail = MAIL.format;

/** "4 December 2026" in English, "4. Dezember 2026", "2026年12月4日"… of a UTC day (YYYY-MM-DD). */
export function formatMailDate(locale: AppLocale, day: string): string {
  // English keeps the day-month-year order the mail has always had.
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A country's name in the language (United States, Vereinigte Staaten, アメリカ合衆国…). */
export function countryNameIn(locale: AppLocale, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
