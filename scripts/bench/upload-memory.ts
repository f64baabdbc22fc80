// `npm run bench -- upload-memory`: how far a server process's resident memory rises above where it was
// while it takes 4 voice messages of 9 MB at once, and (another fresh server: memory the first step freed
// would hide the second's) 4 Join Us PDFs of 9 MB at once; PGlite, uploads on local disk. The peak is the kernel's (VmHWM), reset before each step
// through /proc/<pid>/clear_refs; where that cannot be written, VmRSS is sampled every 10 ms instead.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeWav } from '../../src/domain/wav-encode';
import { stopChild } from './stop-child';

const PORT = Number(process.env.BENCH_PORT ?? 5311);
const base = `http://127.0.0.1:${PORT}`;

const memory = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

/** The highest RSS while `run` runs, in MB above the RSS before it. */
async function peakAbove(pid: number, run: () => Promise<unknown>): Promise<number> {
  await new Promise((r) => setTimeout(r, 1000));
  const before = (await memory(pid)).rss;
  const kernel = await writeFile(`/proc/${pid}/clear_refs`, '5').then(() => true, () => false);
  let sampled = before;
  const timer = kernel ? undefined : setInterval(() => void memory(pid).then((m) => { sampled = Math.max(sampled, m.rss); }, () => undefined), 10);
  await run();
  clearInterval(timer);
  return (kernel ? (await memory(pid)).peak : sampled) - before;
}

export async function benchUploadMemory() {
  console.log(`RSS peak above the RSS before, server on PGlite, local disk:`);
  for (const step of ['voice', 'pdf'] as const) await measureStep(step);
}

async function measureStep(step: 'voice' | 'pdf') {
  const data = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-upload-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: data, SEED_DEMO: '1', LOG_LEVEL: 'silent', DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (let up = false; !up;) up = await fetch(`${base}/api/ready`).then((r) => r.ok, () => false) || (await new Promise((r) => setTimeout(r, 300)), false);
    const login = async (who: string) => ((await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: who, password: 'Demo@12345' }) })).json()) as { token: string }).token;
    const buyer = await login('buyer1');
    const sara = ((await (await fetch(`${base}/api/users/self`, { headers: { authorization: `Bearer ${await login('sara')}` } })).json()) as { id: number }).id;
    const wav = encodeWav(Float32Array.from({ length: 16_000 * 290 }, (_, i) => 0.25 * Math.sin(i / 7)), 16_000);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(9 * 1024 * 1024, 0x41), Buffer.from('\n%%EOF\n')]);
    const ok = async (res: Promise<Response>) => { const r = await res; if (r.status !== 201) throw new Error(`${r.url}: ${r.status} ${await r.text()}`); };
    const voice = () => {
      const form = new FormData();
      form.set('audio', new File([wav as Uint8Array<ArrayBuffer>], 'v.wav', { type: 'audio/wav' }));
      return ok(fetch(`${base}/api/chats/messages/${sara}/voice`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer}` } }));
    };
    let address = 0;
    const join = () => {
      const form = new FormData();
      const fields = { companyName: 'Bench Co', companySize: '11-50', country: 'KW', city: 'hawalli', fullAddress: 'Block 1', aboutCompany: 'x', email: `b${++address}@bench.test`, phoneNumber: '+96555512399', acceptTerms: 'true', acceptPrivacy: 'true' };
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('attachment', new File([pdf], 'licence.pdf', { type: 'application/pdf' }));
      return ok(fetch(`${base}/api/join-requests`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `10.77.0.${address}` } }));
    };
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    const four = (send: () => Promise<void>) => () => Promise.all([send(), send(), send(), send()]);
    if (step === 'voice') console.log(`  4 voice messages of ${mb(wav.byteLength)} MB at once: +${(await peakAbove(child.pid!, four(voice))).toFixed(0)} MB`);
    else console.log(`  4 Join Us PDFs of ${mb(pdf.byteLength)} MB at once:    +${(await peakAbove(child.pid!, four(join))).toFixed(0)} MB`);
  } finally {
    await stopChild(child);
    await rm(data, { recursive: true, force: true });
  }
}
