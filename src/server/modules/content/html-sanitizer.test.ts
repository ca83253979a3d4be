import { describe, expect, it } from 'vitest';
import { htmlToText, isSafeUrl, sanitizeHtml } from './html-sanitizer';

describe('sanitizeHtml', () => {
  it('keeps whitelisted markup as it is', () => {
    const html =
      '<p>Use <strong>1 %</strong> parts &amp; <em>C0G</em>.</p><ul><li>One</li><li>Two<br>lines</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="/katalog/" title="Catalogue">x</a>')).toBe(
      '<a href="/katalog/" title="Catalogue">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="a">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="//evil"></iframe><div>kept text</div>')).toBe('kept text');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>after')).toBe('after');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->x')).toBe('x');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });

  it('drops dangerous link targets however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/x',
      ' javascript:alert(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href=javascript:alert(1)>x</a>')).toBe('<a>x</a>');
    expect(isSafeUrl('mailto:shop@example.com')).toBe(true);
    expect(isSafeUrl('#top')).toBe(true);
    expect(isSafeUrl('promotions/?a=b:c')).toBe(true);
  });

  it('escapes text and attribute values, and balances tags', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "x"')).toBe('1 &lt; 2 &gt; 0 &amp; "x"');
    expect(sanitizeHtml('<a title="&quot;><script>">x</a>')).toBe(
      '<a title="&quot;&gt;&lt;script&gt;">x</a>',
    );
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</p>stray</li><ul><li>a</ul>')).toBe('stray<ul><li>a</li></ul>');
    expect(sanitizeHtml('<a href="x>y')).toBe('&lt;a href="x&gt;y');
  });

  it('gives the plain text of sanitised HTML', () => {
    expect(htmlToText('<p>One &amp; <b>two</b></p><p>three<br>four</p>')).toBe('One & two three four');
  });
});
