/**
 * Part 2 §7: updates and deletes arrive as POST with `_method` PUT or DELETE, in the query string,
 * a JSON body or a form body. Returns the method to route as, or undefined.
 */
export async function methodOverrideOf(req: Request): Promise<'PUT' | 'DELETE' | 'PATCH' | undefined> {
  if (req.method !== 'POST') return undefined;
  let value: unknown = new URL(req.url).searchParams.get('_method');
  const type = req.headers.get('content-type') ?? '';
  if (!value && type.includes('application/json')) {
    value = await req.clone().json().then((b: { _method?: unknown }) => b?._method, () => undefined);
  } else if (!value && (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded'))) {
    value = await req.clone().formData().then((f) => f.get('_method'), () => undefined);
  }
  const method = typeof value === 'string' ? value.toUpperCase() : '';
  return method === 'PUT' || method === 'DELETE' || method === 'PATCH' ? method : undefined;
}

/** The same request under another method (the body is re-read, so it can be parsed again). */
export async function withMethod(req: Request, method: string): Promise<Request> {
  const url = new URL(req.url);
  url.searchParams.delete('_method');
  return new Request(url, { method, headers: req.headers, body: await req.arrayBuffer() });
}
