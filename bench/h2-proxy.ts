// The TLS proxy a phone meets in production (README: "Reverse proxy with TLS"), for the browser
// benches: HTTP/2 to the browser, HTTP/1.1 with kept-open connections to the server, as nginx or
// Caddy do. Over HTTP/1.1 Chromium opens six connections to an origin, so a page's 20–30 script
// chunks queue behind each other, each paying the round trip (decision 085); over HTTP/2 they share
// one connection and go together. A bench that talks to Node directly measures the queue, which
// nobody behind a proxy meets.
//
// Its certificate is made for 127.0.0.1 with Debian's openssl; the browser is told to accept it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface H2Proxy {
  /** https://127.0.0.1:PORT */
  url: string;
  /** What it carried so far: requests, and the HTTP/2 connections they came on. */
  carried(): { requests: number; connections: number };
  stop(): Promise<void>;
}

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2): they describe an HTTP/1.1 connection. */
const connectionHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-h2-proxy-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      // biome-ignore format: one command line
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts an HTTP/2 TLS proxy on 127.0.0.1 in front of `target` (http://host:port). */
export async function startH2Proxy(target: string): Promise<H2Proxy> {
  const upstream = new URL(target);
  // nginx's `keepalive 32` in the upstream, as the README advises.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer(selfSignedCertificate());
  // The open sessions, so that stop() need not wait for the browser to hang up.
  const open = new Set<http2.ServerHttp2Session>();
  let connections = 0;
  let requests = 0;
  server.on('session', (session) => {
    connections += 1;
    open.add(session);
    session.on('close', () => open.delete(session));
  });
  server.on('stream', (stream, headers) => {
    requests += 1;
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) forwarded[name] = value;
    forwarded.host = headers[':authority'];
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
        agent,
      },
      (response) => {
        const answered: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers))
          if (!connectionHeaders.has(name) && value !== undefined) answered[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(answered);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    carried: () => ({ requests, connections }),
    stop: async () => {
      for (const session of open) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/**
 * The origin a browser bench opens pages at, by its `--via` option: the server itself (`direct`), or
 * an HTTP/2 proxy started in front of it (`h2`), which the caller stops.
 */
export async function benchOrigin(
  via: string | undefined,
  serverUrl: string,
): Promise<{ url: string; proxy?: H2Proxy }> {
  if (via === undefined || via === 'direct') return { url: serverUrl };
  if (via !== 'h2') throw new Error(`--via direct|h2, not ${via}`);
  const proxy = await startH2Proxy(serverUrl);
  return { url: proxy.url, proxy };
}

/** The line a bench prints to say how its browser reached the server. */
export function describeVia(proxy: H2Proxy | undefined): string {
  if (!proxy) return 'direct: HTTP/1.1 to the server, six connections';
  const { requests, connections } = proxy.carried();
  return `via an HTTP/2 TLS proxy: ${requests} requests so far over ${connections} HTTP/2 connections`;
}
