// The description is sanitised by the server; it is sanitised again here because HTML from any
// server is only as safe as its last sanitiser.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'span'];

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'] }), [html]);
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
