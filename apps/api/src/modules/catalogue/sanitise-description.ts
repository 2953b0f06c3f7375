// A goods description is shown as HTML on the product page (storefront §3 "Product detail", tab 0), so what the
// editor saves is cleaned here with sanitize-html against the domain's allow-list: the tags a description needs,
// `href`/`src`/`alt` and nothing else (no handler, style or class), pictures only from the shop's own folders,
// links only to the shop's pages or http(s). Scripts, styles, frames and forms go with their content.
import { DESCRIPTION_ATTRIBUTES, DESCRIPTION_TAGS, isDescriptionLink, isDescriptionPicture } from '@garden/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(DESCRIPTION_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: {
    // A link elsewhere opens in a new tab and tells the other site nothing; one to a script loses its address.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!isDescriptionLink(href)) return { tagName, attribs: {} };
      if (href.startsWith('/')) return { tagName, attribs: { href } };
      return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer nofollow' } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isDescriptionPicture(frame.attribs.src ?? ''),
};

/** The description as the product page may show it; cleaning it twice changes nothing more. */
export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
