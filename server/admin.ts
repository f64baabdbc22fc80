import { userInfo } from 'node:os';
import { pgliteHolder, remoteReview } from './admin-remote';
import { isOpsCommand, runOps } from './admin-ops';
import { formatTable, openServices } from './bootstrap';
import { loadConfig } from './config';
import { approveJoinRequest, type Decider } from './services/join-approval';
import { declineJoinRequest, listForReview } from './services/join-review';
import { refundsDue } from './services/orders/refunds-due';
import { kwdDisplay } from './payments/myfatoorah/money';
import type { JoinReviewItem } from '../src/api/schemas/join-review';

// `npm run admin -- join-requests` | `approve <id>` | `decline <id> <reason>` | `refunds`.
// On PostgreSQL, or a PGlite folder no server holds, it works on the database itself; while a server holds
// the PGlite folder, the review goes through that server's API as an administrator (admin-remote.ts).
const USAGE = 'usage: npm run admin -- join-requests | approve <id> | decline <id> <reason> | refunds | migrate-uploads [folder] | backup [file] | restore <file>';

const config = loadConfig();
const [command, arg, ...rest] = process.argv.slice(2);
// Operations (admin-ops.ts, docs/operations.md): uploads into the bucket, backup and restore of the embedded database.
if (isOpsCommand(command)) process.exit(await runOps(command, [arg, ...rest].filter(Boolean), config));
if (command !== 'join-requests' && command !== 'approve' && command !== 'decline' && command !== 'refunds') {
  console.error(USAGE);
  process.exit(2);
}
const id = Number(arg);
const reason = rest.join(' ').trim();
if ((command === 'approve' || command === 'decline') && (!Number.isInteger(id) || id <= 0)) {
  console.error(USAGE);
  process.exit(2);
}
if (command === 'decline' && !reason) {
  console.error('A decline needs a reason (it is e-mailed to the applicant): npm run admin -- decline <id> <reason>');
  process.exit(2);
}

const when = (d: string | null) => (d ? d.slice(0, 16).replace('T', ' ') : '-');
const printRequests = (rows: JoinReviewItem[]) => console.log(formatTable(rows.map((r) => ({
  id: r.id, status: r.status, company: r.companyName, size: r.companySize, city: `${r.city}, ${r.country}`,
  email: r.email, phone: r.phoneNumber, pdf: r.attachmentName ?? '-', received: when(r.createdAt),
  decided: r.decidedAt ? `${when(r.decidedAt)} by ${r.decidedBy}` : '-', reason: r.declineReason || '-',
}))));

const held = !config.databaseUrl && command !== 'refunds' ? pgliteHolder(config.dataDir) : 0;
process.exit(held ? await throughServer() : await onDatabase());

async function throughServer(): Promise<number> {
  try {
    const api = await remoteReview(config);
    try {
      if (command === 'join-requests') printRequests(await api.list());
      else if (command === 'approve') {
        const { request } = await api.approve(id);
        console.log(`Approved #${id} through the running server: company "${request.companyName}"; the credentials were e-mailed to ${request.email}`);
      } else {
        const { request } = await api.decline(id, reason);
        console.log(`Declined #${id} through the running server; the reason was e-mailed to ${request.email}`);
      }
    } finally {
      await api.logout();
    }
    return 0;
  } catch (err) {
    console.error(describe(err as Error & { status?: number }));
    return 1;
  }
}

async function onDatabase(): Promise<number> {
  const { database, mailer } = await openServices(config);
  const by: Decider = { userId: null, name: `command line (${userInfo().username})` };
  try {
    if (command === 'join-requests') {
      printRequests(await listForReview(database.db));
    } else if (command === 'refunds') {
      // Payments taken for something no longer deliverable: the refund requested of the provider, or why not.
      const rows = await refundsDue(database.db);
      console.log(formatTable(rows.map((r) => ({
        order: r.orderId, company: r.company, amount: kwdDisplay(r.amountFils), reason: r.reason ?? '-', payment: r.paymentId ?? '-',
        invoice: r.invoiceId ?? '-', refund: r.refundId ? `requested #${r.refundId}` : r.refundError ? `FAILED: ${r.refundError}` : 'not requested yet',
        paid: r.paidAt?.toISOString().slice(0, 16).replace('T', ' ') ?? '-',
      }))));
    } else if (command === 'approve') {
      const result = await approveJoinRequest(database.db, mailer, { id, publicUrl: config.publicUrl, now: new Date(), by });
      console.log(`Approved #${id}: company "${result.company.name}" (${result.company.slug})`);
      console.log(`Company user: ${result.userName}  password: ${result.password}  (e-mailed to ${result.email})`);
    } else {
      const request = await declineJoinRequest(database.db, mailer, { id, reason, now: new Date(), by });
      console.log(`Declined #${id}; the reason was e-mailed to ${request.email}`);
    }
    return 0;
  } catch (err) {
    console.error(describe(err as Error & { status?: number }));
    return 1;
  } finally {
    await database.close();
  }
}

function describe(e: Error & { status?: number }) {
  if (e.status === 404) return `No join request #${arg}`;
  if (e.status === 409) return `Join request #${arg} is already decided, or its e-mail already has an account`;
  if (e.status === 403) return 'Only an administrator may review applications';
  return e.message;
}
