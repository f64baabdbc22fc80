// PGlite runs PostgreSQL as WebAssembly on the thread that calls it, so a query blocks that thread's
// event loop. Here it runs in a worker thread; the server's thread only passes messages
// (pglite-client.ts, which also holds the message types). Plain JavaScript: a worker thread starts
// without the TypeScript loader, under tsx and vitest alike.
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Drizzle reads dates, timestamps and intervals as PostgreSQL's text (its own mapping parses them);
// functions cannot cross threads, so the worker applies the same parsers to every query.
const asText = (value) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

// `load`: a data folder dumped by `dump` (a tar file) to start from, skipping initdb (the test harness's template).
// `wasmModule`: PGlite's WebAssembly compiled once by the process (pglite-client.ts).
const db = new PGlite({
  pgliteWasmModule: workerData.wasmModule,
  ...(workerData.load ? { loadDataDir: new Blob([readFileSync(workerData.load)]) } : { dataDir: workerData.dir }),
});
await db.waitReady;

parentPort.on('message', async (request) => {
  try {
    if (request.kind === 'listen') {
      // PGlite calls back while it reads the reply of the statement that committed the NOTIFY, so
      // the notification reaches the server thread before that statement's own result does.
      await db.listen(request.channel, (payload) => parentPort.postMessage({ channel: request.channel, payload }));
      parentPort.postMessage({ id: request.id, result: null });
      return;
    }
    if (request.kind === 'close') {
      await db.close();
      parentPort.postMessage({ id: request.id, result: null });
      return;
    }
    if (request.kind === 'dump') {
      const tar = await db.dumpDataDir('none');
      writeFileSync(request.file, Buffer.from(await tar.arrayBuffer()));
      parentPort.postMessage({ id: request.id, result: null });
      return;
    }
    const result = request.kind === 'exec'
      ? await db.exec(request.text)
      : await db.query(request.text, request.params, { rowMode: request.rowMode, parsers });
    parentPort.postMessage({ id: request.id, result });
  } catch (err) {
    // A DatabaseError's fields (code, constraint, detail…) are what callers inspect.
    const fields = Object.fromEntries(Object.entries(err).filter(([, v]) => ['string', 'number'].includes(typeof v)));
    parentPort.postMessage({ id: request.id, error: { message: err.message, fields } });
  }
});
parentPort.postMessage({ id: 0, result: 'ready' });
