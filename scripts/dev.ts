import { spawn, type ChildProcess } from 'node:child_process';

// `npm run dev`: the API server (restarted on change) on 3000 and Vite on 5173, which proxies
// /api and /dev to it. Ctrl-C stops both; if either exits, the other is stopped too. Only here is the
// outbox viewer (/dev/mail, loopback clients only) on by default: `npm start` never serves reset codes.
const env = { ...process.env, PORT: process.env.PORT ?? '3000', DEV_MAIL: process.env.DEV_MAIL ?? '1' };
const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env }),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => process.exit(code));
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
