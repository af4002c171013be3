import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDataDir, indexBytes } from './bench-data.js';
import { serveChild } from './serve-child.js';
import { startChild } from './child.js';
import { htmlPage, newsTexts, socialBatch } from './document-batches.js';
import { load, pacedLoad, sideBySide, type LoadTarget } from './load.js';
import { cpuPerRequest, threadCpuMs } from './thread-cpu.js';

/**
 * Document calls over HTTP on 2 workers, rule-based:
 *  - POST /v2/classify/social with 1,000-post batches of real-length posts, side by side
 *    with a bare Hono route answering a body of the same size (the HTTP ceiling); p99 at
 *    half the measured load; then the same batches with sentiment, with flags and with
 *    entities, to show their cost separately;
 *  - POST /v2/classify/html with 50 kB pages; p99 at half load; the bare route answering
 *    the same reply to the same page (the HTTP floor of the exchange);
 *  - POST /v2/nlp/summarize on news-length texts.
 */
export async function run(opts: { seconds?: number; rounds?: number } = {}) {
  const seconds = opts.seconds ?? 8;
  const rounds = opts.rounds ?? 3;
  const dataDir = await benchDataDir();
  const server = await serveChild(dataDir, ['--workers', '2']);
  const tmp = mkdtempSync(path.join(tmpdir(), 'sortal-bench-'));
  const headers = { authorization: server.authorization, 'content-type': 'application/json' };
  const target = (route: string, body: unknown): LoadTarget & { body: string } => ({
    url: server.url + route,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  try {
    const posts = socialBatch(3);
    const social = target('/v2/classify/social', { social: posts });
    const sample = await (
      await fetch(social.url, { method: 'POST', headers, body: social.body })
    ).text();
    const bodyFile = path.join(tmp, 'response.json');
    writeFileSync(bodyFile, sample);
    const bare = await startChild<{ url: string }>(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.js'),
      [bodyFile],
    );
    // Warm-up: the workers' JIT settles over the first few hundred thousand posts.
    await load(social, { seconds, connections: 4 });
    let socialResults;
    try {
      socialResults = await sideBySide(
        { ours: social, bare: { ...social, url: bare.info.url + '/v2/classify/social' } },
        { rounds, seconds, connections: 4 },
      );
    } finally {
      await bare.stop();
    }
    const batchesPerSec = socialResults.ours!.requestsPerSec;
    const half = await pacedLoad(social, {
      seconds,
      rate: Math.max(1, Math.floor(batchesPerSec / 2)),
    });
    const withSentiment = await load(
      target('/v2/classify/social', { social: posts, sentiment: true }),
      { seconds, connections: 4 },
    );
    const withFlags = await load(target('/v2/classify/social', { social: posts, flags: true }), {
      seconds,
      connections: 4,
    });
    const withEntities = await load(
      target('/v2/classify/social', { social: posts, entities: true }),
      { seconds, connections: 4 },
    );

    const page = htmlPage(50_000, 1);
    const html = target('/v2/classify/html', { html: page });
    await load(html, { seconds: Math.ceil(seconds / 2), connections: 8 });
    const cpuBefore = threadCpuMs(server.pid);
    const htmlSaturated = await load(html, { seconds, connections: 8 });
    const htmlCpu = cpuPerRequest(
      server.pid,
      cpuBefore,
      threadCpuMs(server.pid),
      htmlSaturated.requests,
    );
    // The HTTP floor of the same exchange: a bare route answering our reply to the same page.
    const htmlReply = await (
      await fetch(html.url, { method: 'POST', headers, body: html.body })
    ).text();
    const htmlReplyFile = path.join(tmp, 'html-response.json');
    writeFileSync(htmlReplyFile, htmlReply);
    const bareHtml = await startChild<{ url: string }>(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.js'),
      [htmlReplyFile],
    );
    let bareHtmlResult;
    try {
      const bareTarget = { ...html, url: bareHtml.info.url + '/v2/classify/html' };
      await load(bareTarget, { seconds: Math.ceil(seconds / 2), connections: 8 });
      const before = threadCpuMs(bareHtml.child.pid!);
      const result = await load(bareTarget, { seconds, connections: 8 });
      bareHtmlResult = {
        ...result,
        cpu: cpuPerRequest(
          bareHtml.child.pid!,
          before,
          threadCpuMs(bareHtml.child.pid!),
          result.requests,
        ),
      };
    } finally {
      await bareHtml.stop();
    }
    const htmlHalf = await pacedLoad(html, {
      seconds,
      rate: Math.max(1, Math.floor(htmlSaturated.requestsPerSec / 2)),
    });

    const texts = newsTexts();
    const summarize = target('/v2/nlp/summarize', { input_type: 'text', input: texts[0] });
    const summarized = await load(summarize, { seconds, connections: 8 });

    return {
      name: 'Document calls over HTTP, 2 workers, rule-based',
      index: indexBytes(dataDir),
      social: {
        postsPerBatch: posts.length,
        meanPostChars: Math.round(posts.reduce((n, p) => n + p.length, 0) / posts.length),
        responseBytes: sample.length,
        postsPerSec: Math.round(batchesPerSec * 1000),
        barePostsPerSec: Math.round(socialResults.bare!.requestsPerSec * 1000),
        ratioToBare: Number((batchesPerSec / socialResults.bare!.requestsPerSec).toFixed(3)),
        saturated: socialResults,
        halfLoad: {
          batchesPerSec: Math.floor(batchesPerSec / 2),
          p50ms: half.p50ms,
          p99ms: half.p99ms,
          errors: half.errors,
        },
        withSentimentPostsPerSec: Math.round(withSentiment.requestsPerSec * 1000),
        withFlagsPostsPerSec: Math.round(withFlags.requestsPerSec * 1000),
        withEntitiesPostsPerSec: Math.round(withEntities.requestsPerSec * 1000),
      },
      html: {
        pageBytes: page.length,
        responseBytes: htmlReply.length,
        pagesPerSec: Number(htmlSaturated.requestsPerSec.toFixed(1)),
        cpuPerPage: htmlCpu,
        barePagesPerSec: Math.round(bareHtmlResult.requestsPerSec),
        bareCpuPerPage: bareHtmlResult.cpu,
        halfLoad: {
          pagesPerSec: Math.floor(htmlSaturated.requestsPerSec / 2),
          p50ms: htmlHalf.p50ms,
          p99ms: htmlHalf.p99ms,
          errors: htmlHalf.errors,
        },
      },
      summarize: {
        textChars: texts[0]!.length,
        textsPerSec: Number(summarized.requestsPerSec.toFixed(1)),
      },
      serverRssMiB: Math.round(server.rssBytes() / 2 ** 20),
      targets: { postsPerSec: 20_000, pagesPerSec: 300 },
    };
  } finally {
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
