import { SMTPServer } from 'smtp-server';

/** A local SMTP server that keeps every message it is sent. */
export interface SmtpCapture {
  port: number;
  /** Each message as sent, with quoted-printable soft breaks and folded header lines undone. */
  received: string[];
  close(): Promise<void>;
}

const readable = (raw: string) => raw.replace(/=\r\n/g, '').replace(/\r\n[ \t]+/g, ' ');

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push(readable(raw));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return { port, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}
