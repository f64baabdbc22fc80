import sanitizeHtml from 'sanitize-html';

// Descriptions are shown as HTML in the dashboard and on the public site: keep text formatting and
// links, drop scripts, styles, event handlers, iframes and any non-http(s) link.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
  disallowedTagsMode: 'discard',
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
