import { Writable } from 'node:stream';
import type { RenderToPipeableStreamOptions, PipeableStream } from 'react-dom/server';

/** Why a render that ran out of time left its pending parts to the browser. */
export const RENDER_TIMED_OUT = 'The render ran out of time';

type StreamOptions = Pick<
  RenderToPipeableStreamOptions,
  'onAllReady' | 'onShellError' | 'onError' | 'progressiveChunkSize'
>;

/**
 * The whole markup of a streaming render, once everything it suspended on is ready (the page goes
 * out whole, so it needs no inline script, which the Content-Security-Policy refuses); after
 * `timeoutMs` the render is aborted and what is still pending goes out as its loading state, for
 * the browser to finish. When `signal` aborts (the visitor went away) the render stops and rejects.
 */
export function collectStream(
  start: (options: StreamOptions) => PipeableStream,
  {
    timeoutMs,
    signal,
    onError,
  }: { timeoutMs: number; signal: AbortSignal; onError: (error: unknown) => string | undefined },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = start({
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary renders that boundary in the browser; it is not the page's.
      onError,
      // Every boundary inline, in place: no hidden segments moved by inline scripts, which the
      // page's Content-Security-Policy refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const timer = setTimeout(() => stream.abort(new Error(RENDER_TIMED_OUT)), timeoutMs);
    const abandon = () => {
      stream.abort(signal.reason);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abandon, { once: true });
    sink.on('finish', () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abandon);
    });
  });
}
