import { useContext, useEffect } from 'react';
import { ServerTitleContext } from '../../hooks/server-title.ts';
import type { HeadTags } from './head-tags.ts';
import { jsonLdText } from './json-ld/json-ld-script.ts';

/**
 * The tags of a page's head. React 19 hoists `<meta>` and `<link>` into `<head>` (on the server,
 * to the start of the render, which the API server's `assemble` moves there) and removes them
 * when the page goes. The title goes the way the app's other titles go (hooks/server-title.ts),
 * since index.html has one to replace. JSON-LD stays where it is: search engines read it anywhere.
 */
export function HeadTagsView({ head }: { head: HeadTags }) {
  useContext(ServerTitleContext)?.(head.title);
  useEffect(() => {
    document.title = head.title;
  }, [head.title]);
  // index.html's own description gives way to the page's (on the server, `assemble` drops it).
  useEffect(() => {
    for (const tag of document.head.querySelectorAll('meta[name="description"]:not([data-page])')) {
      tag.remove();
    }
  }, []);

  const { openGraph: og } = head;
  const image = og.image;
  return (
    <>
      {head.description && <meta name="description" content={head.description} data-page="" />}
      {head.noindex && <meta name="robots" content="noindex, follow" />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.href}
        />
      ))}
      <meta property="og:type" content={og.type} />
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta property="og:locale" content={og.locale} />
      <meta property="og:locale:alternate" content={og.alternateLocale} />
      {image && <meta property="og:image" content={image.url} />}
      {image?.size && <meta property="og:image:width" content={String(image.size.width)} />}
      {image?.size && <meta property="og:image:height" content={String(image.size.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      {og.price && <meta property="product:price:amount" content={og.price.amount} />}
      {og.price && <meta property="product:price:currency" content={og.price.currency} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={head.title} />
      {head.description && <meta name="twitter:description" content={head.description} />}
      {image && <meta name="twitter:image" content={image.url} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
      {head.jsonLd.map((block, i) => (
        <script
          key={i}
          type="application/ld+json"
          // Escaped for a script element (json-ld-script.ts); data, never run.
          dangerouslySetInnerHTML={{ __html: jsonLdText(block) }}
        />
      ))}
    </>
  );
}
