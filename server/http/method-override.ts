/**
 * Part 2 §7: updates and deletes arrive as POST with `_method` PUT or DELETE, in the query string,
 * a JSON body or a form body. This runs before authentication, after the body limit, and never reads
 * more than it must: JSON and urlencoded bodies are already bounded (1 MB); in a multipart body only
 * the first MULTIPART_SCAN_BYTES are looked at (the client sends `_method` before any file), so an
 * upload is never buffered here.
 */

export const MULTIPART_SCAN_BYTES = 64 * 1024;

type Override = 'PUT' | 'DELETE' | 'PATCH';
const asOverride = (value: unknown): Override | undefined => {
  const method = typeof value === 'string' ? value.toUpperCase() : '';
  return method === 'PUT' || method === 'DELETE' || method === 'PATCH' ? method : undefined;
};

/** The request to dispatch instead, under its override method, or undefined when there is none. */
export async function overriddenRequest(req: Request): Promise<Request | undefined> {
  if (req.method !== 'POST') return undefined;
  const url = new URL(req.url);
  const type = req.headers.get('content-type') ?? '';
  let method = asOverride(url.searchParams.get('_method'));
  let body: BodyInit | null = req.body;

  if (!method && /^application\/json\b/i.test(type)) {
    const text = await req.text();
    body = text;
    method = asOverride(parseJson(text)?._method);
  } else if (!method && /^application\/x-www-form-urlencoded\b/i.test(type)) {
    const text = await req.text();
    body = text;
    method = asOverride(new URLSearchParams(text).get('_method'));
  } else if (!method && /^multipart\/form-data\b/i.test(type) && req.body) {
    const { head, rest } = await readHead(req.body, MULTIPART_SCAN_BYTES);
    body = joined(head, rest);
    method = asOverride(await multipartField(head, type, '_method'));
  }
  if (!method) return body === req.body ? undefined : new Request(req, { body, duplex: 'half' } as RequestInit);
  url.searchParams.delete('_method');
  return new Request(url, { method, headers: req.headers, body, duplex: 'half' } as RequestInit);
}

function parseJson(text: string): { _method?: unknown } | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads chunks until at least `bytes` arrived (or the body ended); the rest stays unread. */
async function readHead(body: ReadableStream<Uint8Array>, bytes: number) {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const chunk = await reader.read();
    if (chunk.done) {
      done = true;
      break;
    }
    head.push(chunk.value);
    size += chunk.value.byteLength;
  }
  return { head: Buffer.concat(head), rest: done ? undefined : reader };
}

/** The chunks already read followed by the unread rest, as one body again. */
function joined(head: Uint8Array, rest: ReadableStreamDefaultReader<Uint8Array> | undefined): ReadableStream<Uint8Array> {
  let sentHead = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHead) {
        sentHead = true;
        if (head.byteLength) return controller.enqueue(head);
      }
      const next = rest ? await rest.read() : { done: true as const, value: undefined };
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => rest?.cancel(reason),
  });
}

/**
 * A text field among the complete parts at the start of a multipart body: the head is cut after its
 * last complete part and closed, then parsed by the platform's multipart parser.
 */
async function multipartField(head: Uint8Array, type: string, name: string): Promise<string | undefined> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) return undefined;
  const delimiter = `\r\n--${boundary[1] ?? boundary[2]}`;
  const text = Buffer.from(head).toString('latin1');
  const end = text.lastIndexOf(delimiter);
  if (end < 0) return undefined;
  const complete = Buffer.concat([Buffer.from(head).subarray(0, end), Buffer.from(`${delimiter}--\r\n`, 'latin1')]);
  try {
    const value = (await new Response(complete, { headers: { 'content-type': type } }).formData()).get(name);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
