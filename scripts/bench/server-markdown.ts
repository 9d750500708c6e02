// The "Server throughput" section of bench.md, from measureServer's result (server-throughput.ts).
import type { ServerBenchResult } from './server-throughput.ts'
import type { LoadResult } from './wrk.ts'

/** The "Server throughput" section of bench.md. */
export function serverMarkdown(result: ServerBenchResult): string[] {
  const lat = (r: LoadResult) => `${r.latencyMs.p50} / ${r.latencyMs.p99}`
  const cpu = (r: LoadResult) => String(r.cpuMicrosecondsPerRequest ?? '?')
  const c = result.contact
  return [
    '## Server throughput',
    '',
    `${result.tool}, from loopback. ${result.setup.join(' ')}`,
    '',
    '| request | ours (Node + Fastify) req/s | nginx req/s | ours / nginx | ours p50 / p99 ms | nginx p50 / p99 ms | CPU µs per request (ours / nginx) | bytes per answer (ours / nginx) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.page.comparisons.map(
      (p) =>
        `| GET ${result.page.path} (${p.encoding === 'br' ? 'Accept-Encoding: br, gzip' : 'Accept-Encoding: gzip'}) | ${p.ours.requestsPerSecond} | ${p.nginx.requestsPerSecond} | **${p.ratio.toFixed(2)}** | ${lat(p.ours)} | ${lat(p.nginx)} | ${cpu(p.ours)} / ${cpu(p.nginx)} | ${p.oursBytes} / ${p.nginxBytes}${p.sameBody ? '' : ' (bodies differ)'} |`,
    ),
    `| GET /api/testimonials | ${result.testimonials.requestsPerSecond} | | | ${lat(result.testimonials)} | | ${cpu(result.testimonials)} | |`,
    '',
    `Page runs (req/s, ours then nginx, alternating; best kept): ${result.page.comparisons.map((p) => `${p.encoding}: ${p.samples.ours.join(', ')} vs ${p.samples.nginx.join(', ')}`).join('; ')}.`,
    '',
    `Durable POST /api/contact (unique Idempotency-Key each, committed with synchronous=FULL before the answer): **${c.messagesPerSecond} messages/s**, p99 **${c.latencyMs.p99} ms** (p50 ${c.latencyMs.p50} ms, max ${c.latencyMs.max} ms).`,
    `Check: ${c.acknowledged} answered 201 (warm-up included), ${c.refused} refused, ${c.stored} stored, ${c.missing} acknowledged missing, ${c.inFlightAtStop} in flight when wrk stopped: ${c.verified ? 'every acknowledged message is stored' : '**MISMATCH**'}.`,
  ]
}
