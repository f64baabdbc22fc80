/** Does an Accept-Encoding header take `name` (listed, and not with q=0)? */
export function acceptsEncoding(header: string, name: string): boolean {
  return header.split(',').some((part) => {
    const [token, ...params] = part.trim().toLowerCase().split(';').map((p) => p.trim());
    return token === name && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}
