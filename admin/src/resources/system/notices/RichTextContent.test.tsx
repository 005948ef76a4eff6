import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextContent } from './RichTextContent';

const rendered = (html: string) => render(<RichTextContent html={html} />).container.querySelector('.notice-content')!;

describe('notice content rendering', () => {
  it('keeps the formatting an editor produces', () => {
    const content = rendered('<h2>Maintenance</h2><p>We are <strong>down</strong> on <em>Sunday</em>.</p><ul><li>api</li><li>admin</li></ul>');
    expect(content.querySelector('h2')?.textContent).toBe('Maintenance');
    expect(content.querySelector('p strong')?.textContent).toBe('down');
    expect(content.querySelectorAll('li')).toHaveLength(2);
  });

  it('never renders scripts, event handlers or script links, whatever the content holds', () => {
    const content = rendered(
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">bad</a><iframe src="https://evil.test"></iframe><a href="https://jobs.test/a">good</a>',
    );
    expect(content.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(content.querySelector('p')?.textContent).toBe('Hi');
    expect(content.querySelector('img')).toBeNull();
    const [bad, good] = Array.from(content.querySelectorAll('a'));
    expect(bad?.hasAttribute('href')).toBe(false);
    expect(good?.getAttribute('href')).toBe('https://jobs.test/a');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
