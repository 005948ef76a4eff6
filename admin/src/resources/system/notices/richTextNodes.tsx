import { createElement, Fragment, type ReactNode } from 'react';

/**
 * The api sanitises notice content when it is written; the admin still never hands server HTML to innerHTML. The content
 * is parsed into an inert document and rebuilt as React elements from an allow-list, so anything unexpected (a script,
 * an event handler, a javascript: link) simply is not rendered.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'mark',
  'ul', 'ol', 'li',
  'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const SAFE_LINK = /^(https?:|mailto:)/i;
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

function attributesOf(element: Element, key: number): Record<string, unknown> | undefined {
  const tag = element.tagName.toLowerCase();
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_LINK.test(href)) props.href = href;
    props.target = '_blank';
    props.rel = 'noopener noreferrer';
  } else if (tag === 'img') {
    const src = element.getAttribute('src')?.trim() ?? '';
    if (!SAFE_IMAGE.test(src)) return undefined;
    props.src = src;
    props.alt = element.getAttribute('alt') ?? '';
  } else if (tag === 'td' || tag === 'th') {
    for (const name of ['colSpan', 'rowSpan'] as const) {
      const value = Number(element.getAttribute(name.toLowerCase()));
      if (Number.isInteger(value) && value > 0) props[name] = value;
    }
  }
  return props;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, (child, index) => toReact(child, index));
  // an unknown wrapper keeps its text; script-like bodies are dropped with their tag
  if (!ALLOWED_TAGS.has(tag)) return ['script', 'style', 'iframe', 'object', 'noscript', 'template'].includes(tag) ? null : createElement(Fragment, { key }, ...children);
  const props = attributesOf(element, key);
  if (!props) return null;
  return VOID_TAGS.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/** Notice content (rich text) as React elements, safe whatever the string holds. */
export function richTextNodes(html: string): ReactNode {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (child, index) => toReact(child, index));
}
