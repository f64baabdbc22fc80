import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description';

describe('sanitizeDescription', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeDescription('<p><strong>Clean</strong> <em>car</em></p><ul><li>نظيف</li></ul>'))
      .toBe('<p><strong>Clean</strong> <em>car</em></p><ul><li>نظيف</li></ul>');
    expect(sanitizeDescription('<a href="https://souqdesk.test">site</a>'))
      .toBe('<a href="https://souqdesk.test" rel="noopener noreferrer nofollow">site</a>');
  });

  it('strips scripts, event handlers, styles, frames and javascript: links', () => {
    const dirty = '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>'
      + '<iframe src="https://evil.test"></iframe><a href="javascript:alert(1)" onmouseover="x()">link</a>';
    const clean = sanitizeDescription(dirty);
    expect(clean).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow">link</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|onmouseover|iframe|javascript|style/i);
  });
});
