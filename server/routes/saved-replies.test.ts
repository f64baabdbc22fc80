import { expect, it } from 'vitest';
import { forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

forEachActivityDatabase('saved replies', (ctx) => {
  type Who = 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1';
  const req = (who: Who, method: string, path = '', body?: unknown) => call(ctx().app, method, `/api/chats/saved-replies${path}`, body, bearer(ctx().tokens[who]));

  it('the company user adds, edits and deletes; its employees read; another company and buyers neither', async () => {
    const added = await req('demo', 'POST', '', { title: ' Hours ', text: 'We are open 9 to 5, Sunday to Thursday.' });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ title: 'Hours', text: 'We are open 9 to 5, Sunday to Thursday.' });
    const id = added.data.id as number;
    expect((await req('sara', 'GET')).data.data).toContainEqual(added.data);
    // Only the company user edits: the employees send them, the company says them.
    expect((await req('sara', 'POST', '', { title: 'Mine', text: 'x' })).status).toBe(403);
    expect((await req('omar', 'PUT', `/${id}`, { title: 'Mine', text: 'x' })).status).toBe(403);
    expect((await req('sara', 'DELETE', `/${id}`)).status).toBe(403);
    // Another company: not in its list, not its to change (404, as if it did not exist).
    expect((await req('rival', 'GET')).data.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await req('rival', 'PUT', `/${id}`, { title: 'Taken', text: 'x' })).status).toBe(404);
    expect((await req('rival', 'DELETE', `/${id}`)).status).toBe(404);
    expect((await req('buyer1', 'GET')).status).toBe(403);
    expect((await call(ctx().app, 'GET', '/api/chats/saved-replies')).status).toBe(401);

    const edited = await req('demo', 'POST', `/${id}`, { _method: 'PUT', title: 'Opening hours', text: 'Open 9 to 5.' });
    expect(edited.status).toBe(200);
    expect((await req('omar', 'GET')).data.data).toContainEqual({ id, title: 'Opening hours', text: 'Open 9 to 5.' });
    expect((await req('demo', 'DELETE', `/${id}`)).status).toBe(204);
    expect((await req('demo', 'DELETE', `/${id}`)).status).toBe(404);
    expect((await req('sara', 'GET')).data.data.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('refuses malformed input with 422, never 500', async () => {
    for (const body of [{}, { title: '', text: 'x' }, { title: 'x', text: '   ' }, { title: 'x'.repeat(81), text: 'x' }, { title: 3, text: [] }, null, 'text']) {
      expect((await req('demo', 'POST', '', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await req('demo', 'PUT', '/abc', { title: 'x', text: 'y' })).status).toBe(422);
    expect((await req('demo', 'DELETE', '/99999999999')).status).toBe(422);
  });
});
