import type { Queryable } from '../db/database.js';
import type { SendAlertMail } from '../../../supabase/functions/_shared/smtp-sender.ts';

/** "Sends" into the local inbox (/inbox): nothing leaves the machine. */
export function localInboxSender(db: Queryable): SendAlertMail {
  return async (mail) => {
    await db.query(
      `insert into _local.mail (recipient, subject, kind, link, body) values ($1, $2, 'alerts', $3, $4)`,
      [mail.to, mail.subject, mail.pageUrl, mail.text],
    );
  };
}
