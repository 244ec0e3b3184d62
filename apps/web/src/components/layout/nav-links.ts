import { paths } from '../../config/paths.ts';

/** The header's links (spec section 2): Home, Our Products, Our Story, Contact. */
export const NAV_LINKS = [
  { key: 'home', to: paths.home },
  { key: 'products', to: paths.products },
  { key: 'about', to: paths.homeSection('about') },
  { key: 'contact', to: paths.homeSection('contact') },
] as const;
