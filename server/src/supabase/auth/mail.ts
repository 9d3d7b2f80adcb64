import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';

export type MailKind = 'signup' | 'recovery';

const subjects: Record<MailKind, string> = {
  signup: 'Confirm your signup',
  recovery: 'Reset your password',
};

/** "Sends" a mail: it lands in the local inbox (GET /inbox) instead of leaving the machine. */
export async function sendMail(
  q: Queryable,
  log: FastifyBaseLogger,
  mail: { recipient: string; kind: MailKind; link: string },
): Promise<void> {
  await q.query(
    'insert into _local.mail (recipient, subject, kind, link) values ($1, $2, $3, $4)',
    [mail.recipient, subjects[mail.kind], mail.kind, mail.link],
  );
  log.info({ to: mail.recipient, kind: mail.kind }, 'mail delivered to the local inbox (/inbox)');
}
