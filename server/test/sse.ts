/** One event read off an SSE body: its id and parsed `data:` JSON. */
export interface SseEvent {
  id: string;
  /** The `event:` name, when the event has one (the unnamed ones are what onmessage hears). */
  name?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read events loosely and assert them
  data: any;
}

/** Reads an event stream in a test: events and comment lines as they come, with a deadline. */
export class SseReader {
  private buffer = '';
  private decoder = new TextDecoder();
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  private pending?: Promise<ReadableStreamReadResult<Uint8Array>>;
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  ended = false;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /**
   * Reads until `done` holds or `ms` pass; throws on the deadline. 15 s: on PostgreSQL an event goes
   * through NOTIFY and LISTEN, and one took over 5 s once while two-core CI ran other suites beside it.
   */
  async until(done: (r: SseReader) => boolean, ms = 15_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done(this)) {
      if (this.ended) throw new Error(`stream ended before the condition held: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${ms} ms: ${JSON.stringify(this.events)}`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A read that outlives its deadline stays pending for the next call: dropped, its chunk would be lost.
      const reading = (this.pending ??= this.reader.read());
      const chunk = await Promise.race([
        reading,
        new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), left); }),
      ]).finally(() => clearTimeout(timer));
      if (chunk === 'timeout') continue;
      this.pending = undefined;
      if (chunk.done) this.ended = true;
      else this.take(this.decoder.decode(chunk.value, { stream: true }));
    }
  }

  /** Nothing more within `ms` (tenancy: another user's events never come). */
  async quietFor(ms: number): Promise<void> {
    const count = this.events.length;
    await this.until((r) => r.events.length > count, ms).then(
      () => { throw new Error(`unexpected event: ${JSON.stringify(this.events.slice(count))}`); },
      (error: Error) => { if (!/no such event/.test(error.message)) throw error; },
    );
  }

  async cancel() {
    await this.reader.cancel().catch(() => {});
  }

  private take(text: string) {
    this.buffer += text;
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      let id = '';
      let name = '';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) name = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) this.events.push({ id, ...(name && { name }), data: JSON.parse(data.join('\n')) });
    }
  }
}
