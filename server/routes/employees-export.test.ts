import { expect, it } from 'vitest';
import { forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

forEachActivityDatabase('employees export', (ctx) => {
  const as = (name: 'demo' | 'rival', lang = 'en') => ({ ...bearer(ctx().tokens[name]), 'accept-language': lang });
  const exportCsv = async (query: string, who: Record<string, string>) => {
    const res = await ctx().app.request(`/api/employees/export${query}`, { headers: who });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

  it('exports the table with its metrics as UTF-8 CSV with a BOM, headers in the language asked, Arabic intact', async () => {
    const created = await call(ctx().app, 'POST', '/api/employees', {
      fullName: 'مريم الشمري', phone: '99887766', email: 'mariam@demo.test', userName: 'mariam', password: 'Secret123', passwordConfirmation: 'Secret123',
    }, as('demo'));
    expect(created.status).toBe(201);
    ctx().clock.ms = Date.parse('2026-03-10T08:00:00Z');
    const res = await exportCsv('', as('demo', 'ar'));
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toMatch(/attachment; filename="employees-2026-03-10\.csv"/);
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text(res.bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['المعرف', 'الاسم', 'اسم المستخدم']);
    expect(lines).toHaveLength(5);
    const mariam = lines.find((l) => l.includes('mariam'))!.split(',');
    expect(mariam.slice(1, 5)).toEqual(['مريم الشمري', 'mariam', 'mariam@demo.test', '99887766']);
    // Joined (Kuwait time), last entry, sales, trade-in, products, type, communications, response time, status.
    expect(mariam.slice(5)).toEqual(['2026-03-01 12:00', '', '0', '0', '0', 'موظف', '0', '', 'نشط']);
  });

  it('allows one export per Kuwait calendar month per company', async () => {
    const again = await exportCsv('', as('demo'));
    expect(again.status).toBe(429);
    expect(JSON.parse(text(again.bytes)).message).toBe('You can only export users once a month');
    const ar = await call(ctx().app, 'GET', '/api/employees/export', undefined, as('demo', 'ar'));
    expect(ar.data.message).toBe('يمكنك تصدير المستخدمين مرة واحدة في الشهر فقط');
    // Another company has its own allowance.
    expect((await exportCsv('', as('rival'))).status).toBe(200);
    // 23:30 on 31 March in Kuwait is still March; 00:30 on 1 April (21:30 UTC on the 31st) is not.
    ctx().clock.ms = Date.parse('2026-03-31T20:30:00Z');
    expect((await exportCsv('', as('demo'))).status).toBe(429);
    ctx().clock.ms = Date.parse('2026-03-31T21:30:00Z');
    const april = await exportCsv('?q=Al-Sabah', as('demo'));
    expect(april.status).toBe(200);
    const lines = text(april.bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0].startsWith('ID,Name,User name,E-mail')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['omar']);
  });

  it('gives one file and one refusal to two exports racing at the start of a month', async () => {
    // Within 30 days of rival's last use (sign-ins end after 30 idle days), and a new month for rival's allowance.
    ctx().clock.ms = Date.parse('2026-04-05T08:00:00Z');
    const both = await Promise.all([exportCsv('', as('rival')), exportCsv('', as('rival'))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
  });

  it('honours the status filter and quotes what needs quoting', async () => {
    const { id } = (await call(ctx().app, 'POST', '/api/employees', {
      fullName: '=HYPERLINK("x"), Jr', phone: '99887755', email: 'quote@demo.test', userName: 'quote_me', password: 'Secret123', passwordConfirmation: 'Secret123',
    }, as('demo'))).data;
    await call(ctx().app, 'DELETE', `/api/employees/${id}`, undefined, as('demo'));
    ctx().clock.ms = Date.parse('2026-05-02T08:00:00Z');
    const res = await exportCsv('?status=deleted', as('demo'));
    const lines = text(res.bytes).slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x""), Jr",quote_me,`);
    expect(lines[1].endsWith(',Deleted')).toBe(true);
  });
});
