import sanitizeHtml from 'sanitize-html';

/**
 * Notice content is rich text from the admin's editor, shown as HTML to every recipient, so it is sanitised when it is
 * written: what reaches an event (and every replay of it) is already safe. An allow-list, not a deny-list: anything
 * not named here — scripts, event handlers, style attributes, iframes, forms — is dropped.
 */
const IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/))/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'mark',
    'ul', 'ol', 'li',
    'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank'] }, 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // no javascript:, data:, vbscript: or protocol-relative links; images only from the web
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // script and style bodies go with their tags instead of surviving as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link never hands the opened page a handle on ours, nor our URL
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // web images, or our own uploads by root-relative path; anything else loses its src and is dropped below
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && IMAGE_SOURCE.test(src.trim()) ? { ...rest, src: src.trim() } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeNoticeContent(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** False when nothing readable is left (e.g. the content was only a script). */
export function hasVisibleContent(sanitised: string): boolean {
  if (/<img\s/i.test(sanitised)) return true;
  return sanitizeHtml(sanitised, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}

/** The `src` of every image in sanitised content, in order. */
export function imageSourcesOf(sanitised: string): string[] {
  const sources: string[] = [];
  sanitizeHtml(sanitised, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && frame.attribs.src) sources.push(frame.attribs.src);
      return false;
    },
  });
  return sources;
}
