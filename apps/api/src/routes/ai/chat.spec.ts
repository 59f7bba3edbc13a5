import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoJobs } from '../../db/seed-data/jobs.js';
import { seedDemoData } from '../../db/seed.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { CHAT_RATE_LIMIT } from './index.js';

const kigaliJobs = demoJobs.filter((job) => job.status === 'open' && job.location.includes('Kigali')).map((job) => job.title);

let addressCounter = 0;
const nextAddress = () => `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter += 1) % 250}`;
const chat = (ctx: TestContext, payload: unknown, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/ai/chat', payload: payload as object, remoteAddress });

describe('POST /api/ai/chat (built-in assistant)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  it('answers in the contract envelope with suggestions and sources', async () => {
    const response = await chat(ctx, { message: 'jobs in kigali', context: { page: 'landing', platform: 'homepage', extras: { from: 'test' } } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: { message: expect.any(String), suggestions: expect.any(Array), sources: expect.any(Array) },
    });
    for (const title of kigaliJobs) expect(body.data.message).toContain(title);
  });

  it('accepts a message without context, and 2000 characters after trimming', async () => {
    expect((await chat(ctx, { message: 'hello' })).statusCode).toBe(200);
    expect((await chat(ctx, { message: `   ${'a'.repeat(2000)}   ` })).statusCode).toBe(200);
  });

  it.each([
    [{}, 'Message is required'],
    [{ message: '' }, 'Message is required'],
    [{ message: '   \n  ' }, 'Message is required'],
    [{ message: 42 }, 'Message is required'],
    [{ message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('rejects %j with 400', async (payload, error) => {
    const response = await chat(ctx, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error, details: { message: error } });
  });

  it('rejects a malformed context with 400', async () => {
    const response = await chat(ctx, { message: 'hello', context: { page: 'x'.repeat(201) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it(`limits each address to ${CHAT_RATE_LIMIT} questions a minute (429 with Retry-After)`, async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < CHAT_RATE_LIMIT; i += 1) expect((await chat(ctx, { message: 'hello' }, address)).statusCode).toBe(200);
    const limited = await chat(ctx, { message: 'hello' }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', error: expect.stringContaining('Too many requests') });
    expect((await chat(ctx, { message: 'hello' }, '10.99.0.2')).statusCode).toBe(200);
  });
});

/** A local OpenAI-compatible server whose behaviour each test chooses. */
type Behaviour = 'answer' | 'fail' | 'hang' | 'garbage' | 'empty' | 'links' | 'nested';
interface ModelServer {
  url: string;
  behaviour: Behaviour;
  requests: Array<{ headers: IncomingMessage['headers']; path: string; body: { model: string; messages: Array<{ role: string; content: string }> } }>;
  close(): Promise<void>;
}

async function startModelServer(): Promise<ModelServer> {
  const hanging = new Set<ServerResponse>();
  const state: ModelServer = { url: '', behaviour: 'answer', requests: [], close: async () => undefined };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      state.requests.push({ headers: request.headers, path: request.url ?? '', body: JSON.parse(raw) });
      switch (state.behaviour) {
        case 'answer':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Model says: try the Kigali jobs.' }, finish_reason: 'stop' }] }));
          return;
        case 'fail':
          response.writeHead(503, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'overloaded' } }));
          return;
        case 'garbage':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"choices": [');
          return;
        case 'links':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              choices: [{ message: { role: 'assistant', content: 'See [our services](/#services), [a login page](/\\evil.example) and [jobs](//evil.example/jobs).' } }],
            }),
          );
          return;
        case 'nested':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Open [[your account](javascript:x)](/\\evil.example) now.' } }] }));
          return;
        case 'empty':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: '   ' } }] }));
          return;
        case 'hang':
          hanging.add(response); // never answers: the assistant's timeout must give up
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}

describe('POST /api/ai/chat with a language model configured', () => {
  let ctx: TestContext;
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer();
    ctx = await createTestApp({ AI_BASE_URL: model.url, AI_API_KEY: 'test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '5000' });
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    await model.close();
  });
  beforeEach(() => {
    model.behaviour = 'answer';
    model.requests.length = 0;
  });

  it("returns the model's answer, grounded on the retrieved knowledge, with the built-in suggestions and sources", async () => {
    const response = await chat(ctx, { message: 'jobs in kigali', context: { page: 'landing', platform: 'homepage' } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.message).toBe('Model says: try the Kigali jobs.');
    expect(data.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(data.sources).toContainEqual(expect.objectContaining({ href: 'https://jobs.example.com/jobs' }));

    expect(model.requests).toHaveLength(1);
    const [sent] = model.requests;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model');
    const grounding = sent.body.messages.filter((message) => message.role === 'system').map((message) => message.content).join('\n');
    for (const title of kigaliJobs) expect(grounding).toContain(title);
    expect(grounding).toContain('the landing page');
    expect(grounding).toContain('Reply in English');
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'jobs in kigali' });
  });

  it("asks the model to answer in the question's language, from facts in that language", async () => {
    const response = await chat(ctx, { message: 'Je cherche un emploi à Kigali', context: { page: 'landing', extras: { locale: 'en' } } });
    expect(response.statusCode).toBe(200);
    const [sent] = model.requests;
    const instructions = sent.body.messages.filter((message) => message.role === 'system').map((message) => message.content).join('\n');
    expect(instructions).toContain('Reply in French');
    expect(instructions).toContain('Offres d’emploi correspondant à');
    for (const title of kigaliJobs) expect(instructions).toContain(title);
  });

  it("asks for the page's language when the question is too short to tell", async () => {
    await chat(ctx, { message: 'Hi', context: { extras: { locale: 'sw' } } });
    expect(model.requests[0].body.messages[0].content).toContain('Reply in Swahili');
  });

  it("keeps only the label of a link in the model's answer that would leave the site unsafely", async () => {
    model.behaviour = 'links';
    const response = await chat(ctx, { message: 'what services do you offer' });
    expect(response.json().data.message).toBe('See [our services](/#services), a login page and jobs.');
  });

  it("checks the links of the model's answer until none is left to check: a link nested in another's label is no way around", async () => {
    model.behaviour = 'nested';
    const response = await chat(ctx, { message: 'where is my account' });
    expect(response.json().data.message).toBe('Open your account now.');
  });

  it.each<[Behaviour, string]>([
    ['fail', 'an error status'],
    ['garbage', 'malformed JSON'],
    ['empty', 'an empty answer'],
    ['hang', 'no answer within AI_TIMEOUT_MS'],
  ])('falls back to the built-in answer on %s (%s)', async (behaviour) => {
    model.behaviour = behaviour;
    const response = await chat(ctx, { message: 'what are your opening hours' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.message).toContain('Saturday: 9:00 AM - 4:00 PM CAT');
    expect(data.message).not.toContain('Model says');
    expect(model.requests).toHaveLength(1);
  });
});

describe('POST /api/ai/chat with an unreachable language model', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A port nothing listens on: connection refused.
    const closed = await startModelServer();
    const url = closed.url;
    await closed.close();
    ctx = await createTestApp({ AI_BASE_URL: url, AI_API_KEY: 'k', AI_MODEL: 'm', AI_TIMEOUT_MS: '1000' });
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  it('answers with the built-in assistant', async () => {
    const response = await chat(ctx, { message: 'how do i reset my password' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toContain('/forgot-password');
  });
});
