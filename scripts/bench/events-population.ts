// The people of `npm run bench -- events`: pairs of a buyer and an employee of the demo company, each with
// a signed-in session. Written straight into the database before the server starts (PGlite allows one
// process), with the seed's demo accounts as the base.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { authTokens, companies, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { newToken } from '../../server/services/tokens';

export interface Person {
  id: number;
  token: string;
}

export interface Pair {
  buyer: Person;
  seller: Person;
}

const BATCH = 100;

/** `count` buyer–seller pairs. Sessions are the auth_tokens rows login writes (500 scrypt checks would take a minute). */
export async function populate(db: Db, count: number): Promise<Pair[]> {
  await seed(db);
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo'));
  // One password hash for all, as the seed's activity buyers share buyer1's.
  const [template] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userName, 'buyer1'));
  const people = async (kind: 'buyer' | 'seller'): Promise<Person[]> => {
    const out: Person[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
        const userName = `bench_${kind}_${start + k}`;
        return {
          userName, fullName: `Bench ${kind} ${start + k}`, email: `${userName}@bench.test`, passwordHash: template.passwordHash,
          ...(kind === 'buyer' ? { roles: ['user' as const] } : { roles: ['employee' as const], companyId: demo.id }),
        };
      });
      const ids = await db.insert(users).values(rows).returning({ id: users.id });
      const tokens = ids.map(() => newToken());
      await db.insert(authTokens).values(ids.map((u, k) => ({ userId: u.id, tokenHash: tokens[k].hash })));
      out.push(...ids.map((u, k) => ({ id: u.id, token: tokens[k].token })));
    }
    return out;
  };
  const buyers = await people('buyer');
  const sellers = await people('seller');
  return buyers.map((buyer, i) => ({ buyer, seller: sellers[i] }));
}
