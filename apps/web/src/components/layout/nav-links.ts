import type { StorefrontPaths } from '../../config/paths.ts';

/** The header's links (spec section 2): Home, Our Products, Our Story, Contact, in a language. */
export function navLinks(paths: StorefrontPaths) {
  return [
    { key: 'home', to: paths.home },
    { key: 'products', to: paths.products },
    { key: 'about', to: paths.homeSection('about') },
    { key: 'contact', to: paths.homeSection('contact') },
  ] as const;
}
