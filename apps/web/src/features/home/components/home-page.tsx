import { lazy, Suspense } from 'react';
import { useHomepage } from '../../../api/get-homepage.ts';
import { PageHead } from '../../seo/page-head.tsx';
import { HeroSection } from './hero-section.tsx';

// Below-the-fold sections load as their own chunks; each placeholder keeps the section's height,
// so nothing jumps when they arrive.
const AboutSection = lazy(() =>
  import('./about-section.tsx').then((m) => ({ default: m.AboutSection })),
);
const CollectionsSection = lazy(() =>
  import('./collections-section.tsx').then((m) => ({ default: m.CollectionsSection })),
);
const ContactSection = lazy(() =>
  import('./contact-section.tsx').then((m) => ({ default: m.ContactSection })),
);

function SectionPlaceholder({ className }: { className: string }) {
  return <div aria-hidden="true" className={className} />;
}

/** Home (spec section 2): hero, about, collections, contact — each can be hidden by its flag. */
export function HomePage() {
  const { data: content } = useHomepage();
  // When the content cannot be loaded, every section shows with its bundled texts.
  const showHero = content?.hero.showSection ?? true;
  const showAbout = content?.showAboutSection ?? true;
  const showCollections = content?.showCategories ?? true;
  const showContact = content?.showContact ?? true;

  return (
    <div id="top">
      <PageHead page="home" />
      {showHero && <HeroSection hero={content?.hero} />}
      {showAbout && (
        <Suspense
          fallback={<SectionPlaceholder className="min-h-[1400px] bg-paper lg:min-h-[900px]" />}
        >
          <AboutSection about={content?.about} />
        </Suspense>
      )}
      {showCollections && (
        <Suspense
          fallback={
            <SectionPlaceholder className="min-h-[1700px] sm:min-h-[1200px] lg:min-h-[900px]" />
          }
        >
          <CollectionsSection content={content?.featuredCollections} />
        </Suspense>
      )}
      {showContact && (
        <Suspense
          fallback={<SectionPlaceholder className="min-h-[900px] bg-ink lg:min-h-[600px]" />}
        >
          <ContactSection content={content?.contact} />
        </Suspense>
      )}
    </div>
  );
}
