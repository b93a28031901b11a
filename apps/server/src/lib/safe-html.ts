import sanitizeHtml from 'sanitize-html';

// Colours, alignment and sizes are what operators use to make a notice stand out; nothing here can
// load a resource or run code, and every value must match its pattern or the declaration is dropped.
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const LENGTH = /^\d{1,4}(\.\d+)?(px|em|rem|%|pt)$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'small',
    'big',
    'font',
    'center',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    p: ['align'],
    div: ['align'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [LENGTH],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      width: [LENGTH],
      height: [LENGTH],
    },
  },
  // Links: web pages only (no javascript:, data:, mailto:). Images: https or this site's own paths, so
  // a popup cannot make members' browsers fetch over plain http or embed data: payloads.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A link in a popup leaves the site in a new tab, without giving that page a handle on ours.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : {},
    }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * HTML an operator typed, made safe to store and to show to every member: basic formatting, links
 * and images stay; scripts, styles sheets, frames, forms and event handlers go. The site sanitizes
 * again before rendering (DESIGN.md), so neither side trusts the other alone.
 */
export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

// Members' posts (the free board): plain formatting, links and https images only; no styles, classes,
// tables or colours, so a post cannot imitate the site's own notices or hide content.
const memberOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedStyles: {},
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: options.transformTags,
  disallowedTagsMode: 'discard',
};

/** HTML a member typed (a board post): the strict profile above; the site sanitizes again when it renders. */
export function sanitizeMemberHtml(html: string): string {
  return sanitizeHtml(html, memberOptions).trim();
}

/** Whether sanitized HTML shows anything: text or an image, not just empty paragraphs and breaks. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text.length > 0;
}
