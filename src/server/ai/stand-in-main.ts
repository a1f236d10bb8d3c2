import { startOpenAiStandIn } from './openai-stand-in';

/**
 * Runs the OpenAI-shaped stand-in as its own process on 127.0.0.1:STAND_IN_PORT, for the
 * end-to-end server and the bench (scripted over HTTP: POST /__behave, GET /__requests).
 */
const port = Number(process.env.STAND_IN_PORT ?? 0);
const standIn = await startOpenAiStandIn(port);
console.log(`OpenAI-shaped stand-in listening at ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
