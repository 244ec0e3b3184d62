import { localizedPath } from '@store/shared/page-addresses';
import { absoluteUrl, type SeoContext } from '../seo-context.ts';
import type { ContactPointLd, OrganizationLd, WithContext } from './json-ld-types.ts';

/** The store as a seller and as the home page's Organization: name, logo, contacts, profiles. */
export function organization(context: SeoContext): OrganizationLd {
  const { siteInfo, contactInfo, socialMedia } = context.settings;
  const sameAs = Object.values(socialMedia).filter((url) => /^https:\/\//.test(url));
  const contact: ContactPointLd = {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    availableLanguage: ['Arabic', 'English'],
    ...(contactInfo.phone && { telephone: contactInfo.phone }),
    ...(contactInfo.email && { email: contactInfo.email }),
  };
  return {
    '@type': 'Organization',
    name: context.brand.name,
    url: absoluteUrl(context.origin, localizedPath(context.language, '/')),
    ...(siteInfo.logo && { logo: absoluteUrl(context.origin, siteInfo.logo) }),
    ...(sameAs.length > 0 && { sameAs }),
    ...((contact.telephone || contact.email) && { contactPoint: [contact] }),
  };
}

export function organizationJsonLd(context: SeoContext): WithContext<OrganizationLd> {
  return { '@context': 'https://schema.org', ...organization(context) };
}
