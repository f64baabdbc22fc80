import { formatTable, openServices } from './bootstrap';
import { loadConfig } from './config';
import { approveJoinRequest, listJoinRequests } from './services/join-approval';
import { refundsDue } from './services/orders/refunds-due';
import { kwdDisplay } from './payments/myfatoorah/money';

// `npm run admin -- join-requests` | `approve <id>` | `refunds`; same database as the server.
const USAGE = 'usage: npm run admin -- join-requests | approve <id> | refunds';

const config = loadConfig();
const [command, arg] = process.argv.slice(2);
if (command !== 'join-requests' && command !== 'approve' && command !== 'refunds') {
  console.error(USAGE);
  process.exit(2);
}
const { database, mailer } = await openServices(config);
let exitCode = 0;
try {
  if (command === 'join-requests') {
    const rows = await listJoinRequests(database.db);
    console.log(formatTable(rows.map((r) => ({
      id: r.id, status: r.status, company: r.companyName, size: r.companySize, city: `${r.city}, ${r.country}`,
      email: r.email, phone: r.phoneNumber, pdf: r.attachmentName ?? '-', received: r.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    }))));
  } else if (command === 'refunds') {
    // Payments taken for something no longer deliverable (issue 27): the refund requested of the provider, or why not.
    const rows = await refundsDue(database.db);
    console.log(formatTable(rows.map((r) => ({
      order: r.orderId, company: r.company, amount: kwdDisplay(r.amountFils), reason: r.reason ?? '-', payment: r.paymentId ?? '-',
      invoice: r.invoiceId ?? '-', refund: r.refundId ? `requested #${r.refundId}` : r.refundError ? `FAILED: ${r.refundError}` : 'not requested yet',
      paid: r.paidAt?.toISOString().slice(0, 16).replace('T', ' ') ?? '-',
    }))));
  } else {
    const id = Number(arg);
    if (!Number.isInteger(id) || id <= 0) throw new Error(USAGE);
    const result = await approveJoinRequest(database.db, mailer, { id, publicUrl: config.publicUrl, now: new Date() });
    console.log(`Approved #${id}: company "${result.company.name}" (${result.company.slug})`);
    console.log(`Company user: ${result.userName}  password: ${result.password}  (e-mailed to ${result.email})`);
  }
} catch (err) {
  const e = err as Error & { status?: number };
  console.error(e.status === 404 ? `No join request #${arg}` : e.status === 409 ? `Join request #${arg} is already approved, or its e-mail already has an account` : e.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
