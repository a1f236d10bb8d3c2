import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-shaped model server on loopback, for tests, the end-to-end run and the bench: the
 * one stand-in the project allows (a model service is an outside service). It answers
 * `POST /v1/chat/completions` with a streamed (or plain) completion and records every request, so
 * a test can check what Inkforge sent. Its behaviour is scripted in process (`behave`) or over
 * HTTP (`POST /__behave`, `GET /__requests`, `DELETE /__requests`) when it runs as its own process.
 */
export type StandInBehaviour = {
  /** The text the model writes, sent in `chunks` pieces. */
  reply: string;
  chunks: number;
  /** Pause before each piece. */
  chunkDelayMs: number;
  /** Answer this HTTP status with an error body instead of a completion. */
  failStatus?: number;
  /** Hold the answer this long before the first byte (a slow or stuck model). */
  stallMs?: number;
};

export type RecordedRequest = {
  model: string;
  messages: { role: string; content: string }[];
  stream: boolean;
  maxTokens?: number;
  authorization?: string;
};

export const DEFAULT_BEHAVIOUR: StandInBehaviour = {
  reply: 'The lantern guttered, and somewhere below the tide began to turn.',
  chunks: 6,
  chunkDelayMs: 20,
};

export type OpenAiStandIn = {
  url: string;
  requests: RecordedRequest[];
  behave(next: Partial<StandInBehaviour>): void;
  /** Requests whose stream the client closed before the end. */
  readonly aborted: number;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function pieces(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, n)));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Starts the stand-in on 127.0.0.1 (`port` 0 picks a free one). */
export async function startOpenAiStandIn(port = 0): Promise<OpenAiStandIn> {
  let behaviour = { ...DEFAULT_BEHAVIOUR };
  const requests: RecordedRequest[] = [];
  let aborted = 0;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  async function complete(req: http.IncomingMessage, res: http.ServerResponse) {
    const body = await readJson(req);
    requests.push({
      model: String(body.model),
      messages: (body.messages as RecordedRequest['messages']) ?? [],
      stream: body.stream === true,
      maxTokens: typeof body.max_tokens === 'number' ? body.max_tokens : undefined,
      authorization: req.headers.authorization,
    });
    const b = behaviour;
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        aborted += 1;
      }
    });
    if (b.stallMs) await sleep(b.stallMs);
    if (closed) return;
    if (b.failStatus)
      return json(res, b.failStatus, { error: { message: 'stand-in failure', type: 'server_error' } });
    const base = { id: 'chatcmpl-standin', object: 'chat.completion.chunk', created: 0, model: body.model };
    if (body.stream !== true) {
      return json(res, 200, {
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: b.reply }, finish_reason: 'stop' }],
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' });
    for (const piece of pieces(b.reply, b.chunks)) {
      if (b.chunkDelayMs) await sleep(b.chunkDelayMs);
      if (closed) return;
      send({ content: piece });
    }
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  }

  const server = http.createServer((req, res) => {
    const route = `${req.method} ${req.url?.split('?')[0]}`;
    if (route === 'POST /v1/chat/completions') return void complete(req, res);
    if (route === 'GET /__requests') return json(res, 200, { requests });
    if (route === 'DELETE /__requests') {
      requests.length = 0;
      return json(res, 200, { ok: true });
    }
    if (route === 'POST /__behave') {
      return void readJson(req).then((next) => {
        behaviour = { ...DEFAULT_BEHAVIOUR, ...(next as Partial<StandInBehaviour>) };
        json(res, 200, behaviour);
      });
    }
    json(res, 404, { error: { message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    behave(next) {
      behaviour = { ...DEFAULT_BEHAVIOUR, ...next };
    },
    get aborted() {
      return aborted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
